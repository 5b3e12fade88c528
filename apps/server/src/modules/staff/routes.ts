import { staffEndpoints as endpoints } from '@playline/contract/endpoints/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { noteAudit } from '../audit/note';
import { LoginThrottle } from '../auth/login-throttle';
import { MemoryWindowStore } from '../auth/window-store';
import type { StaffActor } from './actor';
import { confirmEnrolment, startEnrolment } from './enrolment';
import { presentMe } from './present';
import { findStaffById } from './repository';
import { endStaffSession } from './sessions';
import { signIn } from './sign-in';
import type { SecretBox } from './totp';

export interface StaffRoutesOptions {
  box: SecretBox;
  sleep: (ms: number) => Promise<void>;
}

const THROTTLE = {
  windowMs: 15 * 60_000,
  maxPerAccount: 10,
  maxPerIp: 50,
  delayAfter: 3,
  baseDelayMs: 250,
  maxDelayMs: 4000,
};

/** The member's own account: sign in and out, who am I, enrol an authenticator. */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, { box, sleep }) => {
  const throttle = new LoginThrottle(new MemoryWindowStore(THROTTLE.windowMs), THROTTLE);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const member = async (actor: StaffActor | null) => {
    const row = actor?.kind === 'staff' ? await findStaffById(app.db, actor.id) : undefined;
    if (!row) throw new HttpError(409, 'An API key has no account of its own: sign in to the back office');
    return row;
  };

  serve(app, endpoints.signIn, async (request, reply) => {
    if (!app.isBackofficeHost(request)) throw new HttpError(404, 'The back office is not served on this host');
    const context = { now: app.clock(), ip: request.ip, userAgent: request.headers['user-agent'] };
    const deps = { db: app.db, throttle, box, totpRequired: app.staffTotpRequired, sleep };
    const { result, token } = await signIn(deps, request.body, context);
    noteAudit(request, { after: { login: request.body.login, status: result.status } });
    if (token) app.staffCookie.set(reply, token);
    return result;
  });

  serve(app, endpoints.signOut, async (request, reply) => {
    if (request.staff?.sessionIdHash) await endStaffSession(app.db, request.staff.sessionIdHash);
    app.staffCookie.clear(reply);
    return reply.status(204).send();
  });

  serve(app, endpoints.getMe, async (request) => presentMe(await member(request.staff), app.staffTotpRequired));

  serve(app, endpoints.startTotpEnrolment, async (request) => startEnrolment(app.db, box, await member(request.staff)));

  serve(app, endpoints.confirmTotp, async (request) => {
    const confirmed = await confirmEnrolment(app.db, box, await member(request.staff), request.body.code, app.clock());
    noteAudit(request, { after: { totpEnrolled: true } });
    return presentMe(confirmed, app.staffTotpRequired);
  });
};
