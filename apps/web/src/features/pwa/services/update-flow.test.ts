import { describe, expect, it } from 'vitest';
import { nextUpdateStep, type UpdateEvent, type UpdateState } from './update-flow';

function run(events: UpdateEvent[], from: UpdateState = 'idle') {
  let state = from;
  const effects: string[] = [];
  for (const event of events) {
    const step = nextUpdateStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('the service worker update flow', () => {
  it('offers an update when a worker waits while the page is controlled, and skips waiting on confirm', () => {
    const result = run([
      { type: 'worker-waiting', hasController: true },
      { type: 'confirm' },
      { type: 'controller-change', hadController: true },
    ]);
    expect(result.effects).toEqual(['show-dialog', 'skip-waiting', 'notify-updating', 'schedule-reload']);
    expect(result.state).toBe('reloading');
  });

  it('offers nothing for the first worker (no controller yet), nor reloads when it takes over', () => {
    const result = run([
      { type: 'worker-waiting', hasController: false },
      { type: 'controller-change', hadController: false },
    ]);
    expect(result).toEqual({ state: 'idle', effects: [] });
  });

  it('offers one dialog however often the worker is reported', () => {
    const waiting: UpdateEvent = { type: 'worker-waiting', hasController: true };
    expect(run([waiting, waiting, waiting]).effects).toEqual(['show-dialog']);
  });

  it('keeps the page after "Later", and offers again when another worker arrives', () => {
    const later = run([{ type: 'worker-waiting', hasController: true }, { type: 'later' }]);
    expect(later).toEqual({ state: 'dismissed', effects: ['show-dialog'] });
    expect(run([{ type: 'worker-waiting', hasController: true }], 'dismissed').effects).toEqual(['show-dialog']);
  });

  it('reloads when another tab applied the update under a controlled page', () => {
    expect(run([{ type: 'controller-change', hadController: true }]).effects).toEqual([
      'notify-updating',
      'schedule-reload',
    ]);
  });

  it('reloads once, whatever follows', () => {
    const result = run(
      [
        { type: 'controller-change', hadController: true },
        { type: 'controller-change', hadController: true },
      ],
      'confirmed',
    );
    expect(result.effects).toEqual(['notify-updating', 'schedule-reload']);
  });

  it('ignores confirm and later when nothing is offered', () => {
    expect(run([{ type: 'confirm' }, { type: 'later' }])).toEqual({ state: 'idle', effects: [] });
  });
});
