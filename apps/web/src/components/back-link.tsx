import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import styles from './back-link.module.css';

/** A link back up to the page a screen belongs to (the casino lobby, the vendors, help, promotions). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.back}>
      <ChevronLeft size={16} aria-hidden />
      {label}
    </Link>
  );
}
