import type { FastifyRequest } from 'fastify';
import type { Database } from '#app/db/client.ts';
import { messagesFor } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { rgProfileOf } from './player-repository';

export function sessionOf(request: FastifyRequest) {
  if (!request.user || !request.authSession) throw new Error('requireUser did not run');
  return { user: request.user, session: request.authSession };
}

/**
 * The logged-in player whose tools a request changes. A shop's session acting for its client is refused: the
 * tools are the player's own choice, made in their own account, never by a cashier.
 */
export async function playerOf(db: Database, request: FastifyRequest) {
  const { user, session } = sessionOf(request);
  const messages = messagesFor(request);
  if (user.role !== 'player' || user.shop) throw new HttpError(403, messages.t('rg.playersOnly'));
  const profile = await rgProfileOf(db, user.userId);
  if (!profile) throw new HttpError(403, messages.t('rg.playersOnly'));
  return { profile, session, messages };
}
