import {
  depositRequestSchema,
  loginRequestSchema,
  transactionsQuerySchema,
  withdrawRequestSchema,
} from '@playline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodeHostile } from './hostile';
import { changedCounts, type RowCounts, responseProblem } from './invariants';
import { requestArbitrary } from './request-arbitrary';
import { arbitraryFor, objectKeys } from './zod-arbitrary';

/** The share of generated values the schema accepts: the fuzzer only reaches services if this is high. */
function acceptedShare(schema: z.ZodType, runs = 200): number {
  const values = fc.sample(arbitraryFor(schema), { numRuns: runs, seed: 42 });
  return values.filter((value) => schema.safeParse(value).success).length / runs;
}

describe('arbitraries from zod schemas', () => {
  it('mostly generates values the schema accepts, checks and formats included', () => {
    const schema = z.object({
      name: z.string().min(2).max(5),
      code: z.string().regex(/^[A-Z]{3}\d{2}$/),
      email: z.email(),
      amount: z.number().int().positive().max(1_000_000),
      odds: z.number().min(1.01).max(1000),
      kind: z.enum(['single', 'system']),
      tags: z.array(z.literal('x')).max(3),
      when: z.iso.date().optional(),
      note: z.string().nullable(),
    });
    expect(acceptedShare(schema)).toBe(1);
  });

  it('mostly generates values the real contract schemas accept', () => {
    for (const schema of [depositRequestSchema, withdrawRequestSchema, loginRequestSchema, transactionsQuerySchema]) {
      expect(acceptedShare(schema as z.ZodType)).toBeGreaterThan(0.5);
    }
  });

  it('names the keys of an object schema through wrappers', () => {
    expect(objectKeys(z.object({ a: z.string(), b: z.number() }).optional())).toEqual(['a', 'b']);
    expect(objectKeys(z.string())).toEqual([]);
  });
});

describe('requests', () => {
  it('fill every path parameter and send hostile text the URL parser must cope with', () => {
    const route = { method: 'POST', url: '/api/things/:thingId/parts/:partId', schema: {} };
    const requests = fc.sample(requestArbitrary(route), { numRuns: 300, seed: 7 });
    expect(requests.every((request) => !request.url.includes(':thingId') && !request.url.includes(':partId'))).toBe(
      true,
    );
    expect(requests.some((request) => request.url.includes('%00') || request.url.includes('..'))).toBe(true);
    expect(requests.some((request) => request.headers['content-type'] !== 'application/json')).toBe(true);
  });

  it('encodes a lone surrogate as raw bytes instead of throwing', () => {
    expect(encodeHostile('a\uD800b')).toBe('a%ED%A0%80b');
  });
});

describe('the properties', () => {
  it('flags a 5xx, a 4xx without the error body, and passes a proper refusal', () => {
    expect(responseProblem(500, '{}')).toBe('status 500');
    expect(responseProblem(404, '')).toMatch(/not JSON/);
    expect(responseProblem(400, '{"statusCode":400,"error":"Bad Request"}')).toMatch(/shape/);
    expect(responseProblem(400, '{"statusCode":400,"error":"Bad Request","message":"amount: too big"}')).toBe(
      undefined,
    );
    expect(responseProblem(200, 'anything')).toBe(undefined);
  });

  it('names the tables whose row counts changed', () => {
    const before = { bets: 1, users: 2 } as RowCounts;
    expect(changedCounts(before, { ...before, bets: 2 })).toEqual(['bets: 1 → 2']);
    expect(changedCounts(before, { ...before })).toEqual([]);
  });
});
