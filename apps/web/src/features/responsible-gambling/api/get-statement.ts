import { type ActivityStatement, activityStatementSchema } from '@playline/contract/safer-gambling';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rgKeys } from './keys';

/** GET /api/client/rg/statement: the last 12 months (newest first) and lifetime net deposits. */
export function getStatement(): Promise<ActivityStatement> {
  return api.get('/client/rg/statement', { parse: (data) => activityStatementSchema.parse(data) });
}

export function useStatement() {
  return useQuery({ queryKey: rgKeys.statement(), queryFn: getStatement, staleTime: 60_000 });
}
