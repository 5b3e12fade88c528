import type { Teaser } from '@playline/contract/content';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import styles from './teaser-zone.module.css';

/** One teaser: painted from theme tokens (no image download), linking inside the app or out. */
export function TeaserCard({ teaser }: { teaser: Teaser }) {
  const content = (
    <>
      <h3 className={styles.title}>{teaser.title}</h3>
      <p className={styles.text}>{teaser.body}</p>
      {teaser.link ? <ChevronRight className={styles.chevron} size={20} aria-hidden="true" /> : null}
    </>
  );
  const className = `${styles.card} ${styles[teaser.tone] ?? ''}`;
  if (!teaser.link) return <article className={className}>{content}</article>;
  if (teaser.link.startsWith('/')) {
    return (
      <Link to={teaser.link} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <a href={teaser.link} className={className} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
