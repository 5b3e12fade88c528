import type { CasinoBadge } from '@playline/contract/casino';
import { stream } from '#app/modules/sports/feed/prng.ts';
import { SLOT_VARIANTS, type SlotVariantKey } from '../engines/slot-variants';
import { CATALOGUE_SEED, type CatalogueEntry, entryOf } from './entry';
import { STAKES } from './figures';
import { pick, type Random, slotTitles } from './names/generate';
import { SLOT_THEME_KEYS, SLOT_THEMES, type SlotThemeKey } from './themes';
import { vendorsFor } from './vendors';

/** Slots per theme: eight themes of 36 make the bulk of the catalogue (and the casino lobby passes 300 games). */
export const SLOTS_PER_THEME = 36;

/** Jackpot slots cap their stakes at one of these, so their top prizes (a multiple of the cap) differ. */
const JACKPOT_MAX_STAKES = [2_500, 5_000, 10_000, 20_000] as const;

/** Classic-themed slots mostly play the classic variant; the others spread over the four modern ones. */
function variantFor(random: Random, theme: SlotThemeKey): SlotVariantKey {
  const draw = random();
  if (theme === 'classic') return draw < 0.7 ? 'classic' : draw < 0.85 ? 'standard' : 'jackpot';
  if (draw < 0.14) return 'jackpot';
  if (draw < 0.38) return 'wild';
  if (draw < 0.58) return 'high';
  if (draw < 0.66) return 'classic';
  return 'standard';
}

/** Editorial tags drawn per game: about one in nine is new, one in seven is a player favourite. */
function badgesFor(random: Random, variant: SlotVariantKey): CasinoBadge[] {
  const badges: CasinoBadge[] = [];
  if (random() < 0.11) badges.push('new');
  if (random() < 0.15) badges.push('hot');
  if (variant === 'jackpot') badges.push('jackpot');
  return badges;
}

/** Every slot: each theme's titles drawn from its words, each game with a slot vendor, a variant and its figures. */
export function buildSlots(taken: Set<string>): CatalogueEntry[] {
  const vendors = vendorsFor('slot');
  return SLOT_THEME_KEYS.flatMap((theme) => {
    const random = stream(CATALOGUE_SEED, 'slots', theme);
    return slotTitles(random, theme, SLOTS_PER_THEME, taken).map((name, look) => {
      const variantKey = variantFor(random, theme);
      const variant = SLOT_VARIANTS[variantKey];
      const jackpot = variantKey === 'jackpot';
      const maxStake = jackpot ? pick(random, JACKPOT_MAX_STAKES) : STAKES.slot.maxStake;
      return entryOf({
        name,
        vendor: pick(random, vendors),
        category: jackpot ? 'jackpots' : 'slots',
        subcategory: theme,
        engine: 'slot',
        variant: variantKey,
        badges: badgesFor(random, variantKey),
        rtp: variant.rtp,
        ...(jackpot ? { jackpot: Math.round(variant.topMultiplier * maxStake), maxStake } : {}),
        // Stakes are whole cents per line, so every line pays exact cents and the published RTP holds at any stake.
        minStake: variant.config.paylines.length,
        theme: SLOT_THEMES[theme],
        look,
      });
    });
  });
}
