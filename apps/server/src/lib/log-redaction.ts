import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: reset links, game frames and sessions, provider handshakes. */
const SECRET_PARAM = /token|secret|passw|signature|^sig$|^key$|^auth|session|^code$/i;
export const REDACTED = '[redacted]';

/** The URL with the values of credential-like query parameters replaced, so a log line never holds a token. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {}
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/**
 * The logger's redaction (issue 18): request lines show the URL without secrets, and headers or fields that hold
 * credentials are censored wherever a log call passes them. Idempotency keys are not secrets and stay.
 */
export const logRedaction = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'headers.authorization',
      'headers.cookie',
      '*.token',
      '*.password',
      '*.userPassword',
      '*.sessionSecret',
      '*.adminToken',
    ],
    censor: REDACTED,
  },
};
