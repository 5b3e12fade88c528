import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { slipSelections } from '../../entities/slip/slip';
import { SlipPeek } from '../../features/betslip/components/slip-peek';
import { useClientStore } from '../../lib/client-store-context';
import styles from './shell.module.css';

const SlipSheet = lazy(() => import('../../features/betslip/components/slip-sheet'));
const SlipColumn = lazy(() => import('../../features/betslip/components/slip-column'));

/** Screens that show the slip themselves. */
const SLIP_PATHS = new Set(['/slip', '/slip-test']);

/** The slip belongs to the logged-in player: a logout or another player clears it, a visitor's is kept at login. */
export function SlipOwnerSync() {
  const userId = useClientStore((state) => state.user?.userId ?? null);
  useEffect(() => slipSelections.getState().syncOwner(userId), [userId]);
  return null;
}

/** The slip in the frame: a right column on wide screens; on phones a peek bar above the tab bar opening a sheet. */
export function SlipDock({ isDesktop }: { isDesktop: boolean }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Closed by the player (Escape, ×, scrim, drag), the focus goes back to the peek bar that opened the sheet.
  const [returnFocus, setReturnFocus] = useState(false);
  const close = useCallback(() => {
    setOpen(false);
    setReturnFocus(true);
  }, []);
  // A new screen (e.g. the receipt's My bets link) closes the sheet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on a path change only
  useEffect(() => setOpen(false), [pathname]);
  if (SLIP_PATHS.has(pathname)) return null;
  if (isDesktop) {
    return (
      <aside className={styles.slipColumn}>
        <Suspense fallback={null}>
          <SlipColumn />
        </Suspense>
      </aside>
    );
  }
  return (
    <>
      {open ? null : (
        <SlipPeek
          onOpen={() => {
            setOpen(true);
            setReturnFocus(false);
          }}
          focusOnShow={returnFocus}
        />
      )}
      {open ? (
        <Suspense fallback={null}>
          <SlipSheet onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
