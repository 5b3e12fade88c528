import { createHmac, timingSafeEqual } from 'node:crypto';
import { SPORTS_PROVIDERS } from '@playline/contract/sports';

export type SportsProvider = (typeof SPORTS_PROVIDERS)[number];

/** Long enough for a frame to load and hand the token over, short enough that a leaked one is soon worthless. */
export const PROVIDER_TOKEN_TTL_MS = 2 * 60 * 1000;

interface TokenClaims {
  provider: SportsProvider;
  brandKey: string;
  /** Epoch ms after which the token is refused. */
  expiresAt: number;
}

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/** `payload.signature`: the claims in base64url JSON and their HMAC-SHA256 with the server's secret. */
export function signProviderToken(secret: string, claims: Omit<TokenClaims, 'expiresAt'>, now: Date): string {
  const payload = encode(JSON.stringify({ ...claims, expiresAt: now.getTime() + PROVIDER_TOKEN_TTL_MS }));
  return `${payload}.${encode(signatureOf(secret, payload))}`;
}

const isProvider = (value: unknown): value is SportsProvider =>
  typeof value === 'string' && (SPORTS_PROVIDERS as readonly string[]).includes(value);

function parseClaims(payload: string): TokenClaims | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return null;
    const { provider, brandKey, expiresAt } = claims as Record<string, unknown>;
    if (!isProvider(provider) || typeof brandKey !== 'string' || typeof expiresAt !== 'number') return null;
    return { provider, brandKey, expiresAt };
  } catch {
    return null;
  }
}

/** The token's claims when its signature holds, it has not expired and it was issued for this brand; else null. */
export function verifyProviderToken(secret: string, token: string, brandKey: string, now: Date): TokenClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = signatureOf(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  // Compared in constant time, so the answer's timing reveals nothing about how much of a forgery was right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseClaims(payload);
  if (!claims || claims.expiresAt <= now.getTime() || claims.brandKey !== brandKey) return null;
  return claims;
}
