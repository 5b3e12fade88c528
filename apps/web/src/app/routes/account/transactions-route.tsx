import { TransactionsView } from '#app/features/wallet/components/transactions-view.tsx';
import { AccountFrame } from './account-frame';

/** `/user-account/transactions`: the history with filters. */
export function TransactionsRoute() {
  return (
    <AccountFrame route="Transactions">{(user) => <TransactionsView currencyCode={user.currencyCode} />}</AccountFrame>
  );
}

export default TransactionsRoute;
