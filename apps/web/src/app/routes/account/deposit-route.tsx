import { DepositForm } from '../../../features/wallet/components/deposit-form';
import { AccountFrame } from './account-frame';

/** `/user-account/deposit` */
export function DepositRoute() {
  return <AccountFrame route="Deposit">{(user) => <DepositForm user={user} />}</AccountFrame>;
}

export default DepositRoute;
