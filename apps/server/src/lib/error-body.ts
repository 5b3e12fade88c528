import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@playline/contract';

/** The one error shape of design §7: `{statusCode, error, message}`, plus `fields` for per-field messages. */
export function errorBody(statusCode: number, message?: string, fields?: Record<string, string>): ErrorBody {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  const body: ErrorBody = { statusCode, error, message: message ?? error };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  return body;
}
