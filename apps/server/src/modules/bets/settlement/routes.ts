import { betsEndpoints } from '@playline/contract/endpoints/bets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { startSettlementJob } from './job';
import type { EventOutcomes } from './math';
import { settleEvent } from './settle-events';

/**
 * Settlement: the background job (on the leading instance) and the operator's call that settles an event by hand, with an
 * explicit result or the feed's. A leg settled by hand is never settled again by the feed.
 */
export const settleRoutes: FastifyPluginAsyncZod<{ intervalMs?: number }> = async (app, { intervalMs }) => {
  const context = { ledger: app.ledger, db: app.db, feed: app.feed };
  app.leader.whileLeading('settlement', () => startSettlementJob(app, intervalMs));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, betsEndpoints.settleEvent, async (request) => {
    const { eventId } = request.params;
    const body = request.body;
    let result: EventOutcomes;
    if (body?.winningOutcomeIds) {
      const ids = [...body.winningOutcomeIds, ...body.voidOutcomeIds];
      const foreign = ids.find((id) => !id.startsWith(`${eventId}/`));
      if (foreign) throw new HttpError(400, `Outcome ${foreign} is not an outcome of event ${eventId}`);
      result = { winningOutcomeIds: body.winningOutcomeIds, voidOutcomeIds: body.voidOutcomeIds };
    } else {
      const event = app.feed.event(eventId);
      if (!event) throw new HttpError(404, `There is no event ${eventId}`);
      const feedResult = app.feed.result(event, app.feed.now());
      if (!feedResult) {
        throw new HttpError(409, `Event ${eventId} has not finished: give winningOutcomeIds to settle it now`);
      }
      result = feedResult;
    }
    return settleEvent(context, eventId, result);
  });
};
