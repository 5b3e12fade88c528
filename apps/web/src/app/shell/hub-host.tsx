import { lazy, Suspense } from 'react';
import { useIdle } from '../../lib/idle';

const HubServices = lazy(() => import('./hub-services'));

/**
 * Starts the realtime hub once the first screen is up and the browser is idle: its code and its socket stay out of
 * the first load of `/` (issue 2's budget), and a screen that needs a channel earlier starts it itself.
 */
export function HubHost() {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <HubServices />
    </Suspense>
  );
}
