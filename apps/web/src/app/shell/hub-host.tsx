import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useIdle } from '#app/lib/idle.ts';
import { hubStarted, onHubStarted } from '#app/lib/realtime/hub-started.ts';

const HubServices = lazy(() => import('./hub-services'));

/**
 * Starts the shell's side of the realtime hub once the first screen is up and the browser is idle: for a player at
 * once (their balance, settlements and notifications come through it), for a visitor only when a screen has started
 * the hub for its channels. Its code and its socket stay out of the first load of `/` (issue 2's budget).
 */
export function HubHost() {
  const idle = useIdle();
  const player = useClientStore((state) => state.user !== null);
  const started = useSyncExternalStore(onHubStarted, hubStarted, hubStarted);
  if (!idle || !(player || started)) return null;
  return (
    <Suspense fallback={null}>
      <HubServices />
    </Suspense>
  );
}
