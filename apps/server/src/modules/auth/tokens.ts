import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token (base64url): session ids and password-reset tokens. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database stores instead of a token: its SHA-256, so a leaked table cannot be replayed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Tokens we issue look like this; anything else is not looked up at all. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
