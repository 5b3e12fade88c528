import type { GameSession } from '@playline/contract/casino';
import type { FastifyRequest } from 'fastify';
import { messagesFor } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { sessionBalance } from './blackjack-round';
import { casinoCatalogue } from './catalogue/catalogue';
import { roundInPlay } from './crash-flight';
import { engineConfigOf } from './engine-config';
import { ensureActiveSeed } from './fairness/seeds-repository';
import { commitmentOf } from './fairness/session-seeds';
import { presentRound } from './present-round';
import { requireSession } from './session';

/** What the frame loads first: the game, how to draw it, the balance it plays with, and a hand left open. */
export async function gameSessionView(request: FastifyRequest, token: string): Promise<GameSession> {
  const { server } = request;
  const session = await requireSession(request, token);
  const entry = casinoCatalogue(server.feed).byId(session.gameId);
  if (!entry) throw new HttpError(404, messagesFor(request).t('casino.gameNotFound'));
  const [balance, open, seed] = await Promise.all([
    sessionBalance({ app: server, session }),
    roundInPlay(server.db, session.id, server.clock()),
    // The pair the next rounds are drawn from: its commitment is shown before the first bet.
    ensureActiveSeed(server.db, session.id, server.clock()),
  ]);
  return {
    game: entry.game,
    mode: session.mode,
    config: engineConfigOf(entry),
    balance,
    openRound: open && presentRound(open, balance, server.clock()),
    languageId: session.languageId,
    startedAt: session.createdAt.getTime(),
    fairness: commitmentOf(seed),
  };
}
