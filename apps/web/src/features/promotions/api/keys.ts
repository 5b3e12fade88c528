import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';

/**
 * The answers carry the player's opt-ins, so every key starts with USER_QUERY_ROOT (login and logout drop them)
 * and names the user (0 for a visitor): a page left open across a login asks again under its new key, so a
 * visitor's `optedIn: null` never stands for a player's state (or the reverse).
 */
export const promotionsKeys = {
  all: [USER_QUERY_ROOT, 'promotions'] as const,
  list: (userId: number, languageId: number) => [USER_QUERY_ROOT, 'promotions', userId, 'list', languageId] as const,
  detail: (userId: number, languageId: number, slug: string) =>
    [USER_QUERY_ROOT, 'promotions', userId, 'detail', languageId, slug] as const,
};
