import { Link } from 'react-router';
import buttons from '../../../components/button.module.css';
import { useT } from '../../../lib/i18n/use-t';
import styles from './wallet.module.css';

/** The safer-gambling page of the account (the route the account menu links to). */
const SAFER_GAMBLING_PATH = '/user-account/safer-gambling';

/** In place of the deposit form while the market's mandatory limits are not set: one tap to set them. */
export function LimitsFirst() {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="limits-first-title">
      <h2 id="limits-first-title" className={styles.cardTitle}>
        {t('Wallet.LimitsFirstTitle')}
      </h2>
      <p className={styles.note}>{t('Wallet.LimitsFirstBody')}</p>
      <Link to={SAFER_GAMBLING_PATH} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
        {t('Wallet.LimitsFirstLink')}
      </Link>
    </section>
  );
}
