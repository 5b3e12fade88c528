import { TEXT_CATALOGUES } from '@playline/contract/texts';
import { describe, expect, it } from 'vitest';
import { createTranslator, normalizeBulk } from '#app/lib/i18n/translator.ts';
import { countryName, marketName, outcomeLabel, teamsOf } from './market-labels';
import { outcomeFullName } from './outcome-full-name';

const bulk = normalizeBulk({ 1: TEXT_CATALOGUES[1]!, 2: TEXT_CATALOGUES[2]! });
const en = createTranslator(bulk, 1);
const el = createTranslator(bulk, 2);
const teams = { home: { id: 1, name: 'Rivera' }, away: { id: 2, name: 'Okafor' } };

describe('market names', () => {
  it('names the market in the language with its line; handicaps are signed', () => {
    expect(marketName(en, { type: '1x2', line: null })).toBe('Match result');
    expect(marketName(en, { type: 'ou', line: 2.5 })).toBe('Total 2.5');
    expect(marketName(en, { type: 'ah', line: 1.5 })).toBe('Handicap +1.5');
    expect(marketName(en, { type: 'ah', line: -0.5 })).toBe('Handicap -0.5');
    expect(marketName(en, { type: 'asian_ah', line: 1 })).toBe('Asian handicap +1');
    expect(marketName(en, { type: 'game_winner', line: 2.05 })).toBe('Set 2, game 5 winner');
    expect(marketName(en, { type: 'game_winner', line: 3.12 })).toBe('Set 3, game 12 winner');
    expect(marketName(en, { type: 'set_winner', line: 1 })).toBe('Set 1 winner');
    expect(marketName(el, { type: 'btts', line: null })).toBe(TEXT_CATALOGUES[2]!['Market.btts']);
  });
});

describe('outcome labels', () => {
  it('translates codes and adds the line to over/under and handicaps', () => {
    expect(outcomeLabel(en, { code: 'draw' }, { type: '1x2', line: null })).toBe('X');
    expect(outcomeLabel(en, { code: 'X2' }, { type: 'dc', line: null })).toBe('X2');
    expect(outcomeLabel(en, { code: 'over' }, { type: 'ou', line: 2.5 })).toBe('Over 2.5');
    expect(outcomeLabel(en, { code: 'home' }, { type: 'ah', line: -1.5 })).toBe('1 -1.5');
    expect(outcomeLabel(en, { code: 'away' }, { type: 'ah', line: -1.5 })).toBe('2 +1.5');
    expect(outcomeLabel(en, { code: 'home' }, { type: 'asian_ah', line: -1 })).toBe('1 -1');
    expect(outcomeLabel(en, { code: 'under' }, { type: 'asian_ou', line: 3 })).toBe('Under 3');
    expect(outcomeLabel(el, { code: 'yes' }, { type: 'btts', line: null })).toBe(TEXT_CATALOGUES[2]!['Outcome.yes']);
  });

  it('shows teams and players by name, scores as they are, half time / full time as 1/X', () => {
    expect(outcomeLabel(en, { code: 't12', name: 'Olympia' }, { type: 'outright_winner', line: null })).toBe('Olympia');
    expect(outcomeLabel(en, { code: 'p7', name: 'J. Silva' }, { type: 'first_scorer', line: null })).toBe('J. Silva');
    expect(outcomeLabel(en, { code: '2-1' }, { type: 'cs', line: null })).toBe('2-1');
    expect(outcomeLabel(en, { code: 'other' }, { type: 'cs', line: null })).toBe('Any other score');
    expect(outcomeLabel(en, { code: 'home/draw' }, { type: 'htft', line: null })).toBe('1/X');
    expect(outcomeLabel(en, { code: 'none' }, { type: 'first_scorer', line: null })).toBe('No goalscorer');
  });

  it("names the fighter in a method of victory, and falls back to the outcome's name for unknown codes", () => {
    expect(outcomeLabel(en, { code: 'away_ko' }, { type: 'method', line: null }, teams)).toBe('Okafor by KO/TKO');
    expect(outcomeLabel(en, { code: 'mystery', name: 'Something' }, { type: 'winner', line: null })).toBe('Something');
    expect(outcomeLabel(en, { code: 'mystery' }, { type: 'winner', line: null })).toBe('mystery');
  });
});

describe('teams of an event name', () => {
  it('names the side of a stored pick from "Home – Away", as the slip and my bets keep it', () => {
    const stored = teamsOf('Rivera – Okafor');
    expect(outcomeLabel(en, { code: 'home_decision' }, { type: 'method', line: null }, stored)).toBe(
      'Rivera on points',
    );
    expect(teamsOf('Premier Division')).toEqual({ home: { name: 'Premier Division' }, away: { name: '' } });
  });
});

describe('country names', () => {
  it('names ISO countries in the language, regions from the texts, and falls back to the given name', () => {
    const gb = { code: 'GB', name: 'United Kingdom' };
    expect(countryName(en, gb, 'en-us')).toBe('United Kingdom');
    expect(countryName(el, gb, 'el-gr')).toBe('Ηνωμένο Βασίλειο');
    expect(countryName(en, { code: 'EU', name: 'Europe' }, 'en-us')).toBe('Europe');
    expect(countryName(el, { code: 'INT', name: 'International' }, 'el-gr')).toBe(TEXT_CATALOGUES[2]!['Country.INT']);
    expect(countryName(en, { code: 'XK-1', name: 'Somewhere' }, 'en-us')).toBe('Somewhere');
  });
});

describe('outcomes named in full (slip, receipt, my bets)', () => {
  const event = 'Borussia Gründorf – Adler Nordhafen';
  const full = (
    t: typeof en,
    code: string,
    type: Parameters<typeof marketName>[1]['type'],
    line: number | null = null,
  ) => outcomeFullName(t, { code }, { type, line }, event);

  it('names the team for 1 and 2, "Draw" for X, both sides of double chance and half time / full time', () => {
    expect(full(en, 'home', '1x2')).toBe('Borussia Gründorf');
    expect(full(en, 'draw', '1x2')).toBe('Draw');
    expect(full(el, 'draw', '1x2')).toBe('Ισοπαλία');
    expect(full(en, 'away', 'dnb')).toBe('Adler Nordhafen');
    expect(full(en, 'X2', 'dc')).toBe('Draw or Adler Nordhafen');
    expect(full(el, '1X', 'dc')).toBe('Borussia Gründorf ή Ισοπαλία');
    expect(full(en, 'home/draw', 'htft')).toBe('Borussia Gründorf / Draw');
    expect(full(en, 'away', 'ah', -1.5)).toBe('Adler Nordhafen +1.5');
  });

  it('keeps the catalogue label where a name would say less: totals, scores, outrights', () => {
    expect(full(en, 'over', 'ou', 2.5)).toBe('Over 2.5');
    expect(full(en, '2-1', 'cs')).toBe('2-1');
    expect(
      outcomeFullName(en, { code: 't4', name: 'Olympia' }, { type: 'outright_winner', line: null }, 'League 2026'),
    ).toBe('Olympia');
    expect(outcomeFullName(en, { code: 'home' }, { type: '1x2', line: null }, 'League 2026')).toBe('1');
  });
});
