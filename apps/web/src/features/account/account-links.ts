import { hasArea } from '@playline/contract/areas';
import type { BrandConfig } from '@playline/contract/brands';
import { ROUTES, type RouteName } from '@playline/contract/routes';
import type { TextKey } from '@playline/contract/texts';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  type LucideIcon,
  ReceiptText,
  ShieldCheck,
  Ticket,
  UserRound,
} from 'lucide-react';

export interface AccountLink {
  route: RouteName;
  path: string;
  label: TextKey;
  icon: LucideIcon;
}

const LINKS: AccountLink[] = [
  { route: 'MyAccount', path: ROUTES.MyAccount.path, label: 'Page.MyAccount', icon: UserRound },
  { route: 'Deposit', path: ROUTES.Deposit.path, label: 'Page.Deposit', icon: ArrowDownToLine },
  { route: 'Withdraw', path: ROUTES.Withdraw.path, label: 'Page.Withdraw', icon: ArrowUpFromLine },
  { route: 'Transactions', path: ROUTES.Transactions.path, label: 'Page.Transactions', icon: ReceiptText },
  { route: 'MyBets', path: ROUTES.MyBets.path, label: 'Page.MyBets', icon: Ticket },
  { route: 'SaferGambling', path: ROUTES.SaferGambling.path, label: 'Page.SaferGambling', icon: ShieldCheck },
];

/** The account area's pages for this brand: shop mode has no deposit (spec §6); my bets needs the sportsbook. */
export function accountLinks(brand: BrandConfig): AccountLink[] {
  return LINKS.filter(
    (link) => !(brand.isShop && link.route === 'Deposit') && !(link.route === 'MyBets' && !hasArea(brand, 'sports')),
  );
}
