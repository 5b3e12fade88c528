import { SEO_TEXT_KEYS } from '@playline/contract';
import { and, count, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../client';
import { GLOBAL_BRAND, siteNotifications, teasers, textResources } from '../schema';
import { seedAccounts } from './accounts';
import { contentBrands } from './brands';
import { reviseSeededCopy } from './copy-revisions';
import { seedGroups } from './groups';
import { seedHelpPages } from './help-pages';
import { notificationRows } from './notifications';
import { seedPromotions } from './promotions';
import { seoTextRows, type TextRow } from './seo-texts';
import { seedDemoStaff } from './staff';
import { teaserRows } from './teasers';
import { brandTextRows, uiTextRows } from './ui-texts';

export interface SeedReport {
  /** False when the database already held content, so only missing UI texts were added. */
  demoContent: boolean;
  inserted: number;
  /** Demo accounts created (only into a database without accounts). */
  accounts: number;
  /** Demo group memberships added (only while no demo member is in the demo group). */
  groups: number;
  /** Demo staff created (outside production, only into a database without staff). */
  staff: number;
}

export interface SeedOptions {
  /** The back office's demo staff (never in production, where the first owner is bootstrapped). */
  demoStaff?: boolean;
}

/**
 * Seeds on first start and is safe to run again: every insert skips rows whose unique key exists, so an
 * operator's edits survive. UI texts are synced on every start (new catalogue keys appear after an upgrade, keys
 * the catalogue dropped leave the global texts; a brand's own rows are the operator's and stay);
 * the demo content (SEO texts, teasers, notifications) only goes into an empty database, so rows an operator
 * deleted do not come back; the demo accounts likewise only into a database without accounts, and the demo
 * group (`vip`: player1 of every web brand) only while none of them is in it.
 */
export async function seedDatabase(db: Database, { demoStaff = false }: SeedOptions = {}): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const staff = demoStaff ? await seedDemoStaff(tx) : 0;
    const addTexts = async (rows: TextRow[]) =>
      (await tx.insert(textResources).values(rows).onConflictDoNothing().returning({ id: textResources.id })).length;

    const [existing] = await tx.select({ rows: count() }).from(textResources);
    const empty = (existing?.rows ?? 0) === 0;
    const uiRows = uiTextRows();
    let inserted = await addTexts(uiRows);
    const current = [...new Set(uiRows.map((row) => row.key)), ...Object.values(SEO_TEXT_KEYS)];
    await tx
      .delete(textResources)
      .where(and(eq(textResources.brandKey, GLOBAL_BRAND), notInArray(textResources.key, current)));
    const accounts = await seedAccounts(tx);
    const groups = await seedGroups(tx);
    // Help pages and promotions arrived after the first content (issue 9): each seeds while its own table is empty.
    inserted += (await seedHelpPages(tx)) + (await seedPromotions(tx));
    // Copy that the product outgrew, where the operator has not rewritten it (issue 19).
    inserted += await reviseSeededCopy(tx);
    if (!empty) return { demoContent: false, inserted, accounts, groups, staff };

    const brands = contentBrands();
    inserted += await addTexts([...brandTextRows(), ...seoTextRows(brands)]);
    const cards = await tx
      .insert(teasers)
      .values(teaserRows(brands))
      .onConflictDoNothing()
      .returning({ id: teasers.id });
    const banners = await tx
      .insert(siteNotifications)
      .values(notificationRows(brands))
      .onConflictDoNothing()
      .returning({ id: siteNotifications.id });
    return { demoContent: true, inserted: inserted + cards.length + banners.length, accounts, groups, staff };
  });
}
