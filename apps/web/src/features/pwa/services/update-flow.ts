/**
 * The service-worker update flow of spec §4 as a pure state machine, so every step is tested without a browser:
 *
 *   idle ──(a worker waits or finished installing while a controller exists)──► offered   [show the dialog]
 *   offered ──confirm──► confirmed   [post SKIP_WAITING to the waiting worker]
 *   offered ──later──► dismissed      (offered again on the next start, or when yet another worker arrives)
 *   any ──(controllerchange, after an update was offered or confirmed)──► reloading   [notify, reload in 3 s]
 *
 * Without a controller a worker that installs is the first one: nothing to update, nothing is offered. A
 * `controllerchange` before any update was offered is the first worker claiming the page (or another tab's update):
 * it reloads too only when this tab had a controller before, since the page then runs under a new version.
 */
export type UpdateState = 'idle' | 'offered' | 'dismissed' | 'confirmed' | 'reloading';

export type UpdateEvent =
  | { type: 'worker-waiting'; hasController: boolean }
  | { type: 'confirm' }
  | { type: 'later' }
  | { type: 'controller-change'; hadController: boolean };

export type UpdateEffect = 'show-dialog' | 'skip-waiting' | 'notify-updating' | 'schedule-reload';

export interface UpdateStep {
  state: UpdateState;
  effects: UpdateEffect[];
}

const stay = (state: UpdateState): UpdateStep => ({ state, effects: [] });

export function nextUpdateStep(state: UpdateState, event: UpdateEvent): UpdateStep {
  if (state === 'reloading') return stay(state);
  switch (event.type) {
    case 'worker-waiting':
      if (!event.hasController || state === 'offered' || state === 'confirmed') return stay(state);
      return { state: 'offered', effects: ['show-dialog'] };
    case 'confirm':
      return state === 'offered' ? { state: 'confirmed', effects: ['skip-waiting'] } : stay(state);
    case 'later':
      return state === 'offered' ? stay('dismissed') : stay(state);
    case 'controller-change':
      if (state === 'idle' && !event.hadController) return stay(state);
      return { state: 'reloading', effects: ['notify-updating', 'schedule-reload'] };
  }
}
