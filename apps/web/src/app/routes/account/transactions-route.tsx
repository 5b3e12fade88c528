import { TransactionsView } from '../../../features/wallet/components/transactions-view';
import { AccountFrame } from './account-frame';

/** `/user-account/transactions`: the history with filters. */
export function TransactionsRoute() {
  return (
    <AccountFrame route="Transactions">{(user) => <TransactionsView currencyCode={user.currencyCode} />}</AccountFrame>
  );
}

export default TransactionsRoute;
