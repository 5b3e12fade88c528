import { count } from 'drizzle-orm';
import { messagesIn } from '#app/i18n/translate.ts';
import { systemClock } from '#app/lib/clock.ts';
import { hashPassword } from '#app/modules/auth/password.ts';
import { Ledger, withinTransaction } from '#app/modules/ledger/ledger.ts';
import { createPlayerAccounts } from '#app/modules/ledger/repository.ts';
import { DemoPaymentProvider } from '#app/modules/payments/demo-provider.ts';
import { deposit } from '#app/modules/wallet/deposit.ts';
import type { Database } from '../client';
import { users } from '../schema';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { seedMarketLimits } from './market-limits';

const CURRENCY = 'EUR';
/** The demo players' opening balances arrive by bank transfer from one (valid, example) Greek IBAN. */
const OPENING_TRANSFER = { method: 'bank_transfer', account: 'GR1601101250000000012300695' } as const;

/**
 * The demo accounts of design §8, added when the database has no account yet (an operator's deletions are not
 * undone later). `password1` is among the most common passwords, which registration refuses: the seed writes the
 * hash directly on purpose, so the documented demo logins work. It is hashed once per run (scrypt is slow by
 * design) and shared. Opening balances are real ledger deposits, not written balances, so the ledger adds up.
 */
export async function seedAccounts(tx: Database): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return 0;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demo = demoAccounts();
  const created = await tx
    .insert(users)
    .values(
      demo.map(({ balance: _balance, ...user }) => ({
        ...user,
        passwordHash,
        dateOfBirth: '1990-01-01',
        currencyCode: CURRENCY,
        // The demo's identities count as checked, so every demo player can withdraw on every market.
        kycStatus: 'verified' as const,
      })),
    )
    .returning({ id: users.id, brandKey: users.brandKey, userName: users.userName, role: users.role });
  await createPlayerAccounts(
    tx,
    created.map((user) => ({ userId: user.id, currencyCode: CURRENCY })),
  );

  await seedMarketLimits(tx, created, systemClock());
  // The deposits run inside the seed's own transaction: all of the seed is committed, or none of it.
  const ledger = new Ledger(withinTransaction(tx), systemClock);
  const messages = messagesIn(1);
  const provider = new DemoPaymentProvider('demo-seed');
  for (const [index, user] of created.entries()) {
    const amount = demo[index]?.balance ?? 0;
    if (amount === 0) continue;
    await deposit(ledger, provider, {
      user: {
        userId: user.id,
        userName: user.userName,
        brandKey: user.brandKey,
        role: 'player',
        shopSiteId: null,
        currencyCode: CURRENCY,
      },
      body: { amount, payment: OPENING_TRANSFER },
      idempotencyKey: 'seed-opening-balance',
      messages,
    });
  }
  return created.length;
}
