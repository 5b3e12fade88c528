import { readStored, removeStored, writeStored } from '#app/lib/storage.ts';

/**
 * The console's admin token lives in session storage: it survives a reload of the tab and is gone when the tab
 * closes. Never local storage, where it would outlive the operator's shift on a shared machine.
 */
const KEY = 'chat_console_token';
const isToken = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export const readConsoleToken = (): string | null => readStored('session', KEY, null, isToken);
export const saveConsoleToken = (token: string): void => writeStored('session', KEY, token);
export const forgetConsoleToken = (): void => removeStored('session', KEY);

/** The operator's name is no secret: it is remembered in this browser for the next shift. */
const NAME_KEY = 'chat_console_operator';
export const readOperatorName = (): string => readStored('local', NAME_KEY, '', isToken);
export const saveOperatorName = (name: string): void => writeStored('local', NAME_KEY, name);
