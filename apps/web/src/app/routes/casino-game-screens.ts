import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** The casino's game screens around the frame (issue 7), each its own chunk. */
export const CASINO_GAME_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {};
