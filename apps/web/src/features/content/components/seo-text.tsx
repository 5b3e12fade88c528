import { SanitizedHtml } from '../../../components/sanitized-html';
import { useClientStore } from '../../../lib/client-store-context';
import { useIdle } from '../../../lib/idle';
import { useSeoText } from '../api/get-seo-text';
import styles from './seo-text.module.css';

/**
 * The SEO text block, rendered into the element with id `seo-text-area` (spec §2); empty for `null`. It sits below
 * the page, so it is fetched once the browser is first idle, not in competition with the first screen.
 */
export function SeoText({ resourceKey }: { resourceKey: string | null }) {
  const languageId = useClientStore((state) => state.language.id);
  const idle = useIdle();
  const { data } = useSeoText(languageId, idle ? resourceKey : null);
  return (
    <section id="seo-text-area" className={styles.seo}>
      {data?.body ? <SanitizedHtml html={data.body} className={styles.body} /> : null}
    </section>
  );
}
