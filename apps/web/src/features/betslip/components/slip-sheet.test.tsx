import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import SlipSheet from './slip-sheet';

const panel = vi.hoisted(() => ({ renders: 0 }));

// The slip itself is large and tested on its own: here it only counts how often the sheet renders it.
vi.mock('./slip-panel', () => ({
  SlipPanel: ({ headerAction }: { headerAction?: React.ReactNode }) => {
    panel.renders += 1;
    return (
      <section>
        <h2 id="slip-title">Bet slip</h2>
        {headerAction}
      </section>
    );
  },
}));

describe('the slip sheet', () => {
  it('is a dialog named by the slip, focused itself, closed by its × and by Escape', async () => {
    mockFetch();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<SlipSheet open onClose={onClose} returnFocus={createRef()} />);
    const sheet = await screen.findByRole('dialog', { name: 'Bet slip' });
    await waitFor(() => expect(document.activeElement).toBe(sheet));
    await user.click(screen.getByRole('button', { name: 'Close the bet slip' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not render the slip again while its handle is dragged', async () => {
    mockFetch();
    renderWithProviders(<SlipSheet open onClose={() => undefined} returnFocus={createRef()} />);
    const sheet = await screen.findByRole('dialog', { name: 'Bet slip' });
    await waitFor(() => expect(document.activeElement).toBe(sheet));
    const handle = sheet.firstElementChild as HTMLElement;
    const before = panel.renders;
    fireEvent.pointerDown(handle, { clientY: 400, pointerId: 1 });
    for (let y = 405; y <= 480; y += 5) fireEvent.pointerMove(handle, { clientY: y, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientY: 480, pointerId: 1 });
    expect(panel.renders).toBe(before);
  });
});
