import { DEFAULT_LOGIN_LIMITS, type LoginLimits, LoginThrottle } from './login-throttle';
import { RequestLimit } from './request-limit';
import { MemoryWindowStore } from './window-store';

const MINUTE = 60_000;

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Every abuse limit of the auth calls; tests pass small numbers. */
export interface AuthLimits {
  login: LoginLimits;
  /** New accounts per IP address. */
  registerPerIp: WindowLimit;
  /** Password-reset requests per IP address (429 beyond). */
  resetPerIp: WindowLimit;
  /** Reset messages per account; beyond it requests are accepted but send nothing (no mail bombing). */
  resetPerAccount: WindowLimit;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  login: DEFAULT_LOGIN_LIMITS,
  registerPerIp: { max: 100, windowMs: 60 * MINUTE },
  resetPerIp: { max: 20, windowMs: 15 * MINUTE },
  resetPerAccount: { max: 3, windowMs: 15 * MINUTE },
};

export interface AuthGuards {
  login: LoginThrottle;
  registerPerIp: RequestLimit;
  resetPerIp: RequestLimit;
  resetPerAccount: RequestLimit;
  /** Waits out a login delay (tests replace it to skip the wait). */
  sleep(ms: number): Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The guards of one server instance, over one in-memory window store. */
export function createAuthGuards(overrides: Partial<AuthLimits> = {}, sleep = realSleep): AuthGuards {
  const limits = { ...DEFAULT_AUTH_LIMITS, ...overrides };
  const windows = [limits.login, limits.registerPerIp, limits.resetPerIp, limits.resetPerAccount];
  const store = new MemoryWindowStore(Math.max(...windows.map((limit) => limit.windowMs)));
  const limit = (name: string, { max, windowMs }: WindowLimit) => new RequestLimit(store, name, max, windowMs);
  return {
    login: new LoginThrottle(store, limits.login),
    registerPerIp: limit('register-ip', limits.registerPerIp),
    resetPerIp: limit('reset-ip', limits.resetPerIp),
    resetPerAccount: limit('reset-account', limits.resetPerAccount),
    sleep,
  };
}

/** 429 headers and minutes for a wait. */
export const retryAfter = (ms: number) => ({
  headers: { 'retry-after': String(Math.ceil(ms / 1000)) },
  minutes: Math.max(1, Math.ceil(ms / MINUTE)),
});
