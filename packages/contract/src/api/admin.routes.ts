import { route } from '../http/route';
import type {
  auditPageSchema,
  auditQuerySchema,
  economicsSchema,
  ledgerCheckSchema,
  outboxQuerySchema,
  outboxSchema,
} from './admin';
import type { hubStatsSchema } from './hub';

/** Operator calls: the outbox, the ledger's health, the audit log and an instance's hub; schemas in `admin.endpoints.ts`. */

export const getOutbox = route(
  'GET',
  '/api/admin/outbox',
  {} as {
    query: typeof outboxQuerySchema;
    response: typeof outboxSchema;
  },
);

export const checkLedger = route(
  'GET',
  '/api/admin/ledger/check',
  {} as {
    response: typeof ledgerCheckSchema;
  },
);

export const checkEconomics = route(
  'GET',
  '/api/admin/ledger/economics',
  {} as {
    response: typeof economicsSchema;
  },
);

export const getAuditLog = route(
  'GET',
  '/api/admin/audit',
  {} as {
    query: typeof auditQuerySchema;
    response: typeof auditPageSchema;
  },
);

export const getHubStats = route(
  'GET',
  '/api/admin/hub',
  {} as {
    response: typeof hubStatsSchema;
  },
);
