import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** The casino screens (issue 7), each its own chunk. */
export const CASINO_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {};
