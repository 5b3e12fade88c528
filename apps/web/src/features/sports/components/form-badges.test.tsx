import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormBadges } from './form-badges';
import { renderSports } from './market-test-kit';

describe('form badges', () => {
  it('shows the last results as letters, most recent first, and reads them out as words', () => {
    renderSports(<FormBadges form={['W', 'D', 'L', 'W']} />);
    const badges = screen.getByRole('img', { name: 'Last results: Win, Draw, Loss, Win' });
    expect(badges.textContent).toBe('WDLW');
  });

  it('speaks Greek on a Greek site', () => {
    renderSports(<FormBadges form={['L', 'W']} />, { siteId: 44 });
    const badges = screen.getByRole('img', { name: 'Τελευταία αποτελέσματα: Ήττα, Νίκη' });
    expect(badges.textContent).toBe('ΗΝ');
  });

  it('shows nothing without results', () => {
    const { container } = renderSports(<FormBadges form={[]} />);
    expect(container.textContent).toBe('');
  });
});
