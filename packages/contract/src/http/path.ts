/** Puts the parameters into a route's path template (`/api/bets/:id` → `/api/bets/42`), each part URL-encoded. */
export function fillPath(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${template}: missing the ":${name}" parameter`);
    return encodeURIComponent(String(value));
  });
}
