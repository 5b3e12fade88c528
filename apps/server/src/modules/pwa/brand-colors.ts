import { type BrandConfig, buildTheme, THEME_SEEDS, type ThemeTokens } from '@playline/contract';

/** The brand's full token set (the contract derives it from the theme's few seed colours). */
export function brandTokens(brand: BrandConfig): ThemeTokens {
  return buildTheme(THEME_SEEDS[brand.theme]);
}
