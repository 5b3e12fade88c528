import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('scroll-to-top button', () => {
  beforeEach(() => {
    mockFetch();
    scrollTo(0);
  });

  it('appears only after more than 800 px of scrolling and scrolls back up', async () => {
    const { user } = renderApp();
    await screen.findByRole('banner');
    scrollTo(800);
    await nextFrame();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollTo(801);
    const button = await screen.findByRole('button', { name: 'Scroll to top' });
    await user.click(button);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull());
  });
});
