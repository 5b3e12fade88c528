import { WithdrawForm } from '#app/features/wallet/components/withdraw-form.tsx';
import { WithdrawalList } from '#app/features/wallet/components/withdrawal-list.tsx';
import { AccountFrame } from './account-frame';

/** `/user-account/withdraw`: the request form and the withdrawals (pending ones can be cancelled). */
export function WithdrawRoute() {
  return (
    <AccountFrame route="Withdraw">
      {(user) => (
        <>
          <WithdrawForm user={user} />
          <WithdrawalList currencyCode={user.currencyCode} />
        </>
      )}
    </AccountFrame>
  );
}

export default WithdrawRoute;
