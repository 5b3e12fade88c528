import { ROUTES } from '@playline/contract/routes';
import { Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useBoot } from '#app/brand/boot-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './help-home.module.css';

/** Contact us, and chat where the brand offers it: the ways to reach a person. */
export function SupportLinks() {
  const t = useT();
  const { brand } = useBoot();
  return (
    <section aria-labelledby="help-support" className={styles.section}>
      <h2 id="help-support" className={styles.heading}>
        {t('Help.StillNeedHelp')}
      </h2>
      <div className={styles.support}>
        <Link className={styles.card} to={ROUTES.Help_ContactUs.path}>
          <span className={styles.icon}>
            <Mail size={22} aria-hidden="true" />
          </span>
          <span className={styles.cardTitle}>{t('Help.ContactUs')}</span>
          <span className={styles.cardText}>{t('Help.ContactBlurb')}</span>
        </Link>
        {brand.hasChat ? (
          <Link className={styles.card} to={ROUTES.Help_Chat.path}>
            <span className={styles.icon}>
              <MessageCircle size={22} aria-hidden="true" />
            </span>
            <span className={styles.cardTitle}>{t('Help.Chat')}</span>
            <span className={styles.cardText}>{t('Help.ChatBlurb')}</span>
          </Link>
        ) : null}
      </div>
    </section>
  );
}
