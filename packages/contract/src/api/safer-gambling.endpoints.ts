import { endpoint } from '../http/endpoint';
import {
  activityStatementSchema,
  adminPlayerParamsSchema,
  adminSaferGamblingSchema,
  exclusionRequestSchema,
  exclusionSchema,
  limitParamsSchema,
  reminderRequestSchema,
  saferGamblingSchema,
  sessionPlaySchema,
  setLimitRequestSchema,
} from './safer-gambling';
import * as routes from './safer-gambling.routes';

const common = { tags: ['responsible gambling'], auth: 'session' } as const;

export const saferGamblingEndpoints = {
  getSaferGambling: endpoint(routes.getSaferGambling, {
    ...common,
    summary: "The player's limits, exclusion and reminder",
    response: saferGamblingSchema,
  }),
  setLimit: endpoint(routes.setLimit, {
    ...common,
    summary: 'Set, lower, raise or remove (amount null) a deposit, loss or wager limit; raises wait the cooling-off',
    body: setLimitRequestSchema,
    response: saferGamblingSchema,
    errors: [409],
  }),
  cancelPendingLimit: endpoint(routes.cancelPendingLimit, {
    ...common,
    summary: 'Cancel a waiting raise or removal: the stricter limit in force stays',
    params: limitParamsSchema,
    response: saferGamblingSchema,
    errors: [409],
  }),
  startExclusion: endpoint(routes.startExclusion, {
    ...common,
    summary: 'Take a time-out or self-exclude (never shortened); ends every session of the player',
    body: exclusionRequestSchema,
    response: exclusionSchema,
    errors: [409],
  }),
  getStatement: endpoint(routes.getStatement, {
    ...common,
    summary: 'Deposits, withdrawals, stakes, returns and net per month for 12 months; lifetime net deposits',
    response: activityStatementSchema,
  }),
  getSessionPlay: endpoint(routes.getSessionPlay, {
    ...common,
    summary: "This session's reminder interval, time played and net result (returns − stakes)",
    response: sessionPlaySchema,
  }),
  setReminder: endpoint(routes.setReminder, {
    ...common,
    summary: 'Set the reality-check reminder: every 15, 30 or 60 minutes of a session, or 0 (off)',
    body: reminderRequestSchema,
    response: sessionPlaySchema,
  }),
  getPlayerSaferGambling: endpoint(routes.getPlayerSaferGambling, {
    tags: ['admin'],
    auth: 'staff',
    permission: 'players.read',
    summary: "A player's limits, waiting changes, exclusion, KYC status and the history of every change",
    params: adminPlayerParamsSchema,
    response: adminSaferGamblingSchema,
    errors: [404],
  }),
};
