import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { slipSelections, useSlipSelections } from '#app/entities/slip/slip.ts';
import { SlipPeek } from '#app/features/betslip/components/slip-peek.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { whenIdle } from '#app/lib/idle.ts';
import styles from './shell.module.css';

const loadSlipSheet = () => import('#app/features/betslip/components/slip-sheet.tsx');
const SlipSheet = lazy(loadSlipSheet);
/** Fetches the sheet's code ahead of a likely press on the peek bar, so the first press opens it at once. */
const preloadSlipSheet = () => void loadSlipSheet();
const SlipColumn = lazy(() => import('#app/features/betslip/components/slip-column.tsx'));

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
  // Mounted from the first open on, so the sheet can slide out; its content leaves once closed.
  const [wanted, setWanted] = useState(false);
  // The peek bar stays under the sheet, so the sheet gives the focus back to it when it closes.
  const peek = useRef<HTMLButtonElement>(null);
  // Once there is a slip to open, the sheet's code comes when the browser is idle: the first press opens it at once.
  const hasPicks = useSlipSelections((state) => state.selections.length + state.builder.length > 0);
  useEffect(() => (hasPicks && !isDesktop ? whenIdle(preloadSlipSheet) : undefined), [hasPicks, isDesktop]);
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
      <SlipPeek
        ref={peek}
        onOpen={() => {
          setOpen(true);
          setWanted(true);
        }}
        onIntent={preloadSlipSheet}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <SlipSheet open={open} onClose={() => setOpen(false)} returnFocus={peek} />
        </Suspense>
      ) : null}
    </>
  );
}
