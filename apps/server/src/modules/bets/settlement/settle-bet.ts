import { DEFAULT_LANGUAGE_ID } from '@playline/contract';
import { slipTaxDue } from '@playline/contract/bets-math';
import { SITES } from '@playline/contract/brands';
import * as z from 'zod';
import type { Database } from '#app/db/client.ts';
import { messagesIn } from '#app/i18n/translate.ts';
import type { Ledger } from '#app/modules/ledger/ledger.ts';
import { transfer } from '#app/modules/ledger/ledger.ts';
import { playerEnd } from '#app/modules/wallet/money-request.ts';
import { type BetSettlement, settleBet } from './math';
import { claimOpenBet, closeBet, legsOfBet, slipSoFar } from './repository';

const SYSTEM_MESSAGES = messagesIn(DEFAULT_LANGUAGE_ID);

/** Brands whose market taxes winnings (the Greek market, design §8), from the registry. */
const TAXED_BRANDS = new Set(
  Object.values(SITES)
    .filter((site) => site.taxesWinnings)
    .map((site) => site.brandKey),
);

/** What a settlement's ledger transaction stores as its answer. */
const settledSchema = z.object({
  betId: z.number(),
  status: z.enum(['won', 'void']),
  gross: z.number(),
  tax: z.number(),
  net: z.number(),
});
type Settled = z.infer<typeof settledSchema>;

/** Thrown inside a settlement to give it up without writing anything (another run has it, or it cannot settle). */
class Skipped extends Error {}

/** Locks the bet and works out how it settles now; null when it is taken, settled, or not ready. */
async function claim(tx: Database, betId: number) {
  const claimed = await claimOpenBet(tx, betId);
  if (!claimed) return null;
  const { bet, brandKey } = claimed;
  const legs = await legsOfBet(tx, betId);
  const settlement = settleBet(bet, legs);
  return settlement && { bet, settlement, taxed: TAXED_BRANDS.has(brandKey) };
}

/** A lost bet moves no money: its status changes alone, under the same lock. */
async function settleLost(ledger: Ledger, betId: number): Promise<boolean> {
  return ledger.transaction(async (tx) => {
    const claimed = await claim(tx, betId);
    if (claimed?.settlement.status !== 'lost') return false;
    const { bet } = claimed;
    await closeBet(tx, betId, { status: 'lost', gross: 0, tax: 0, at: ledger.clock() });
    // What a partial cash-out paid earlier stays the bet's payout.
    ledger.notify(tx, { type: 'bet_settled', userId: bet.userId, betId, status: 'lost', payout: bet.payout });
    return true;
  });
}

/**
 * Pays a won or void bet exactly once: the bet's row is locked (skipped when another run holds it), its status
 * and the credit (sportsbook → wallet, net of the slip's tax due now) are written in one transaction, and the ledger's idempotency
 * key `bet:<id>` refuses a second credit even if every lock were bypassed.
 */
async function settlePaid(ledger: Ledger, betId: number, userId: number, kind: 'bet_win' | 'bet_refund') {
  let claimed: {
    bet: { currencyCode: string; payout: number; transactionId: number };
    settlement: BetSettlement;
    taxed: boolean;
  } | null = null;
  try {
    const outcome = await ledger.run<Settled>({
      userId,
      kind,
      idempotencyKey: `bet:${betId}`,
      requestHash: `bet:${betId}`,
      schema: settledSchema,
      messages: SYSTEM_MESSAGES,
      async before(tx) {
        claimed = await claim(tx, betId);
        const expected = kind === 'bet_win' ? 'won' : 'void';
        if (claimed?.settlement.status !== expected) throw new Skipped();
      },
      async plan(tx, accounts) {
        if (!claimed) throw new Skipped();
        const { bet, settlement, taxed } = claimed;
        const { gross } = settlement;
        // The slip's tax, read under the player's lock (decision 019): a void refund can carry some when the
        // slip's other bets already won more than it staked.
        const tax = taxed ? slipTaxDue(await slipSoFar(tx, bet.transactionId), gross) : 0;
        const net = gross - tax;
        const house = await ledger.house(tx, 'sportsbook', bet.currencyCode);
        const status = settlement.status === 'won' ? 'won' : 'void';
        // Queued before the ledger's own movement notice, so the player hears of the bet before the balance.
        ledger.notify(tx, { type: 'bet_settled', userId, betId, status, payout: bet.payout + gross });
        return {
          amount: net,
          legs: transfer(house, playerEnd(accounts.wallet), net),
          result: { betId, status, gross, tax, net },
          alsoWrite: (tx2) => closeBet(tx2, betId, { status, gross, tax, at: ledger.clock() }),
        };
      },
    });
    return !outcome.replayed;
  } catch (error) {
    if (error instanceof Skipped) return false;
    throw error;
  }
}

/**
 * Settles one bet if it can settle now and nobody else is settling it; answers whether this call settled it.
 * A first look (its lock ends with its short transaction) picks the path; the locked re-check inside decides.
 */
export async function settleOneBet(ledger: Ledger, betId: number): Promise<boolean> {
  const preview = await ledger.transaction((tx) => claim(tx, betId));
  if (!preview) return false;
  const { bet, settlement } = preview;
  if (settlement.status === 'lost') return settleLost(ledger, betId);
  return settlePaid(ledger, betId, bet.userId, settlement.status === 'won' ? 'bet_win' : 'bet_refund');
}
