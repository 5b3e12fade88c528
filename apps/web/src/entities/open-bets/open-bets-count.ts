import * as bets from '@playline/contract/api/bets';
import { betListSchema } from '@playline/contract/bets';
import { call } from '#app/lib/api-client.ts';

/** GET /api/client/bets?status=open&pageSize=1: how many open bets the player has (the list's total). */
export async function fetchOpenBetsCount(signal?: AbortSignal): Promise<number> {
  const list = await call(
    bets.getBets,
    { query: { status: 'open', page: 1, pageSize: 1 } },
    { signal, parse: (body) => betListSchema.parse(body), report: false },
  );
  return list.total;
}
