import { WithdrawForm } from '../../../features/wallet/components/withdraw-form';
import { WithdrawalList } from '../../../features/wallet/components/withdrawal-list';
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
