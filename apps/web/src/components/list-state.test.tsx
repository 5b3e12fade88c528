import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { ListState } from './list-state';

const props = { loading: false, error: false, empty: 'Nothing yet', loadError: 'Could not load' };

describe('ListState', () => {
  it('shows three row skeletons while loading, or two card skeletons', () => {
    const view = renderWithProviders(<ListState {...props} loading onRetry={() => {}} />);
    expect(screen.getByRole('status', { name: 'Loading…' }).children).toHaveLength(3);
    view.unmount();
    renderWithProviders(<ListState {...props} loading look="cards" onRetry={() => {}} />);
    expect(screen.getByRole('status', { name: 'Loading…' }).children).toHaveLength(2);
  });

  it('shows the load error with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<ListState {...props} error onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty text and its action', () => {
    renderWithProviders(<ListState {...props} onRetry={() => {}} action={<a href="/deposit">Deposit</a>} />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeTruthy();
  });
});
