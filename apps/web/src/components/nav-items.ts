import type { Area } from '@playline/contract/areas';
import { MAIN_NAV_ORDER, NAV_ITEMS, type NavItem, type NavKey } from '@playline/contract/navigation';
import { ROUTES } from '@playline/contract/routes';

export interface ResolvedNavItem extends NavItem {
  key: NavKey;
  path: string;
}

/** A navigation entry with its target path (spec §2: icon, label and target route). */
export function navItem(key: NavKey): ResolvedNavItem {
  const item: NavItem = NAV_ITEMS[key];
  return { ...item, key, path: ROUTES[item.route].path };
}

export function navItems(keys: readonly NavKey[]): ResolvedNavItem[] {
  return keys.map(navItem);
}

/** The main-navigation entry that leads to an area (its icon, label and route). */
export function navItemForArea(area: Area): ResolvedNavItem | undefined {
  const key = MAIN_NAV_ORDER.find((candidate) => NAV_ITEMS[candidate].area === area);
  return key ? navItem(key) : undefined;
}
