import type { BrandConfig } from '@playline/contract';
import { type Bilingual, bilingualRows } from './brands';

export interface NotificationRow {
  brandKey: string;
  languageId: number;
  body: string;
  isEnabled: boolean;
}

/** Banners switched on for a few brands, so every state of the site-notification bar can be seen. */
const ENABLED: Record<string, Bilingual> = {
  hellas: {
    en: 'Super League weekend: boosted odds on every match from Friday to Sunday. <a href="/promotions">See the offer</a>',
    el: 'Σαββατοκύριακο Super League: ενισχυμένες αποδόσεις σε κάθε αγώνα από Παρασκευή έως Κυριακή. <a href="/promotions">Δείτε την προσφορά</a>',
  },
  arena: {
    en: 'Scheduled maintenance on Sunday from 03:00 to 04:00 UTC: live betting may pause for a few minutes.',
    el: 'Προγραμματισμένη συντήρηση την Κυριακή από 03:00 έως 04:00 UTC: το live στοίχημα ίσως διακοπεί για λίγα λεπτά.',
  },
  sunset: {
    en: 'New this week: a €5 free bet for every five settled bets. <a href="/promotions">How it works</a>',
    el: 'Νέο αυτή την εβδομάδα: δωρεάν στοίχημα 5 € για κάθε πέντε ολοκληρωμένα στοιχήματα. <a href="/promotions">Πώς λειτουργεί</a>',
  },
};

/** Kept (disabled) for the others: the operator switches it on when needed. */
const DISABLED: Bilingual = {
  en: 'Some services may be briefly unavailable during scheduled maintenance.',
  el: 'Ορισμένες υπηρεσίες ίσως δεν είναι διαθέσιμες για λίγο κατά τη διάρκεια προγραμματισμένης συντήρησης.',
};

export function notificationRows(brands: BrandConfig[]): NotificationRow[] {
  return brands.flatMap((brand) => {
    const enabled = ENABLED[brand.brandKey];
    return bilingualRows(enabled ?? DISABLED, (languageId, body) => ({
      brandKey: brand.brandKey,
      languageId,
      body,
      isEnabled: enabled !== undefined,
    }));
  });
}
