import * as z from 'zod';
import { AREAS } from '../areas';
import { NAV_ITEMS, type NavKey } from '../brands/navigation';
import { type BrandConfig, GREEK_ZONES } from '../brands/registry';
import { LANGUAGES } from '../languages';
import { REAL_SPORT_KEYS } from '../sports-keys';
import { THEME_SEEDS, type ThemeName } from '../theme/themes';
import type { BootConfig } from './boot';
import { bulkSettingsSchema } from './content';

const areaSchema = z.enum(AREAS as [(typeof AREAS)[number], ...(typeof AREAS)[number][]]);
const navKeySchema = z.enum(Object.keys(NAV_ITEMS) as [NavKey, ...NavKey[]]);
const themeNameSchema = z.enum(Object.keys(THEME_SEEDS) as [ThemeName, ...ThemeName[]]);
const languageIdSchema = z.union(LANGUAGES.map((language) => z.literal(language.id)));
const zonesSchema = z.object(
  Object.fromEntries(Object.entries(GREEK_ZONES).map(([name, id]) => [name, z.literal(id)])) as {
    [K in keyof typeof GREEK_ZONES]: z.ZodLiteral<(typeof GREEK_ZONES)[K]>;
  },
);

/** The `BrandConfig` of the registry as a schema, for the API reference and response validation. */
export const brandConfigSchema = z.object({
  siteId: z.number().int(),
  brandKey: z.string(),
  name: z.string(),
  kind: z.enum(['web', 'shop']),
  baseSiteId: z.number().int().nullable(),
  theme: themeNameSchema,
  areas: z.array(areaSchema),
  routeAreas: z.array(areaSchema),
  isShop: z.boolean(),
  hasChat: z.boolean(),
  hasCookiePolicy: z.boolean(),
  hideRegistration: z.boolean(),
  loginContactUs: z.boolean(),
  zones: zonesSchema.nullable(),
  taxesWinnings: z.boolean(),
  market: z.object({
    countryCode: z.string().nullable(),
    minimumAge: z.number().int(),
    mandatoryLimits: z.boolean(),
    coolingOffHours: z.number().int(),
    warningPercent: z.number().int(),
    withdrawalsNeedKyc: z.boolean(),
  }),
  liabilityLimits: z.object({ perOutcome: z.number().int(), perEvent: z.number().int() }),
  sportsFocus: z.object({ sports: z.array(z.enum(REAL_SPORT_KEYS)), countries: z.array(z.string()) }),
  defaultLanguageId: languageIdSchema,
  currencyCode: z.string(),
  installerHideDays: z.number().int(),
  reloadOnVisibleSeconds: z.number().int(),
  registrationPromptDays: z.number().int(),
  mainMenu: z.array(navKeySchema),
  drawer: z.array(navKeySchema),
  sportsMenu: z.array(navKeySchema),
  casinoMenu: z.array(navKeySchema),
  hosts: z.array(z.string()),
});

/** GET /api/boot: the same object the server injects into index.html as `window.__PLAYLINE_BOOT__`. */
export const bootConfigSchema = z.object({
  siteId: z.number().int(),
  brand: brandConfigSchema,
  themeCss: z.string(),
  version: z.string(),
  bulk: bulkSettingsSchema,
});

// Compile-time guards: the schemas describe exactly the hand-written interfaces, in both directions.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const brandMatches: Same<z.infer<typeof brandConfigSchema>, BrandConfig> = true;
const bootMatches: Same<z.infer<typeof bootConfigSchema>, BootConfig> = true;
void brandMatches;
void bootMatches;
