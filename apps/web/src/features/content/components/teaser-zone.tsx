import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useTeasers } from '../api/get-teasers';
import { TeaserCard } from './teaser-card';
import styles from './teaser-zone.module.css';

interface TeaserZoneProps {
  zone: number;
  title?: string;
  /** `hero`: large cards in a swipeable row; `row`: compact cards. */
  variant?: 'hero' | 'row';
  /** Cards to reserve while loading (no layout shift when they arrive); 0 for zones that are often empty. */
  placeholder?: number;
}

/** The teasers of one zone in the current language; nothing at all when the zone is empty. */
export function TeaserZone({ zone, title, variant = 'row', placeholder = 1 }: TeaserZoneProps) {
  const languageId = useClientStore((state) => state.language.id);
  const { data, isPending } = useTeasers(languageId, zone);

  if (isPending) {
    if (!placeholder) return null;
    return (
      <div className={styles.zone} aria-hidden="true">
        {title ? <div className={`${styles.skeleton} ${styles.skeletonHeading}`} /> : null}
        <div className={`${styles.track} ${styles[variant]}`}>
          {Array.from({ length: placeholder }, (_, index) => `skeleton-${index}`).map((id) => (
            <div key={id} className={`${styles.skeleton} ${styles.skeletonCard}`} />
          ))}
        </div>
      </div>
    );
  }
  if (!data?.length) return null;
  return (
    <section className={styles.zone} aria-label={title} data-zone={zone}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <div className={`${styles.track} ${styles[variant]}`}>
        {data.map((teaser) => (
          <TeaserCard key={teaser.id} teaser={teaser} />
        ))}
      </div>
    </section>
  );
}
