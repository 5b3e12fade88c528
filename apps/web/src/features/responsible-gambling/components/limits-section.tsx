import { LIMIT_KINDS, type LimitKind, type SaferGambling } from '@playline/contract/safer-gambling';
import { useT } from '#app/lib/i18n/use-t.ts';
import { LimitRow } from './limit-row';
import styles from './limits.module.css';
import page from './safer-gambling.module.css';

/** Deposit, loss and wager limits, each over 24 hours, 7 days and 30 days. */
export function LimitsSection({ state }: { state: SaferGambling }) {
  return (
    <>
      {LIMIT_KINDS.map((kind) => (
        <LimitKindCard key={kind} kind={kind} state={state} />
      ))}
    </>
  );
}

function LimitKindCard({ kind, state }: { kind: LimitKind; state: SaferGambling }) {
  const t = useT();
  const titleId = `limits-${kind}-title`;
  return (
    <section className={page.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.cardTitle}>
        {t(`Sg.Kind.${kind}`)}
      </h2>
      <p className={page.cardIntro}>{t(`Sg.KindHint.${kind}`)}</p>
      <ul className={styles.rows}>
        {state.limits
          .filter((limit) => limit.kind === kind)
          .map((limit) => (
            <LimitRow
              key={limit.period}
              limit={limit}
              currencyCode={state.currencyCode}
              warningPercent={state.warningPercent}
            />
          ))}
      </ul>
    </section>
  );
}
