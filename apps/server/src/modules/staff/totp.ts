import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** A code from the step before or after is accepted too: phones' clocks drift. */
const WINDOW = 1;

/** The authenticator of one member (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app expects). */
function totpOf(secretBase32: string, label = 'staff') {
  return new TOTP({
    issuer: 'Playline back office',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(login: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, login).toString() };
}

/**
 * The time step a code belongs to when it is valid now (within one step either side), else null. The caller keeps
 * the last step it accepted and refuses a step not after it, so a code seen over a shoulder cannot be replayed.
 */
export function acceptedStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** A code for a secret at a time: what an authenticator app shows (tests and the demo CLI use it). */
export const codeAt = (secretBase32: string, now: Date) => totpOf(secretBase32).generate({ timestamp: now.getTime() });

/**
 * TOTP secrets are stored encrypted (AES-256-GCM, a fresh IV each time) under a key derived from the server's
 * secret, so a copy of the database alone does not let anyone generate a member's codes.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(serverSecret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', serverSecret, 'playline', 'staff totp secrets', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
