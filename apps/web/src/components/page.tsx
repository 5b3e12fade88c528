import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** A content page: one h1 and the page's sections under it. */
export function Page({ title, eyebrow, children }: PageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
      </header>
      {children}
    </div>
  );
}
