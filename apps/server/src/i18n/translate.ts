import { formattingLocale, GREEK_LANGUAGE_ID, languageById } from '@playline/contract';
import { formatMoney } from '@playline/contract/money';
import type { FastifyRequest } from 'fastify';
import { EL } from './el';
import { EN, type MessageKey } from './en';

export type { MessageKey };

/** A message in the language of `languageId` (English for any language without a catalogue). */
export function translate(languageId: number, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text: string = languageId === GREEK_LANGUAGE_ID ? EL[key] : EN[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

const languageIn = (source: unknown): number | undefined => {
  if (typeof source !== 'object' || source === null || !('languageId' in source)) return undefined;
  const value = Number(source.languageId);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The language of a request's messages: `languageId` of the body or query, else the site's default language. */
function requestLanguage(request: FastifyRequest): number {
  return languageIn(request.body) ?? languageIn(request.query) ?? request.site.defaultLanguageId;
}

/** The messages of one language: what services receive instead of the request. */
export interface Messages {
  languageId: number;
  /** The locale of dates and times in messages (every brand books in euros: day first, 24-hour clock). */
  dateLocale: string;
  t(key: MessageKey, params?: Record<string, string | number>): string;
  money(minorUnits: number, currencyCode: string): string;
}

export function messagesIn(languageId: number): Messages {
  const { locale } = languageById(languageId);
  return {
    languageId,
    dateLocale: formattingLocale(languageId, 'EUR'),
    t: (key, params) => translate(languageId, key, params),
    // `1.234,50 €` in Greek, `€1,234.50` in English: the contract's rule, as the web shows money.
    money: (minorUnits, currencyCode) => formatMoney(minorUnits, currencyCode, locale),
  };
}

/** The messages of a request's language. */
export const messagesFor = (request: FastifyRequest): Messages => messagesIn(requestLanguage(request));
