import { Link } from 'react-router';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useHelpIndex } from '../api/get-help-index';
import styles from './help-article.module.css';
import { HelpIcon } from './help-icon';

/** The site's other help pages, so a reader can move on without going back to the help centre. */
export function OtherHelpPages({ current }: { current: string }) {
  const t = useT();
  const languageId = useClientStore((state) => state.language.id);
  const { data } = useHelpIndex(languageId);
  const others = (data ?? []).filter((page) => page.slug !== current);
  if (others.length === 0) return null;
  return (
    <nav aria-labelledby="help-other-pages" className={styles.others}>
      <h2 id="help-other-pages" className={styles.othersTitle}>
        {t('Help.OtherPages')}
      </h2>
      <ul className={styles.otherList}>
        {others.map((page) => (
          <li key={page.slug}>
            <Link className={styles.other} to={`/help/${page.slug}`}>
              <HelpIcon slug={page.slug} size={18} />
              <span>{page.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
