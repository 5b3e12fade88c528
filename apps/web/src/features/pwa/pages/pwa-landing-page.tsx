import { ROUTES } from '@playline/contract/routes';
import { Bell, CheckCircle2, Maximize, Monitor, Smartphone, Zap } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { isStandalone } from '#app/lib/platform.ts';
import { AppIcon } from '../components/app-icon';
import { IosSteps } from '../components/ios-steps';
import { promptInstall, useInstallPromptAvailable } from '../services/install-prompt';
import { trackInstall } from '../services/pwa-analytics';
import styles from './pwa-landing-page.module.css';

export type LandingVariant = 'app' | 'casino' | 'sports';

const HEADINGS = {
  app: { title: 'Pwa.LandingTitle', intro: 'Pwa.LandingIntro', open: 'Pwa.OpenHome', to: ROUTES.HomePage.path },
  casino: {
    title: 'Pwa.LandingCasinoTitle',
    intro: 'Pwa.LandingCasinoIntro',
    open: 'Pwa.OpenCasino',
    to: ROUTES.CasinoHomePage.path,
  },
  sports: {
    title: 'Pwa.LandingSportsTitle',
    intro: 'Pwa.LandingSportsIntro',
    open: 'Pwa.OpenSports',
    to: ROUTES.Sports.path,
  },
} as const;

const REASONS = [
  { icon: Zap, title: 'Pwa.WhySpeed', body: 'Pwa.WhySpeedBody' },
  { icon: Maximize, title: 'Pwa.WhyFullScreen', body: 'Pwa.WhyFullScreenBody' },
  { icon: Smartphone, title: 'Pwa.WhyOneTap', body: 'Pwa.WhyOneTapBody' },
  { icon: Bell, title: 'Pwa.WhyResults', body: 'Pwa.WhyResultsBody' },
] as const;

/**
 * `/app`, `/app/casino`, `/app/sports` (issue 9): why install and how, per platform; the Install button calls the
 * browser's real prompt when it offered one. Running as the installed app, it says so instead.
 */
export function PwaLandingPage({ variant = 'app' }: { variant?: LandingVariant }) {
  const t = useT();
  const brand = useBrand();
  const isIDevice = useClientStore((state) => state.pwa.isIDevice);
  const canPrompt = useInstallPromptAvailable();
  const [standalone] = useState(isStandalone);
  const [accepted, setAccepted] = useState(false);
  const heading = HEADINGS[variant];
  const installed = standalone || accepted;

  const install = async () => {
    if ((await promptInstall()) !== 'accepted') return;
    trackInstall(brand.brandKey, 'prompt');
    setAccepted(true);
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <AppIcon size={72} />
        <h1 className={styles.title}>{t(heading.title, { brand: brand.name })}</h1>
        <p className={styles.intro}>{t(heading.intro)}</p>
        {installed ? (
          <div className={styles.installed} role="status">
            <CheckCircle2 size={22} aria-hidden="true" />
            <div>
              <p className={styles.installedTitle}>{t('Pwa.Installed')}</p>
              <p className={styles.muted}>{t('Pwa.InstalledBody', { brand: brand.name })}</p>
            </div>
          </div>
        ) : null}
        {installed ? (
          <Link className={`${buttons.button} ${buttons.primary}`} to={heading.to}>
            {t(heading.open)}
          </Link>
        ) : canPrompt ? (
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void install()}>
            {t('Pwa.Install')}
          </button>
        ) : isIDevice ? null : (
          <p className={styles.muted}>{t('Pwa.InstallNotReady')}</p>
        )}
      </header>

      <ul className={styles.reasons}>
        {REASONS.map(({ icon: Icon, title, body }) => (
          <li key={title} className={styles.reason}>
            <span className={styles.reasonIcon}>
              <Icon size={22} aria-hidden="true" />
            </span>
            <p className={styles.reasonTitle}>{t(title)}</p>
            <p className={styles.muted}>{t(body)}</p>
          </li>
        ))}
      </ul>

      {installed ? null : (
        <section className={styles.how} aria-labelledby="pwa-how">
          <h2 id="pwa-how" className={styles.howTitle}>
            {t('Pwa.HowTitle')}
          </h2>
          <PlatformHow icon={<Smartphone size={20} aria-hidden="true" />} title={t('Pwa.HowIos')} first={isIDevice}>
            <IosSteps />
          </PlatformHow>
          <PlatformHow icon={<Smartphone size={20} aria-hidden="true" />} title={t('Pwa.HowAndroid')}>
            <p className={styles.muted}>{t('Pwa.HowAndroidBody')}</p>
          </PlatformHow>
          <PlatformHow icon={<Monitor size={20} aria-hidden="true" />} title={t('Pwa.HowDesktop')}>
            <p className={styles.muted}>{t('Pwa.HowDesktopBody')}</p>
          </PlatformHow>
        </section>
      )}
    </div>
  );
}

/** One platform's instructions; the player's own platform (iOS, known from the user agent) comes first. */
function PlatformHow(props: { icon: ReactNode; title: string; first?: boolean; children: ReactNode }) {
  return (
    <article className={styles.platform} style={props.first ? { order: -1 } : undefined}>
      <h3 className={styles.platformTitle}>
        {props.icon}
        {props.title}
      </h3>
      {props.children}
    </article>
  );
}

export const PwaAppLandingPage = () => <PwaLandingPage variant="app" />;
export const PwaCasinoLandingPage = () => <PwaLandingPage variant="casino" />;
export const PwaSportsLandingPage = () => <PwaLandingPage variant="sports" />;
