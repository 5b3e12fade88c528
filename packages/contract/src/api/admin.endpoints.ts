import { endpoint } from '../http/endpoint';
import {
  auditPageSchema,
  auditQuerySchema,
  economicsSchema,
  ledgerCheckSchema,
  outboxQuerySchema,
  outboxSchema,
} from './admin';
import * as routes from './admin.routes';
import { hubStatsSchema } from './hub';

const common = { tags: ['admin'], auth: 'staff' } as const;

export const adminEndpoints = {
  getOutbox: endpoint(routes.getOutbox, {
    ...common,
    permission: 'system.read',
    summary: 'Messages the product would have e-mailed, newest first',
    query: outboxQuerySchema,
    response: outboxSchema,
  }),
  checkLedger: endpoint(routes.checkLedger, {
    ...common,
    permission: 'finance.reports',
    summary: "The ledger's invariants (all zero when healthy)",
    response: ledgerCheckSchema,
  }),
  checkEconomics: endpoint(routes.checkEconomics, {
    ...common,
    permission: 'finance.reports',
    summary: "The house's result per product and payments nobody earned (every anomaly 0 when healthy)",
    response: economicsSchema,
  }),
  getAuditLog: endpoint(routes.getAuditLog, {
    ...common,
    permission: 'audit.read',
    summary: 'Money movements and operator actions, newest first (`before`: an entry id, to page back)',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
  getHubStats: endpoint(routes.getHubStats, {
    ...common,
    permission: 'system.read',
    summary: "This instance's hub: sockets, messages delivered, leadership and the live publisher's counters",
    response: hubStatsSchema,
  }),
};
