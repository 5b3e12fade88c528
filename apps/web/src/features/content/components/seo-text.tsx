import { SanitizedHtml } from '#app/components/sanitized-html.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useIdle } from '#app/lib/idle.ts';
import { useNearViewport } from '#app/lib/use-near-viewport.ts';
import { useSeoText } from '../api/get-seo-text';
import styles from './seo-text.module.css';

/**
 * The SEO text block, rendered into the element with id `seo-text-area` (spec §2); empty for `null`. It sits below
 * the page, so it is fetched (and the sanitiser loaded) only once the browser was idle and the block is near the
 * viewport: a player who never scrolls to the footer never pays for it.
 */
export function SeoText({ resourceKey }: { resourceKey: string | null }) {
  const languageId = useClientStore((state) => state.language.id);
  const idle = useIdle();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data } = useSeoText(languageId, idle && near ? resourceKey : null);
  return (
    <>
      {/* The area hides while empty, and a hidden element is never "near": a 1 px marker is what is watched. */}
      <div ref={ref} className={styles.marker} aria-hidden="true" />
      <section id="seo-text-area" className={styles.seo}>
        {data?.body ? <SanitizedHtml html={data.body} className={styles.body} /> : null}
      </section>
    </>
  );
}
