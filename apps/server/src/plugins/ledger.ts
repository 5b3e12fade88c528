import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
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
export const ledgerPlugin = fastifyPlugin(setUpLedger, { name: 'ledger', fastify: '5.x' });

async function setUpLedger(app: FastifyInstance, { kind }: LedgerPluginOptions) {
  app.decorate('ledger', new Ledger(transactionRunner(app.db, kind), app.clock));
}
