import { DEMO_BALANCE, GAME_FRAME_PATH, type LaunchRequest, type LaunchResult } from '@playline/contract/casino';
import type { FastifyRequest } from 'fastify';
import { messagesFor } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { enforceAccess } from '#app/plugins/route-access.ts';
import { casinoCheck } from '../rg/service';
import { gameAccess } from './access';
import { casinoCatalogue } from './catalogue/catalogue';
import { recordRecent } from './catalogue/recent';
import { createSession, newSessionToken } from './session';

/**
 * Opens a game session. Real money needs a player who passes the responsible-gambling check (the same gate as
 * `/api/client/rg/casino-check`); fun play needs a game that offers it and starts with DEMO_BALANCE credits.
 * Virtual sports are bet on through the slip and have no frame to launch.
 */
export async function launchGame(request: FastifyRequest, body: LaunchRequest): Promise<LaunchResult> {
  const { server } = request;
  const messages = messagesFor(request);
  const entry = casinoCatalogue(server.feed).byId(body.gameId);
  if (!entry || entry.game.engine === 'virtual-football') throw new HttpError(404, messages.t('casino.gameNotFound'));
  const now = server.clock();
  const user = request.user;
  enforceAccess(request, gameAccess(entry.game, body.mode));
  if (body.mode === 'demo' && !entry.game.demo) throw new HttpError(400, messages.t('casino.demoNotOffered'));
  if (body.mode === 'real') {
    if (!user || !request.authSession) throw new HttpError(401, messages.t('casino.loginToPlay'));
    const check = casinoCheck(request.authSession, now, messages);
    if (!check.allowed) throw new HttpError(403, check.reason ?? messages.t('rg.timeLimitReached'));
  }
  const token = newSessionToken();
  await createSession(server.db, {
    token,
    userId: user?.userId ?? null,
    siteId: request.siteId,
    languageId: messages.languageId,
    gameId: entry.game.id,
    mode: body.mode,
    demoBalance: body.mode === 'demo' ? DEMO_BALANCE : null,
    createdAt: now,
    lastActiveAt: now,
  });
  if (user) await recordRecent(server.db, user.userId, entry.game.id, now);
  return { token, frameUrl: `${GAME_FRAME_PATH}?token=${token}`, mode: body.mode };
}
