import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@playline/contract';

/** The one error shape of design §7: `{statusCode, error, message}`. */
export function errorBody(statusCode: number, message?: string): ErrorBody {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  return { statusCode, error, message: message ?? error };
}
