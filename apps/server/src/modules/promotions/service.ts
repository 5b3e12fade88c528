import {
  type BrandConfig,
  DEFAULT_LANGUAGE_ID,
  type PromotionDetail,
  type PromotionOptIn,
  type PromotionOptOut,
  type PromotionSummary,
} from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { AuthUser } from '../auth/sessions';
import { isExcludedNow } from '../rg/exclusion-in-force';
import { promotionMessage } from './messages';
import { detailOf, inLanguage, summaryOf } from './present';
import { deleteOptIn, findLivePromotions, findOptIns, findPromotionRows, insertOptIn } from './repository';

export interface PromotionsRequest {
  db: Database;
  site: BrandConfig;
  /** The caller, or null for a visitor. */
  user: AuthUser | null;
  languageId: number;
  now: Date;
}

/**
 * Whether the site offers promotions. A shop variant shares its brand's rows (one brand key) but not the area, so
 * the area decides, not the rows.
 */
const offersPromotions = (site: BrandConfig) => site.areas.includes('promotions');

const languagesFor = (languageId: number) =>
  languageId === DEFAULT_LANGUAGE_ID ? [languageId] : [languageId, DEFAULT_LANGUAGE_ID];

/** The player's opt-ins at the brand; null for a visitor, whose `optedIn` is unknown rather than false. */
async function optInsOf(request: PromotionsRequest): Promise<Map<string, Date> | null> {
  if (!request.user) return null;
  return findOptIns(request.db, request.user.userId, request.site.brandKey);
}

/**
 * The brand's current and upcoming promotions in the asked language (English where it has no translation).
 * A site without the promotions area answers an empty list rather than 404: the web's guard never asks there,
 * and a list call that cannot fail keeps teasers or links from breaking on a brand that drops the area.
 */
export async function listPromotions(request: PromotionsRequest): Promise<PromotionSummary[]> {
  if (!offersPromotions(request.site)) return [];
  const rows = await findLivePromotions(
    request.db,
    request.site.brandKey,
    languagesFor(request.languageId),
    request.now,
  );
  const optIns = await optInsOf(request);
  return inLanguage(rows, request.languageId).map((row) => summaryOf(row, optIns ? optIns.has(row.slug) : null));
}

/** One current or upcoming promotion with its body and terms; 404 for an unknown, ended or other brand's slug. */
export async function promotionDetail(request: PromotionsRequest, slug: string): Promise<PromotionDetail> {
  const rows = offersPromotions(request.site) ? await findPromotionRows(request.db, request.site.brandKey, slug) : [];
  const [row] = inLanguage(rows, request.languageId);
  if (!row || row.endsAt <= request.now) throw new HttpError(404, promotionMessage(request.languageId, 'notFound'));
  const optIns = await optInsOf(request);
  return detailOf(row, optIns ? optIns.has(row.slug) : null);
}

/**
 * The player behind an opt-in call: never a shop's session (an operator, or a client playing at the counter)
 * and only on a site with promotions (404, as for an unknown slug).
 */
function optInPlayer(request: PromotionsRequest): AuthUser {
  const { user, site, languageId } = request;
  if (!user) throw new Error('requireUser did not run');
  if (site.kind === 'shop' || user.shop || user.shopSiteId !== null) {
    throw new HttpError(403, promotionMessage(languageId, 'shopSession'));
  }
  if (!offersPromotions(site)) throw new HttpError(404, promotionMessage(languageId, 'notFound'));
  return user;
}

/**
 * Opts the player in. Idempotent: already in answers 200 with the first opt-in's time. 422 for a promotion that
 * needs no opt-in, has not started or has ended; 404 for a slug the brand never had; 403 while the player is in a
 * time-out or self-exclusion (opting out stays open to them).
 */
export async function optIn(request: PromotionsRequest, slug: string): Promise<PromotionOptIn> {
  const user = optInPlayer(request);
  const { db, site, languageId, now } = request;
  if (await isExcludedNow(db, user.userId, now)) throw new HttpError(403, promotionMessage(languageId, 'excluded'));
  const [row] = await findPromotionRows(db, site.brandKey, slug);
  if (!row) throw new HttpError(404, promotionMessage(languageId, 'notFound'));
  if (!row.requiresOptIn) throw new HttpError(422, promotionMessage(languageId, 'noOptIn'));
  if (row.startsAt > now) throw new HttpError(422, promotionMessage(languageId, 'notStarted'));
  if (row.endsAt <= now) throw new HttpError(422, promotionMessage(languageId, 'ended'));
  const optedInAt = await insertOptIn(db, { userId: user.userId, brandKey: site.brandKey, slug, now });
  return { optedIn: true, optedInAt: optedInAt.toISOString() };
}

/** Opts the player out; idempotent (out already answers the same). 404 for a slug the brand never had. */
export async function optOut(request: PromotionsRequest, slug: string): Promise<PromotionOptOut> {
  const user = optInPlayer(request);
  const { db, site, languageId } = request;
  const rows = await findPromotionRows(db, site.brandKey, slug);
  if (rows.length === 0) throw new HttpError(404, promotionMessage(languageId, 'notFound'));
  await deleteOptIn(db, { userId: user.userId, brandKey: site.brandKey, slug });
  return { optedIn: false };
}
