import { randomUUID } from 'node:crypto';
import { type Caller, ReconnectingHub, sleep } from './scale-kit';

/**
 * The mixed load of the scale-out proof: players browse, bet (singles and multiples) and play slot rounds through
 * both instances, while the operator sends notifications to one player, the brand and a group. Everything
 * acknowledged is recorded so the spec can compare it with the database afterwards.
 */
export interface LoadPlayer {
  userId: number;
  userName: string;
  caller: Caller;
  casinoToken: string;
  inGroup: boolean;
  sockets: ReconnectingHub[];
}

export const GROUP = 'scale-load';
export const SITE_ID = 1;

export interface Ledger {
  /** Idempotency key → the bet ids its 201 acknowledged (a retry must answer the same ids). */
  bets: Map<string, number[]>;
  /** Idempotency key → the round id its 200 acknowledged. */
  rounds: Map<string, number>;
  /** Some acknowledged slips as sent, for the spec to send again with their keys (a client's retry). */
  replays: { player: LoadPlayer; key: string; body: unknown; ids: number[] }[];
  rejectedSlips: number;
  browses: number;
}

export type Target = { kind: 'login'; userName: string } | { kind: 'brand' } | { kind: 'group' };
export interface Sent {
  id: string;
  title: string;
  target: Target;
}

export const newLedger = (): Ledger => ({
  bets: new Map(),
  rounds: new Map(),
  replays: [],
  rejectedSlips: 0,
  browses: 0,
});

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;

/** Selections of football events starting well after the run (no in-play delay, prices only drift). */
export async function selections(caller: Caller) {
  const from = new Date(Date.now() + 3 * 3_600_000).toISOString();
  const answer = await caller.call('GET', `/api/sports/events?sport=football&from=${from}&limit=30`);
  const { events } = answer.body as {
    events: { id: number; mainMarket: { outcomes: { id: string; odds: number; status: string }[] } | null }[];
  };
  return events
    .map((event) => ({ eventId: event.id, outcome: event.mainMarket?.outcomes.find((o) => o.status === 'open') }))
    .filter((entry): entry is { eventId: number; outcome: { id: string; odds: number; status: string } } =>
      Boolean(entry.outcome),
    );
}

export type Selection = Awaited<ReturnType<typeof selections>>[number];

async function placeSlip(player: LoadPlayer, choices: Selection[], ledger: Ledger) {
  const multiple = Math.random() < 0.4;
  const legs = multiple ? [choices[0]!, choices[1]!] : [pick(choices)];
  const key = randomUUID();
  const body = {
    oddsPolicy: 'any',
    bets: [
      {
        type: multiple ? 'multiple' : 'single',
        stake: multiple ? 50 : 100,
        selections: legs.map((leg) => ({ outcomeId: leg.outcome.id, odds: leg.outcome.odds })),
      },
    ],
  };
  const answer = await player.caller.once('/api/client/bets', body, key);
  if (answer.status === 201) {
    const ids = (answer.body as { bets: { id: number }[] }).bets.map((bet) => bet.id);
    ledger.bets.set(key, ids);
    if (ledger.replays.length < 20) ledger.replays.push({ player, key, body, ids });
  } else if (answer.status === 409 || answer.status === 400) {
    ledger.rejectedSlips += 1; // a price or rule refusal books nothing; the database check proves it
  } else throw new Error(`bet: ${answer.status} ${JSON.stringify(answer.body)}`);
}

async function playSlot(player: LoadPlayer, ledger: Ledger) {
  const key = randomUUID();
  const answer = await player.caller.once(
    '/api/casino/rounds',
    {
      token: player.casinoToken,
      bet: { engine: 'slot', stake: 20 },
    },
    key,
  );
  if (answer.status !== 200) throw new Error(`round: ${answer.status} ${JSON.stringify(answer.body)}`);
  ledger.rounds.set(key, (answer.body as { roundId: number }).roundId);
}

const BROWSING = ['/api/sports/highlights', '/api/sports/events?sport=football&limit=20', '/api/casino/lobby'];

/** Every player acts in a loop until `until`; each acknowledged movement lands in `ledger`. */
export async function playUntil(players: LoadPlayer[], choices: Selection[], ledger: Ledger, until: number) {
  await Promise.all(
    players.map(async (player) => {
      while (Date.now() < until) {
        const roll = Math.random();
        if (roll < 0.3) {
          const answer = await player.caller.call('GET', pick(BROWSING));
          if (answer.status !== 200) throw new Error(`browse: ${answer.status}`);
          ledger.browses += 1;
        } else if (roll < 0.7) await placeSlip(player, choices, ledger);
        else await playSlot(player, ledger);
      }
    }),
  );
}

/** The operator sends a notification every `everyMs` until `until`, cycling one player, the brand and the group. */
/**
 * The operator settles `events` by hand, one every `everyMs`, each selection's outcome winning; a call cut off by a
 * dead instance is sent again to the other one (settling twice must not pay twice).
 */
export async function settleByHand(operator: Caller, events: Selection[], everyMs: number) {
  for (const { eventId, outcome } of events) {
    await sleep(everyMs);
    const answer = await operator.call(
      'POST',
      `/api/admin/events/${eventId}/settle`,
      { winningOutcomeIds: [outcome.id] },
      await operator.asOperator(),
    );
    if (answer.status !== 200) throw new Error(`settling ${eventId}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

export async function notifyUntil(operator: Caller, players: LoadPlayer[], sent: Sent[], until: number, everyMs = 250) {
  let turn = 0;
  while (Date.now() < until) {
    await notifyOnce(operator, players, sent, turn++);
    await sleep(everyMs);
  }
}

export async function notifyOnce(operator: Caller, players: LoadPlayer[], sent: Sent[], turn: number) {
  const kinds = ['login', 'brand', 'group'] as const;
  const kind = kinds[turn % 3]!;
  const target: Target = kind === 'login' ? { kind, userName: pick(players).userName } : { kind };
  const title = `scale ${turn} ${kind}`;
  const answer = await operator.call(
    'POST',
    '/api/admin/notifications',
    {
      target:
        target.kind === 'login'
          ? { kind: 'login', siteId: SITE_ID, login: target.userName }
          : target.kind === 'group'
            ? { kind: 'group', siteId: SITE_ID, group: GROUP }
            : { kind: 'brand', siteId: SITE_ID },
      notification: { title, body: 'load', actions: [], timeout: 1000 },
    },
    await operator.asOperator(),
  );
  if (answer.status !== 202) throw new Error(`notify: ${answer.status} ${JSON.stringify(answer.body)}`);
  const record = { id: (answer.body as { id: string }).id, title, target };
  sent.push(record);
  return record;
}

/** Whether a notification is meant for a socket of this player (null: an anonymous or other brand's socket). */
export function isFor(sent: Sent, player: LoadPlayer | null) {
  if (!player) return false;
  if (sent.target.kind === 'brand') return true;
  if (sent.target.kind === 'group') return player.inGroup;
  return sent.target.userName === player.userName;
}

export { ReconnectingHub };
