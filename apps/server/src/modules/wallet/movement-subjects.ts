import type { MovementSubject, MovementType } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import { casinoCatalogue } from '../casino/catalogue/catalogue';
import { paymentsOf } from '../payments/repository';
import type { FeedAdapter } from '../sports/feed/adapter';
import { type BetSummary, betSummaries, betsOfCashOuts, gamesOfSessions } from './subjects-repository';

interface SubjectRow {
  id: number;
  type: MovementType;
  idempotencyKey: string;
  availableChange: number;
}

const PAYMENT_TYPES: ReadonlySet<MovementType> = new Set([
  'deposit',
  'withdrawal',
  'withdrawal_cancel',
  'withdrawal_complete',
]);
const BET_PAYMENTS: ReadonlySet<MovementType> = new Set(['bet_win', 'bet_refund']);

/** The number after `prefix` in a ledger idempotency key the server wrote (`casino:<session>:…`, `bet:<id>`). */
function idIn(key: string, prefix: string): number | null {
  if (!key.startsWith(prefix)) return null;
  const value = Number.parseInt(key.slice(prefix.length), 10);
  return Number.isSafeInteger(value) ? value : null;
}

const betSubject = ({ type, legs, first }: BetSummary): MovementSubject => ({
  kind: 'bet',
  betType: type,
  legs,
  ...first,
});

/**
 * What each movement was about, for the history: the casino game of a round (from its game session), the bet a
 * stake, win, refund or cash-out belongs to (several bets placed at once are counted), and the method and masked
 * account of a payment. Read in a few batched queries per page.
 */
export async function movementSubjects(
  db: Database,
  feed: FeedAdapter,
  rows: SubjectRow[],
): Promise<Map<number, MovementSubject>> {
  const sessionOf = new Map<number, number>();
  const betOf = new Map<number, number>();
  for (const row of rows) {
    const session = row.type.startsWith('casino_') ? idIn(row.idempotencyKey, 'casino:') : null;
    if (session !== null) sessionOf.set(row.id, session);
    const bet = BET_PAYMENTS.has(row.type) ? idIn(row.idempotencyKey, 'bet:') : null;
    if (bet !== null) betOf.set(row.id, bet);
  }
  const ids = (type: (t: MovementType) => boolean) => rows.filter((row) => type(row.type)).map((row) => row.id);
  const [games, cashOuts, payments] = await Promise.all([
    gamesOfSessions(db, [...new Set(sessionOf.values())]),
    betsOfCashOuts(
      db,
      ids((t) => t === 'cash_out'),
    ),
    paymentsOf(
      db,
      ids((t) => PAYMENT_TYPES.has(t)),
    ),
  ]);
  for (const [transactionId, betId] of cashOuts) betOf.set(transactionId, betId);
  const summaries = await betSummaries(db, {
    ids: [...new Set(betOf.values())],
    transactionIds: ids((t) => t === 'bet_stake'),
  });
  const catalogue = casinoCatalogue(feed);
  const subjects = new Map<number, MovementSubject>();
  for (const row of rows) {
    const session = sessionOf.get(row.id);
    const gameId = session === undefined ? undefined : games.get(session);
    if (gameId !== undefined) {
      const game = catalogue.byId(gameId)?.game.name ?? gameId;
      const net = row.availableChange;
      const outcome = row.type === 'casino_win' || net > 0 ? 'win' : net === 0 ? 'push' : 'stake';
      subjects.set(row.id, { kind: 'game', game, outcome });
    }
    const betId = betOf.get(row.id);
    const bet = betId === undefined ? undefined : summaries.find((summary) => summary.id === betId);
    if (bet) subjects.set(row.id, betSubject(bet));
    if (row.type === 'bet_stake') {
      const placed = summaries.filter((summary) => summary.transactionId === row.id);
      if (placed.length === 1 && placed[0]) subjects.set(row.id, betSubject(placed[0]));
      if (placed.length > 1) subjects.set(row.id, { kind: 'bets', count: placed.length });
    }
    const payment = PAYMENT_TYPES.has(row.type) ? payments.get(row.id) : undefined;
    if (payment) subjects.set(row.id, { kind: 'payment', method: payment.method, destination: payment.destination });
  }
  return subjects;
}
