import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** The virtual sports screen (issue 7). */
export const VIRTUAL_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {};
