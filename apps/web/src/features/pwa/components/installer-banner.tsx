import { X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useInstaller } from '../services/use-installer';
import { AppIcon } from './app-icon';
import styles from './installer-banner.module.css';

// The dialog library is loaded when an iPhone user first asks for the steps, not with every page.
const IosInstallDialog = lazy(async () => ({ default: (await import('./ios-install-dialog')).IosInstallDialog }));

/**
 * The add-to-home-screen card (spec §4), just above the tab bar on phones and in the bottom corner on desktop:
 * Install (the browser's prompt) or, on iOS, "How?" (the three steps), and a close button that hides it for the
 * brand's number of days.
 */
export function InstallerBanner() {
  const t = useT();
  const installer = useInstaller();
  const [iosOpen, setIosOpen] = useState(false);
  if (!installer.visible) return null;
  return (
    <section className={styles.banner} aria-label={t('Pwa.InstallTitle', { brand: installer.brandName })}>
      <AppIcon size={40} />
      <div className={styles.text}>
        <p className={styles.title}>{t('Pwa.InstallTitle', { brand: installer.brandName })}</p>
        <p className={styles.body}>{t('Pwa.InstallBody')}</p>
      </div>
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary} ${buttons.small}`}
        onClick={() => (installer.isIDevice ? setIosOpen(true) : void installer.install())}
      >
        {t(installer.isIDevice ? 'Pwa.HowTo' : 'Pwa.Install')}
      </button>
      <button
        type="button"
        className={`${buttons.button} ${buttons.icon} ${styles.close}`}
        aria-label={t('Pwa.Dismiss')}
        onClick={installer.dismiss}
      >
        <X size={18} aria-hidden="true" />
      </button>
      {installer.isIDevice && iosOpen ? (
        <Suspense fallback={null}>
          <IosInstallDialog open={iosOpen} onOpenChange={setIosOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
