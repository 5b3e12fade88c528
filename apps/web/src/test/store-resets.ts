/**
 * Zustand's testing recipe (its docs, guides/testing): every store created while a test file runs is recorded with
 * its initial state, and `resetStores` puts them all back after each test. Module-level state of the app (the alert
 * queue, the login request, queued toasts…) is a small store for this reason: each test starts fresh without the
 * production modules exporting a reset of their own. `setup.ts` mocks `zustand` and `zustand/vanilla` with this.
 */
const resets = new Set<() => void>();

interface Resettable {
  getInitialState(): unknown;
  setState(state: unknown, replace: true): void;
}

/**
 * Wraps zustand's `createStore` or `create` (curried or not, as the app calls them) so that each records the
 * stores it makes.
 */
export function recording<Create extends (...args: never[]) => unknown>(actual: Create): Create {
  const make = (creator: unknown) => {
    const store = (actual as unknown as (creator: unknown) => Resettable)(creator);
    const initial = store.getInitialState();
    resets.add(() => store.setState(initial, true));
    return store;
  };
  return ((creator?: unknown) => (creator === undefined ? make : make(creator))) as unknown as Create;
}

/** Every recorded store back to the state it was created with. */
export function resetStores(): void {
  for (const reset of resets) reset();
}
