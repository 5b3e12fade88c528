import { Share, SquarePlus } from 'lucide-react';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AppIcon } from './app-icon';
import styles from './ios-install-dialog.module.css';

/** The three steps on iOS: Share, Add to Home Screen, look for the app's icon. */
export function IosSteps() {
  const t = useT();
  const brand = useBrand();
  return (
    <ol className={styles.steps}>
      <li className={styles.step}>
        <span className={styles.stepIcon}>
          <Share size={20} aria-hidden="true" />
        </span>
        <span>{t('Pwa.IosStep1')}</span>
      </li>
      <li className={styles.step}>
        <span className={styles.stepIcon}>
          <SquarePlus size={20} aria-hidden="true" />
        </span>
        <span>{t('Pwa.IosStep2')}</span>
      </li>
      <li className={styles.step}>
        <span className={styles.stepIcon}>
          <AppIcon size={24} />
        </span>
        <span>{t('Pwa.IosStep3', { brand: brand.name })}</span>
      </li>
    </ol>
  );
}
