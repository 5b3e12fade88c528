import { staffEndpoints as endpoints } from '@playline/contract/endpoints/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { noteAudit } from '../audit/note';
import { allApiKeys, findApiKey, revokeApiKeyRow } from './api-key-repository';
import { createApiKey } from './api-keys';
import { bootstrapOwner, createMember, updateMember } from './members';
import { presentApiKey, presentMember } from './present';
import { allStaff } from './repository';

/** The owner's management of who has access: staff accounts and API keys, and the first owner's bootstrap. */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.bootstrapOwner, async (request, reply) => {
    const owner = presentMember(await bootstrapOwner(app.db, request.body));
    noteAudit(request, { after: owner });
    return reply.status(201).send(owner);
  });

  serve(app, endpoints.listStaff, async () => ({ items: (await allStaff(app.db)).map(presentMember) }));

  serve(app, endpoints.createStaff, async (request, reply) => {
    const member = presentMember(await createMember(app.db, request.body));
    noteAudit(request, { after: member });
    return reply.status(201).send(member);
  });

  serve(app, endpoints.updateStaff, async (request) => {
    const actor = request.staff;
    if (actor?.kind === 'staff' && actor.id === request.params.staffId && request.body.role !== undefined) {
      throw new HttpError(409, 'Nobody changes their own role: ask another owner');
    }
    const { before, after } = await updateMember(app.db, request.params.staffId, request.body, app.clock());
    noteAudit(request, { before: presentMember(before), after: presentMember(after) });
    return presentMember(after);
  });

  serve(app, endpoints.listApiKeys, async () => ({
    items: (await allApiKeys(app.db)).map(({ key, createdBy }) => presentApiKey(key, createdBy)),
  }));

  serve(app, endpoints.createApiKey, async (request, reply) => {
    const createdBy = request.staff?.kind === 'staff' ? request.staff.id : null;
    const { key, row } = await createApiKey(app.db, { ...request.body, createdBy });
    const apiKey = presentApiKey(row, request.staff?.name ?? null);
    noteAudit(request, { after: apiKey });
    return reply.status(201).send({ key, apiKey });
  });

  serve(app, endpoints.revokeApiKey, async (request) => {
    const before = await findApiKey(app.db, request.params.keyId);
    if (!before) throw new HttpError(404, 'No such API key');
    const after = before.revokedAt ? before : await revokeApiKeyRow(app.db, before.id, app.clock());
    if (!after) throw new HttpError(404, 'No such API key');
    noteAudit(request, { before: presentApiKey(before, null), after: presentApiKey(after, null) });
    return presentApiKey(after, null);
  });
};
