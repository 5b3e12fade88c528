import * as rg from '@playline/contract/api/safer-gambling';
import { type ActivityStatement, activityStatementSchema } from '@playline/contract/safer-gambling';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { rgKeys } from './keys';

/** GET /api/client/rg/statement: the last 12 months (newest first) and lifetime net deposits. */
export function getStatement(signal?: AbortSignal): Promise<ActivityStatement> {
  return call(rg.getStatement, {}, { signal, parse: (data) => activityStatementSchema.parse(data) });
}

export function useStatement() {
  return useQuery({ queryKey: rgKeys.statement(), queryFn: ({ signal }) => getStatement(signal), staleTime: 60_000 });
}
