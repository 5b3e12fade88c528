import type { RoundResult, TableUpdate } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import type { FrameContext } from './context';
import { createFairnessPanel } from './fairness-panel';
import { createTranslate } from './texts';

const HASH = 'a'.repeat(64);
const SEED = 'b'.repeat(64);
const contextWith = (fairness: FrameContext['session']['fairness'], languageId = 1) =>
  ({ t: createTranslate(languageId), token: 't', session: { fairness } }) as unknown as FrameContext;
const text = (element: HTMLElement) => element.textContent ?? '';

describe('the fair-play panel', () => {
  it('shows the commitment before the first bet and counts the nonce on, in English and Greek', () => {
    const panel = createFairnessPanel(contextWith({ serverSeedHash: HASH, clientSeed: 'mine', nextNonce: 0 }));
    expect(panel.element.hidden).toBe(false);
    expect(text(panel.element)).toContain(HASH);
    expect(text(panel.element)).toContain('Server seed hash (SHA-256)');
    panel.round({ fairness: { serverSeedHash: HASH, clientSeed: 'mine', nonce: 4 } } as RoundResult);
    expect(panel.element.querySelector('dl')?.textContent).toContain('Next round’s nonce5');
    const greek = createFairnessPanel(contextWith({ serverSeedHash: HASH, clientSeed: 'mine', nextNonce: 0 }, 2));
    expect(text(greek.element)).toContain('Hash σπόρου διακομιστή (SHA-256)');
  });

  it('shows a table round’s hash while bets are open and its seed with the result', () => {
    const panel = createFairnessPanel(contextWith(undefined));
    expect(panel.element.hidden).toBe(true);
    const update = (serverSeed: string | null) =>
      ({ tableId: 1, fairness: { roundId: 9, serverSeedHash: HASH, serverSeed } }) as TableUpdate;
    panel.table(update(null));
    expect(text(panel.element)).toContain('Shown with the result');
    expect(text(panel.element)).not.toContain(SEED);
    panel.table(update(SEED));
    expect(text(panel.element)).toContain(SEED);
    expect(text(panel.element)).toContain('"table-1:9:0"');
  });
});
