import type { StatementMonth } from '@playline/contract/safer-gambling';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { useStatement } from '../api/get-statement';
import styles from './safer-gambling.module.css';
import table from './statement.module.css';

const FIGURES = ['deposits', 'withdrawals', 'stakes', 'returns', 'net'] as const;
const HEADINGS = {
  deposits: 'Sg.Statement.Deposits',
  withdrawals: 'Sg.Statement.Withdrawals',
  stakes: 'Sg.Statement.Stakes',
  returns: 'Sg.Statement.Returns',
  net: 'Sg.Statement.Net',
} as const;

/** "May 2026" / "Μαΐ 2026" for a statement month ("2026-05", a UTC calendar month). */
function monthLabel(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** The last 12 months (deposits, withdrawals, stakes, returns, net) and deposits minus withdrawals ever. */
export function ActivityStatement() {
  const t = useT();
  const money = useMoney();
  const locale = useClientStore((state) => state.language.locale);
  const statement = useStatement();
  const data = statement.data;
  const active = data?.months.filter((month) => FIGURES.some((figure) => month[figure] !== 0)) ?? [];
  return (
    <section className={styles.card} aria-labelledby="statement-title">
      <h2 id="statement-title" className={styles.cardTitle}>
        {t('Sg.Statement.Title')}
      </h2>
      <p id="statement-intro" className={styles.cardIntro}>
        {t('Sg.Statement.Intro')}
      </p>
      {statement.isError ? <p className={table.empty}>{t('Sg.Statement.Error')}</p> : null}
      {data ? (
        <>
          <dl className={table.lifetime}>
            <dt>{t('Sg.Statement.Lifetime')}</dt>
            <dd>{money(data.lifetimeNetDeposits, data.currencyCode)}</dd>
          </dl>
          {active.length === 0 ? (
            <p className={table.empty}>{t('Sg.Statement.Empty')}</p>
          ) : (
            <section
              className={table.scroller}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, so the keyboard must be able to focus it (WCAG 2.1.1).
              tabIndex={0}
              aria-labelledby="statement-intro"
            >
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('Sg.Statement.Month')}</th>
                    {FIGURES.map((figure) => (
                      <th key={figure} scope="col">
                        {t(HEADINGS[figure])}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.months.map((month) => (
                    <MonthRow key={month.month} month={month} currencyCode={data.currencyCode} locale={locale} />
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      ) : null}
    </section>
  );
}

function MonthRow({ month, currencyCode, locale }: { month: StatementMonth; currencyCode: string; locale: string }) {
  const money = useMoney();
  const netClass = month.net > 0 ? table.positive : month.net < 0 ? table.negative : undefined;
  return (
    <tr>
      <th scope="row">{monthLabel(month.month, locale)}</th>
      {FIGURES.map((figure) => (
        <td key={figure} className={figure === 'net' ? netClass : undefined}>
          {money(month[figure], currencyCode)}
        </td>
      ))}
    </tr>
  );
}
