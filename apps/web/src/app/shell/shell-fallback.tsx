import styles from './shell.module.css';

/** Painted while the first route's code loads on a deep link: the header's frame, nothing that jumps. */
export function ShellFallback() {
  return (
    <div className={styles.fallback} aria-busy="true">
      <div className={styles.fallbackHeader} />
    </div>
  );
}
