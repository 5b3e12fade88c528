/** Product areas with the numeric ids of spec §2. */
export const AREA_IDS = {
  sports: 0,
  live: 1,
  casino: 2,
  liveCasino: 3,
  virtual: 6,
  statistics: 8,
  liveScores: 9,
  promotions: 10,
  schedule: 11,
} as const;

export type Area = keyof typeof AREA_IDS;
export type AreaId = (typeof AREA_IDS)[Area];

export const AREAS = Object.keys(AREA_IDS) as Area[];

/**
 * Whether a brand serves an area. Here, not in the brand registry, so a page that only asks this does not load the
 * registry of every site (its first load carries no other brand's configuration).
 */
export function hasArea(brand: { readonly routeAreas: readonly Area[] }, area: Area): boolean {
  return brand.routeAreas.includes(area);
}
