import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

const lobbyHome = () => import('../../features/casino/pages/lobby-home-page');
const category = () => import('../../features/casino/pages/category-page');
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
  CasinoVendors: async () => (await import('../../features/casino/pages/vendors-page')).VendorsPage,
  CasinoVendorList: async () => (await import('../../features/casino/pages/vendor-list-page')).VendorListPage,
  CasinoFavorites: async () => (await import('../../features/casino/pages/favourites-page')).FavouritesPage,
  CasinoExperience: async () => (await import('../../features/casino/pages/experience-page')).ExperiencePage,
};
