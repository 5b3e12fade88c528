import { GREEK_LANGUAGE_ID, languageById } from '@playline/contract';
import { GREEK_TAX_BRACKETS, lineReturn, winningsTax } from '@playline/contract/bets-math';
import { formatMoney } from '@playline/contract/money';

/** The tax page's table and example, drawn from the contract's brackets and tax function (never typed as copy). */

const WORDS = {
  en: {
    head: '| Net winnings on one slip | Tax on that part |\n|---|---|',
    first: (to: string) => `Up to ${to}`,
    band: (from: string, to: string) => `${from} – ${to}`,
    above: (from: string) => `Above ${from}`,
    intro: (stake: string, odds: string, gross: string, won: string) =>
      `You stake **${stake}** on a slip at odds of **${odds}**. It wins and returns **${gross}**, so the net winnings are **${won}**:`,
    part: (amount: string, rate: string, tax: string) => `- ${amount} at ${rate}: ${tax}`,
    total: (tax: string, net: string) => `The tax is **${tax}** and you receive **${net}**.`,
    small: (stake: string, odds: string, gross: string, won: string) =>
      `A ${stake} stake at ${odds} that returns ${gross} wins ${won}, all inside the first band, so no tax is due.`,
    slip: (count: number, each: string, odds: string, tax: string) =>
      `The tax is on a whole slip, not on each bet in it: the slip's net winnings are everything its bets return minus its total stake. ${count} singles of ${each} at ${odds} in one slip pay the same ${tax} as the slip above. When the bets of a slip settle at different times, each winning bet withholds the tax the slip owes so far, less what was already withheld.`,
  },
  el: {
    head: '| Καθαρά κέρδη ενός δελτίου | Φόρος σε αυτό το μέρος |\n|---|---|',
    first: (to: string) => `Έως ${to}`,
    band: (from: string, to: string) => `${from} – ${to}`,
    above: (from: string) => `Πάνω από ${from}`,
    intro: (stake: string, odds: string, gross: string, won: string) =>
      `Παίζετε **${stake}** σε δελτίο με απόδοση **${odds}**. Κερδίζει και επιστρέφει **${gross}**, άρα τα καθαρά κέρδη είναι **${won}**:`,
    part: (amount: string, rate: string, tax: string) => `- ${amount} με ${rate}: ${tax}`,
    total: (tax: string, net: string) => `Ο φόρος είναι **${tax}** και εισπράττετε **${net}**.`,
    small: (stake: string, odds: string, gross: string, won: string) =>
      `Ποσό ${stake} σε απόδοση ${odds} που επιστρέφει ${gross} κερδίζει ${won}, όλα μέσα στο πρώτο κλιμάκιο, οπότε δεν οφείλεται φόρος.`,
    slip: (count: number, each: string, odds: string, tax: string) =>
      `Ο φόρος υπολογίζεται σε ολόκληρο το δελτίο, όχι σε κάθε στοίχημά του: τα καθαρά κέρδη του δελτίου είναι όσα επιστρέφουν όλα τα στοιχήματά του μείον το συνολικό ποντάρισμα. ${count} απλά στοιχήματα των ${each} σε απόδοση ${odds} στο ίδιο δελτίο πληρώνουν τον ίδιο φόρο ${tax} με το παραπάνω δελτίο. Όταν τα στοιχήματα ενός δελτίου εκκαθαρίζονται σε διαφορετικές στιγμές, κάθε κερδισμένο στοίχημα παρακρατεί τον φόρο που οφείλει μέχρι τότε το δελτίο, μείον όσα έχουν ήδη παρακρατηθεί.`,
  },
};

/** The worked example: a €50.00 slip at 11.00 crosses three bands; a €10.00 slip at 5.00 pays no tax. */
export const TAX_EXAMPLE = { stake: 5_000, odds: 11, smallStake: 1_000, smallOdds: 5 } as const;
const SLIP_SINGLES = 10;

const formats = (languageId: number) => {
  const locale = languageById(languageId).locale;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const odds = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    words: languageId === GREEK_LANGUAGE_ID ? WORDS.el : WORDS.en,
    money: (minor: number) => formatMoney(minor, 'EUR', locale),
    percent: (rate: number) => percent.format(rate),
    odds: (value: number) => odds.format(value),
  };
};

/** The brackets as a markdown table, in the page's language. */
export function taxTableMarkdown(languageId: number): string {
  const { words, money, percent } = formats(languageId);
  let from = 0;
  const rows = GREEK_TAX_BRACKETS.map(({ upTo, rate }) => {
    const band = !Number.isFinite(upTo)
      ? words.above(money(from))
      : from === 0
        ? words.first(money(upTo))
        : words.band(money(from + 1), money(upTo));
    from = upTo;
    return `| ${band} | ${percent(rate)} |`;
  });
  return [words.head, ...rows].join('\n');
}

/** The worked example with each band's share, the total from the product's own tax function, and a tax-free case. */
export function taxExampleMarkdown(languageId: number): string {
  const { words, money, percent, odds } = formats(languageId);
  const { stake, smallStake, smallOdds } = TAX_EXAMPLE;
  const gross = stake * TAX_EXAMPLE.odds;
  const won = gross - stake;
  const parts: string[] = [];
  let from = 0;
  for (const { upTo, rate } of GREEK_TAX_BRACKETS) {
    if (won > from) {
      const amount = Math.min(won, upTo) - from;
      parts.push(words.part(money(amount), percent(rate), money(Math.round(amount * rate))));
    }
    from = upTo;
  }
  const tax = winningsTax(stake, gross);
  // The same stake as ten singles of one slip: taxed on the slip's total, so the tax is the same.
  const singleGross = lineReturn(stake / SLIP_SINGLES, [TAX_EXAMPLE.odds]);
  const splitTax = winningsTax(stake, SLIP_SINGLES * singleGross);
  const smallGross = smallStake * smallOdds;
  return [
    words.intro(money(stake), odds(TAX_EXAMPLE.odds), money(gross), money(won)),
    '',
    ...parts,
    '',
    words.total(money(tax), money(gross - tax)),
    '',
    words.small(money(smallStake), odds(smallOdds), money(smallGross), money(smallGross - smallStake)),
    '',
    words.slip(SLIP_SINGLES, money(stake / SLIP_SINGLES), odds(TAX_EXAMPLE.odds), money(splitTax)),
  ].join('\n');
}
