import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** Sports browse screens (issue 4), each its own lazily loaded chunk; the router merges them into its screens. */
export const SPORTS_BROWSE_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {};
