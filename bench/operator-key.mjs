// An API key for the benchmarks' and browser tests' operator calls (decision 027): signs the demo owner in on the
// back-office host and creates a key with the role asked for. Node's fetch will not send another Host header, so
// this talks node:http; `*.localhost` names are not resolved by Node, only by browsers.
import { request } from 'node:http';

export const DEMO_OWNER = { login: 'owner', password: 'backoffice-demo' };
export const BACKOFFICE_HOST = 'backoffice.localhost';

function call(baseUrl, method, path, { cookies, body }) {
  const url = new URL(path, baseUrl);
  const xsrf = cookies.get('XSRF-TOKEN');
  const headers = {
    host: `${BACKOFFICE_HOST}:${url.port}`,
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(method !== 'GET' && xsrf ? { 'x-xsrf-token': xsrf } : {}),
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (response) => {
      for (const line of response.headers['set-cookie'] ?? []) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
      }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null }));
    });
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const made = new Map();

/** A key with `role` on the server at `baseUrl` (one per server and role, made on first use). */
export function operatorKey(baseUrl, role = 'owner') {
  const id = `${baseUrl} ${role}`;
  if (!made.has(id)) made.set(id, createKey(baseUrl, role));
  return made.get(id);
}

async function createKey(baseUrl, role) {
  const cookies = new Map();
  await call(baseUrl, 'GET', '/ping', { cookies });
  const signIn = await call(baseUrl, 'POST', '/api/staff/sign-in', { cookies, body: DEMO_OWNER });
  if (signIn.body?.status !== 'signedIn')
    throw new Error(`the demo owner could not sign in: ${JSON.stringify(signIn.body)}`);
  const created = await call(baseUrl, 'POST', '/api/admin/api-keys', {
    cookies,
    body: { name: `tests (${role})`, role },
  });
  if (created.status !== 201) throw new Error(`no API key: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.key;
}
