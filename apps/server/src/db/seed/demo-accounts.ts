import { SITES } from '@playline/contract';
import type { UserRole } from '../schema';
import { contentBrands } from './brands';

/** The demo password of every seeded account (design §8). */
export const DEMO_PASSWORD = 'password1';

export interface DemoAccount {
  brandKey: string;
  userName: string;
  email: string;
  role: UserRole;
  shopSiteId: number | null;
  /** Opening balance in minor units, deposited through the ledger. */
  balance: number;
}

/** player1..3 of every web brand: 1,000.00, 25.00 and 0.00 EUR. */
const PLAYER_BALANCES = [100_000, 2_500, 0];
/** client01..client20 of a shop cycle through these opening balances (0.00 to 2,500.00 EUR). */
const CLIENT_BALANCES = [0, 500, 1_250, 2_000, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000];

const account = (brandKey: string, userName: string, balance: number, shop?: { role: UserRole; siteId: number }) => ({
  brandKey,
  userName,
  email: `${userName}@${brandKey}.test`,
  role: shop?.role ?? 'player',
  shopSiteId: shop?.siteId ?? null,
  balance,
});

/**
 * Design §8: players on every web brand; on every shop site its operator `shop1` and clients `client01` …
 * `client20` registered at that shop. A shop shares its base brand's accounts, so these belong to that brand.
 */
export function demoAccounts(): DemoAccount[] {
  const players = contentBrands().flatMap((brand) =>
    PLAYER_BALANCES.map((balance, index) => account(brand.brandKey, `player${index + 1}`, balance)),
  );
  const shops = Object.values(SITES).filter((site) => site.kind === 'shop');
  const shopAccounts = shops.flatMap((shop) => [
    account(shop.brandKey, 'shop1', 0, { role: 'shop_operator', siteId: shop.siteId }),
    ...Array.from({ length: 20 }, (_, index) =>
      account(shop.brandKey, `client${String(index + 1).padStart(2, '0')}`, CLIENT_BALANCES[index % 10] ?? 0, {
        role: 'player',
        siteId: shop.siteId,
      }),
    ),
  ]);
  return [...players, ...shopAccounts];
}
