import { ROUTES, type RouteName } from '@playline/contract/routes';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { reopenCookieSettings } from '#app/lib/consent.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { routeTitleKey } from '../routes/route-titles';
import styles from './site-footer.module.css';

const LINKS: RouteName[] = [
  'Help_TermsAndConditionsPage',
  'Help_PrivacyPolicyPage',
  'Help_ResponsibleGamblingPage',
  'SaferGambling',
  'Help_CookiePolicyPage',
  'Help_ContactUs',
];

/** The page footer every licensed sportsbook carries: the rules, the responsible-gambling line and the market's age. */
export function SiteFooter() {
  const t = useT();
  const brand = useBrand();
  const links = LINKS.filter((name) => name !== 'Help_CookiePolicyPage' || brand.hasCookiePolicy);
  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        {links.map((name) => (
          <li key={name}>
            <Link to={ROUTES[name].path} className={styles.link}>
              {t(routeTitleKey(name))}
            </Link>
          </li>
        ))}
        {brand.hasCookiePolicy ? (
          <li>
            <button type="button" className={`${styles.link} ${styles.linkButton}`} onClick={reopenCookieSettings}>
              {t('Consent.Settings')}
            </button>
          </li>
        ) : null}
      </ul>
      <div className={styles.responsible}>
        <span className={styles.badge} aria-hidden="true">
          {brand.market.minimumAge}+
        </span>
        <p>
          {t('Footer.Responsible')} {t('Footer.Adults', { age: brand.market.minimumAge })}
        </p>
      </div>
      <p className={styles.rights}>{t('Footer.Rights', { year: new Date().getFullYear(), brand: brand.name })}</p>
    </footer>
  );
}
