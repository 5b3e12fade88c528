import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFocusWrap } from './use-focus-wrap';

function Modal() {
  const keepFocus = useFocusWrap<HTMLDivElement>();
  return (
    <>
      <button type="button">Behind</button>
      <div role="dialog" aria-label="Modal" ref={keepFocus} tabIndex={-1}>
        <button type="button">First</button>
        <button type="button" disabled>
          Disabled
        </button>
        <a href="/x">Last</a>
      </div>
    </>
  );
}

describe('useFocusWrap', () => {
  it('keeps Tab and Shift+Tab inside the dialog, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Modal />);
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('link', { name: 'Last' });
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('sends Shift+Tab from the dialog itself to its last control', async () => {
    const user = userEvent.setup();
    render(<Modal />);
    screen.getByRole('dialog').focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Last' }));
  });
});
