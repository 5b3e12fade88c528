import { SanitizedHtml } from '../../../components/sanitized-html';
import { useClientStore } from '../../../lib/client-store-context';
import { useSeoText } from '../api/get-seo-text';
import styles from './seo-text.module.css';

/** The SEO text block, rendered into the element with id `seo-text-area` (spec §2); empty for `null`. */
export function SeoText({ resourceKey }: { resourceKey: string | null }) {
  const languageId = useClientStore((state) => state.language.id);
  const { data } = useSeoText(languageId, resourceKey);
  return (
    <section id="seo-text-area" className={styles.seo}>
      {data?.body ? <SanitizedHtml html={data.body} className={styles.body} /> : null}
    </section>
  );
}
