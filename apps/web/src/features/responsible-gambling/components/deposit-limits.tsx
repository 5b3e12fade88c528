import { ROUTES } from '@playline/contract/routes';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { useSaferGambling } from '../api/get-safer-gambling';
import styles from './deposit-limits.module.css';

/**
 * Beside the deposit form: what each deposit limit still allows (the nearly used ones marked), the market's
 * demand for limits before a first deposit, and the way to the safer-gambling page.
 */
export function DepositLimits() {
  const t = useT();
  const money = useMoney();
  const { data } = useSaferGambling();
  const limits = data?.limits.filter((limit) => limit.kind === 'deposit' && limit.amount !== null) ?? [];
  return (
    <section className={styles.box} aria-labelledby="deposit-limits-title">
      <h2 id="deposit-limits-title" className={styles.title}>
        <ShieldCheck size={18} aria-hidden="true" />
        {t('Sg.DepositLimits')}
      </h2>
      {data?.mandatoryLimitsMissing ? <p className={styles.mandatory}>{t('Sg.Mandatory')}</p> : null}
      {limits.length > 0 && data ? (
        <ul className={styles.list}>
          {limits.map((limit) => (
            <li key={limit.period} className={limit.percentUsed >= data.warningPercent ? styles.near : undefined}>
              {t('Sg.DepositLeft', {
                period: t(`Sg.Period.${limit.period}`),
                amount: money(limit.remaining ?? 0, data.currencyCode),
              })}
            </li>
          ))}
        </ul>
      ) : data && !data.mandatoryLimitsMissing ? (
        <p className={styles.none}>{t('Sg.DepositLimitsNone')}</p>
      ) : null}
      <Link to={ROUTES.SaferGambling.path} className={styles.link}>
        {t('Sg.Manage')}
      </Link>
    </section>
  );
}

export default DepositLimits;
