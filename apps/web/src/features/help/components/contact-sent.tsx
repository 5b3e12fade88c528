import { ROUTES } from '@playline/contract/routes';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './contact.module.css';

/** The sent panel: the reference to quote to support, and the ways on. Focus moves to it so it is announced. */
export function ContactSent({ reference, onAnother }: { reference: number; onAnother: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${styles.card} ${styles.sent}`} aria-labelledby="contact-sent-title">
      <CircleCheck className={styles.sentIcon} size={40} aria-hidden="true" />
      <h2 id="contact-sent-title" ref={heading} tabIndex={-1} className={styles.formTitle}>
        {t('Help.Contact.SentTitle')}
      </h2>
      <p className={styles.sentText}>{t('Help.Contact.SentBody')}</p>
      <p className={styles.reference}>
        <span>{t('Help.Contact.Reference')}</span>
        <strong data-testid="contact-reference">#{reference}</strong>
      </p>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={onAnother}>
          {t('Help.Contact.SendAnother')}
        </button>
        <Link to={ROUTES.Help_HomePage.path} className={`${buttons.button} ${buttons.ghost}`}>
          {t('Help.Home')}
        </Link>
      </div>
    </section>
  );
}
