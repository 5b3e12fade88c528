import { endpoint } from '../http/endpoint';
import { responsibleGamblingSchema } from './auth';
import { casinoCheckSchema, timeLimitRequestSchema } from './responsible-gambling';
import * as routes from './responsible-gambling.routes';

const common = { tags: ['responsible gambling'], auth: 'session' } as const;

export const responsibleGamblingEndpoints = {
  resetRealityCheck: endpoint(routes.resetRealityCheck, {
    ...common,
    summary: 'Restart the elapsed session time',
    response: responsibleGamblingSchema,
  }),
  setTimeLimit: endpoint(routes.setTimeLimit, {
    ...common,
    summary:
      'Set the session time limit in seconds (0 = none, at most 24 h): shorter at once, longer or none after the cooling-off',
    body: timeLimitRequestSchema,
    response: responsibleGamblingSchema,
    errors: [409],
  }),
  cancelPendingTimeLimit: endpoint(routes.cancelPendingTimeLimit, {
    ...common,
    summary: 'Cancel a waiting raise or removal of the session time limit',
    response: responsibleGamblingSchema,
    errors: [409],
  }),
  getCasinoCheck: endpoint(routes.getCasinoCheck, {
    ...common,
    summary: 'May a casino game start now?',
    response: casinoCheckSchema,
  }),
};
