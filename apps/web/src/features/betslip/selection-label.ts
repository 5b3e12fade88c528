import type { TranslateFn } from '../../lib/i18n/translator';
import type { SlipSelectionInput } from '../../lib/slip-selections';

type LabelPick = Pick<SlipSelectionInput, 'code' | 'name' | 'marketType' | 'line' | 'eventName'>;

const signed = (line: number) => (line > 0 ? `+${line}` : String(line));
const SIDES: Record<string, string> = { home: 'Outcome.home', draw: 'Outcome.draw', away: 'Outcome.away' };

/** The translated text of a key, or null when the catalogue has none (it answers the key itself then). */
function known(t: TranslateFn, key: string, params?: Record<string, string>): string | null {
  const text = t(key, params);
  return text === key ? null : text;
}

/** "Total 2.5", "Handicap -1.5": the market's name from the catalogue's `Market.*` texts. */
export function slipMarketName(t: TranslateFn, pick: LabelPick): string {
  const line = pick.line === null ? '' : pick.marketType === 'ah' ? signed(pick.line) : String(pick.line);
  return t(`Market.${pick.marketType}`, { line }).trim();
}

/** "1", "Over 2.5", a team's name, "1/X", "2-1": the picked outcome, from the catalogue's `Outcome.*` texts. */
export function slipOutcomeName(t: TranslateFn, pick: LabelPick): string {
  const { code } = pick;
  if (/^[tp]\d+$/.test(code)) return pick.name ?? code;
  if (/^\d+-\d+$/.test(code)) return code;
  if (pick.marketType === 'htft' && code.includes('/')) {
    return code
      .split('/')
      .map((side) => (SIDES[side] ? t(SIDES[side]) : side))
      .join('/');
  }
  const method = /^(home|away)_/.exec(code);
  if (method) {
    const [home = '', away = ''] = pick.eventName.split(' – ');
    return t(`Outcome.${code}`, { team: method[1] === 'home' ? home : away });
  }
  const base = known(t, `Outcome.${code}`) ?? pick.name ?? code;
  if (pick.line === null) return base;
  if (code === 'over' || code === 'under') return `${base} ${pick.line}`;
  if (pick.marketType === 'ah' && (code === 'home' || code === 'away')) {
    return `${base} ${signed(code === 'home' ? pick.line : -pick.line)}`;
  }
  return base;
}
