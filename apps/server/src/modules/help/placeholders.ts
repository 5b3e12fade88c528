import { type BrandConfig, DEPOSIT_MAX, DEPOSIT_MIN, marketRulesOf, WITHDRAWAL_MIN } from '@playline/contract';
import { BET_LIMITS } from '@playline/contract/bets-math';
import { messagesIn } from '#app/i18n/translate.ts';
import { marketRulesMarkdown } from './market-copy';
import { taxExampleMarkdown, taxTableMarkdown } from './tax-copy';

/** The brand's name as players know it: "Playline", not "Playline (second site)". */
export const displayName = (brand: BrandConfig): string => brand.name.replace(/\s*\([^)]*\)\s*$/, '');

/**
 * Fills a page's placeholders for a brand, in the page's language. Figures come from the contract's constants, so
 * the help copy cannot drift from what the product enforces. Unknown placeholders stay as written.
 */
export function fillPlaceholders(markdown: string, brand: BrandConfig, languageId: number): string {
  const messages = messagesIn(languageId);
  const money = (minor: number) => messages.money(minor, brand.currencyCode);
  const market = marketRulesOf(brand.brandKey);
  const values: Record<string, () => string> = {
    brand: () => displayName(brand),
    supportEmail: () => `support@${brand.brandKey}.test`,
    minStake: () => money(BET_LIMITS.minStake),
    maxStake: () => money(BET_LIMITS.maxStake),
    maxPayout: () => money(BET_LIMITS.maxPayout),
    maxSelections: () => String(BET_LIMITS.maxSelections),
    depositMin: () => money(DEPOSIT_MIN),
    depositMax: () => money(DEPOSIT_MAX),
    withdrawalMin: () => money(WITHDRAWAL_MIN),
    taxTable: () => taxTableMarkdown(languageId),
    taxExample: () => taxExampleMarkdown(languageId),
    minimumAge: () => String(market.minimumAge),
    coolingOffHours: () => String(market.coolingOffHours),
    warningPercent: () => String(market.warningPercent),
    marketRules: () => marketRulesMarkdown(market, languageId),
  };
  return markdown.replace(/\{(\w+)\}/g, (whole, name: string) => values[name]?.() ?? whole);
}
