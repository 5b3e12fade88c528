import { lazy, Suspense } from 'react';
import type { ShareBetProps } from './share-bet';

/** Share's code (the call, the share sheet, the QR code's loader) arrives with the receipt or card, not the first load. */
const ShareBetLoaded = lazy(() => import('./share-bet').then((module) => ({ default: module.ShareBet })));

export function LazyShareBet(props: ShareBetProps) {
  return (
    <Suspense fallback={null}>
      <ShareBetLoaded {...props} />
    </Suspense>
  );
}
