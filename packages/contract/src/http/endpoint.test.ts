/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type AnyEndpoint, endpoint } from './endpoint';
import { fillPath } from './path';
import { type BodyOf, type ParamsOf, type ResponseOf, route } from './route';

const itemSchema = z.object({ id: z.number(), name: z.string() });
const renameSchema = z.object({ name: z.string().min(1) });
const renameItem = route(
  'PUT',
  '/api/items/:id/name',
  {} as { body: typeof renameSchema; response: typeof itemSchema },
);

describe('a route and its endpoint', () => {
  it('carries method and path only at run time, so using it ships no schema', () => {
    expect(renameItem).toEqual({ method: 'PUT', path: '/api/items/:id/name' });
  });

  it('binds the schemas its shape names and refuses any other (checked by the type checker)', () => {
    const bound = endpoint(renameItem, {
      summary: 'Rename',
      tags: ['items'],
      auth: 'session',
      body: renameSchema,
      response: itemSchema,
    });
    expect(bound.route).toBe(renameItem);
    // @ts-expect-error: the body must be the schema the route declares
    endpoint(renameItem, { summary: 'x', tags: [], auth: 'none', body: itemSchema, response: itemSchema });
    endpoint(renameItem, {
      summary: 'x',
      tags: [],
      auth: 'none',
      body: renameSchema,
      response: itemSchema,
      // @ts-expect-error: a part the route does not declare
      query: renameSchema,
    });
    // @ts-expect-error: the response is missing
    endpoint(renameItem, { summary: 'x', tags: [], auth: 'none', body: renameSchema });
  });

  it('types what a caller sends and gets from the route alone', () => {
    const params: ParamsOf<typeof renameItem> = { id: 7 };
    const body: BodyOf<typeof renameItem> = { name: 'New' };
    const answer: ResponseOf<typeof renameItem> = { id: 7, name: 'New' };
    // @ts-expect-error: the path names `id`
    const wrong: ParamsOf<typeof renameItem> = { itemId: 7 };
    expect([params, body, answer, wrong]).toHaveLength(4);
  });

  it('fills path parameters, encoded, and names a missing one', () => {
    expect(fillPath('/api/items/:id/name', { id: 'a/b c' })).toBe('/api/items/a%2Fb%20c/name');
    expect(() => fillPath('/api/items/:id/name', {})).toThrow(':id');
  });
});

describe('every endpoint of the contract', () => {
  const modules = import.meta.glob<Record<string, Record<string, AnyEndpoint | AnyEndpoint[]>>>(
    '../api/*.endpoints.ts',
    {
      eager: true,
    },
  );
  const endpoints = Object.values(modules).flatMap((module) =>
    Object.values(module).flatMap((group) => Object.values(group).flat()),
  );

  it('has one method and path, a summary and tags', () => {
    expect(endpoints.length).toBeGreaterThan(10);
    const keys = endpoints.map(({ route: { method, path } }) => `${method} ${path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    for (const { route: r, summary, tags } of endpoints) {
      expect(summary, `${r.method} ${r.path}`).not.toBe('');
      expect(tags.length, `${r.method} ${r.path}`).toBeGreaterThan(0);
    }
  });
});
