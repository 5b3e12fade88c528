// A player's HTTP session for the benchmarks: cookies kept by hand (fetch has no jar), the XSRF cookie echoed on
// unsafe calls, as the web app does.
export function session(baseUrl) {
  const cookies = new Map();
  return async function call(method, path, body, headers = {}) {
    const xsrf = cookies.get('XSRF-TOKEN');
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method !== 'GET' && xsrf ? { 'x-xsrf-token': xsrf } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
}
