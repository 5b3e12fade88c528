import type { RouteName } from '@playline/contract/routes';
import { useMatches } from 'react-router';

/** What every named route carries in its `handle`: its spec name. */
export interface RouteHandle {
  route: RouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { route?: unknown }).route === 'string';
}

/** The spec name of the deepest matched named route. */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
