import type { Area } from '@playline/contract/areas';
import type { BrandConfig } from '@playline/contract/brands';
import { ROUTES, type RouteDef, type RouteName } from '@playline/contract/routes';
import type { TextKey } from '@playline/contract/texts';
import { navItems } from '../../components/nav-items';
import { routeTitleKey } from './route-titles';

export interface SubMenuEntry {
  key: string;
  label: TextKey | string;
  path: string;
}

const SPORTS_AREAS: Area[] = ['sports', 'live', 'schedule', 'statistics', 'liveScores'];
const CASINO_AREAS: Area[] = ['casino', 'liveCasino', 'virtual'];
const HELP_ROUTES = (Object.keys(ROUTES) as RouteName[]).filter((name) => name.startsWith('Help_'));

/** The brand's sports or casino sub-menu for a route of that family; the help topics for help pages. */
export function subMenuFor(brand: BrandConfig, name: RouteName): SubMenuEntry[] {
  const def: RouteDef = ROUTES[name];
  if (def.area && SPORTS_AREAS.includes(def.area)) return fromNav(navItems(brand.sportsMenu));
  if (def.area && CASINO_AREAS.includes(def.area)) return fromNav(navItems(brand.casinoMenu));
  if (name.startsWith('Help_')) {
    return HELP_ROUTES.filter((help) => help !== 'Help_CookiePolicyPage' || brand.hasCookiePolicy).map((help) => ({
      key: help,
      label: routeTitleKey(help),
      path: ROUTES[help].path,
    }));
  }
  return [];
}

function fromNav(items: ReturnType<typeof navItems>): SubMenuEntry[] {
  return items.map((item) => ({ key: item.key, label: item.label, path: item.path }));
}
