import { DepositLimits } from '#app/features/responsible-gambling/components/deposit-limits.tsx';
import { DepositForm } from '#app/features/wallet/components/deposit-form.tsx';
import { AccountFrame } from './account-frame';

/** `/user-account/deposit`: the form, and beside it what the deposit limits still allow (issue 19). */
export function DepositRoute() {
  return (
    <AccountFrame route="Deposit">
      {(user) => (
        <>
          <DepositForm user={user} />
          <DepositLimits />
        </>
      )}
    </AccountFrame>
  );
}

export default DepositRoute;
