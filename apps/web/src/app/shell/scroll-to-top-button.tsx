import { SCROLL_TO_TOP_THRESHOLD_PX } from '@playline/contract/constants';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { prefersReducedMotion } from '#app/lib/platform.ts';
import styles from './scroll-to-top-button.module.css';

/** A floating button that appears once the page is scrolled more than 800 px (spec §2, §9). */
export function ScrollToTopButton() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('Common.ScrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <ArrowUp size={22} aria-hidden="true" />
    </button>
  );
}
