import type { PromotionArea } from '@playline/contract/promotions';
import { Cherry, type LucideIcon, Spade, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './promotion-visual.module.css';

const ICONS: Record<PromotionArea, LucideIcon> = { sports: Trophy, casino: Cherry, 'live-casino': Spade };

/**
 * The painted header of a promotion, drawn from the theme's colours (no image download): the area's colour with
 * a soft pattern and the area's symbol, its chip on top, and whatever the caller puts inside (the page's title).
 */
export function PromotionVisual({
  area,
  size = 'card',
  children,
}: {
  area: PromotionArea;
  size?: 'card' | 'hero';
  children?: ReactNode;
}) {
  const t = useT();
  const Icon = ICONS[area];
  return (
    <div className={`${styles.visual} ${styles[size]}`} data-area={area}>
      <Icon className={styles.symbol} aria-hidden="true" strokeWidth={1.25} />
      <span className={styles.chip}>{t(`Promotions.Area.${area}`)}</span>
      {children}
    </div>
  );
}
