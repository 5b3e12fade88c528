import type { FastifyRequest } from 'fastify';

/**
 * What an operator call changed, for its audit row (decision 027): the player it concerns and the record before and
 * after. `read` records a call that changes nothing but shows a player's personal data.
 */
export interface AuditNote {
  userId?: number;
  before?: unknown;
  after?: unknown;
  read?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditNote: AuditNote | null;
  }
}

/** Adds to the audit row of this request (the audit plugin writes it once the call has answered). */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note };
}
