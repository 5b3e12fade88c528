import { ROUTES } from '@playline/contract/routes';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './wallet.module.css';

/**
 * In place of the deposit form while the market's mandatory limits are not set: one tap to set them (the limits box
 * beside it says why).
 */
export function LimitsFirst() {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="limits-first-title">
      <h2 id="limits-first-title" className={styles.cardTitle}>
        {t('Wallet.LimitsFirstTitle')}
      </h2>
      <Link to={ROUTES.SaferGambling.path} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
        {t('Wallet.LimitsFirstLink')}
      </Link>
    </section>
  );
}
