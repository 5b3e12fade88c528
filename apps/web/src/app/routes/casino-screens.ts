import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

const lobbyHome = () => import('#app/features/casino/pages/lobby-home-page.tsx');
const category = () => import('#app/features/casino/pages/category-page.tsx');
/** The casino and live casino homes with the brand's teaser zones under them (issue 9). */
const withZones = () => import('./casino-zones');

/** The casino lobby screens (issue 7), each its own chunk; the four home pages share one, the categories too. */
export const CASINO_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  CasinoHomePage: async () => (await withZones()).CasinoHomeWithZones,
  LiveCasinoHomePage: async () => (await withZones()).LiveCasinoHomeWithZones,
  VirtualGamesHomePage: async () => (await lobbyHome()).VirtualGamesHomePage,
  GamesHomePage: async () => (await lobbyHome()).GamesHomePage,
  CasinoCategory: async () => (await category()).CasinoCategoryPage,
  CasinoSubCategory: async () => (await category()).CasinoCategoryPage,
  LiveCasinoCategory: async () => (await category()).LiveCasinoCategoryPage,
  GamesCategory: async () => (await category()).GamesCategoryPage,
  CasinoVendors: async () => (await import('#app/features/casino/pages/vendors-page.tsx')).VendorsPage,
  CasinoVendorList: async () => (await import('#app/features/casino/pages/vendor-list-page.tsx')).VendorListPage,
  CasinoFavorites: async () => (await import('#app/features/casino/pages/favourites-page.tsx')).FavouritesPage,
  CasinoExperience: async () => (await import('#app/features/casino/pages/experience-page.tsx')).ExperiencePage,
};
