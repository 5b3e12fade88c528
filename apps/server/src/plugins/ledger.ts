import type { DatabaseHandle } from '../db/client';
import { sharedPlugin } from '../lib/shared-plugin';
import { Ledger, transactionRunner } from '../modules/ledger/ledger';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

export interface LedgerPluginOptions extends Record<string, unknown> {
  kind: DatabaseHandle['kind'];
}

/** The ledger every money movement goes through; after the db plugin and the clock. */
export const ledgerPlugin = sharedPlugin<LedgerPluginOptions>('ledger', async (app, { kind }) => {
  app.decorate('ledger', new Ledger(transactionRunner(app.db, kind), app.clock));
});
