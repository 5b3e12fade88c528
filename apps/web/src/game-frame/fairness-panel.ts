import * as casino from '@playline/contract/api/casino-play';
import type { RevealedSeed, RoundResult, SeedCommitment, TableUpdate } from '@playline/contract/casino';
import type { FrameContext } from './context';
import { fill, h } from './dom';

const code = (text: string) => h('code', { class: 'seed' }, text);
const entry = (label: string, value: Node | string) => h('div', {}, h('dt', {}, label), h('dd', {}, value));

/**
 * The "fair play" panel (decision 018), closed by default under the game: for a game played alone the seed pair's
 * commitment (shown before the first bet), the next nonce, changing seeds (which reveals the old server seed) and
 * how to check; at a live table the round's hash while bets are open and its seed with the result.
 */
export function createFairnessPanel(context: FrameContext) {
  const { t, token } = context;
  const body = h('div', { class: 'fairness-body' });
  const element = h('details', { class: 'fairness' }, h('summary', {}, t('Game.Fairness')), body);
  let commitment: SeedCommitment | null = context.session.fairness ?? null;
  let previous: RevealedSeed | null = null;
  let table: { tableId: number; fairness: NonNullable<TableUpdate['fairness']> } | null = null;

  async function rotate(clientSeed: string) {
    const answer = await context.post(casino.rotateSeeds, { body: { token, ...(clientSeed ? { clientSeed } : {}) } });
    if (!answer) return;
    ({ previous, current: commitment } = answer);
    draw();
  }

  function drawAlone(current: SeedCommitment) {
    const input = h('input', {
      type: 'text',
      name: 'clientSeed',
      maxlength: 64,
      pattern: '[A-Za-z0-9_\\-]{1,64}',
      autocomplete: 'off',
      'aria-label': t('Game.NewClientSeed'),
      placeholder: t('Game.NewClientSeed'),
    });
    const form = h(
      'form',
      {
        class: 'fairness-rotate',
        onsubmit: (event: Event) => {
          event.preventDefault();
          void rotate(input.value.trim());
        },
      },
      input,
      h('button', { type: 'submit' }, t('Game.ChangeSeeds')),
    );
    fill(
      body,
      h('p', { class: 'muted' }, t('Game.FairnessIntro')),
      h(
        'dl',
        {},
        entry(t('Game.ServerSeedHash'), code(current.serverSeedHash)),
        entry(t('Game.ClientSeed'), code(current.clientSeed)),
        entry(t('Game.NextNonce'), String(current.nextNonce)),
      ),
      form,
      previous?.serverSeed &&
        h(
          'dl',
          { class: 'revealed' },
          entry(t('Game.RevealedSeed'), code(previous.serverSeed)),
          entry(t('Game.ServerSeedHash'), code(previous.serverSeedHash)),
        ),
      previous?.serverSeed &&
        previous.rounds > 0 &&
        h('p', {}, t('Game.RevealedRounds', { last: previous.rounds - 1, clientSeed: previous.clientSeed })),
      h('p', { class: 'muted' }, t('Game.FairnessVerify')),
    );
  }

  function drawTable({ tableId, fairness }: NonNullable<typeof table>) {
    fill(
      body,
      h('p', { class: 'muted' }, t('Game.TableFairnessIntro')),
      h(
        'dl',
        {},
        entry(t('Game.RoundHash'), code(fairness.serverSeedHash)),
        entry(t('Game.RoundSeed'), fairness.serverSeed ? code(fairness.serverSeed) : t('Game.SeedAfterResult')),
      ),
      h('p', { class: 'muted' }, t('Game.TableVerify', { tableId, roundId: fairness.roundId })),
    );
  }

  function draw() {
    element.hidden = !commitment && !table;
    if (table) drawTable(table);
    else if (commitment) drawAlone(commitment);
  }
  draw();

  return {
    element,
    /** A round was played: the next one takes the following nonce. */
    round(result: RoundResult) {
      if (!commitment || !result.fairness || result.fairness.serverSeedHash !== commitment.serverSeedHash) return;
      commitment = { ...commitment, nextNonce: result.fairness.nonce + 1 };
      draw();
    },
    /** A table's state: the round's commitment, and its seed once the result is out. */
    table(update: TableUpdate) {
      if (!update.fairness) return;
      table = { tableId: update.tableId, fairness: update.fairness };
      draw();
    },
  };
}
