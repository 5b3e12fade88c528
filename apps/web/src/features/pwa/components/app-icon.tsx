import styles from './ios-install-dialog.module.css';

/** The brand's icon, as the home screen will show it (served per site by the server's pwa module). */
export function AppIcon({ size }: { size: number }) {
  return <img className={styles.appIcon} src="/icons/icon.svg" width={size} height={size} alt="" />;
}
