import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

const landing = () => import('#app/features/pwa/pages/pwa-landing-page.tsx');

/** The pwa screens (issue 9), each its own lazily loaded chunk; the router merges them in. */
export const PWA_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  PwaLandingPage: async () => (await landing()).PwaAppLandingPage,
  PwaCasinoLandingPage: async () => (await landing()).PwaCasinoLandingPage,
  PwaSportsLandingPage: async () => (await landing()).PwaSportsLandingPage,
};
