import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogClose, type DialogProps, DialogTitle } from './dialog';
import { CLOSE_DRAG, DRAG_PROPERTY } from './use-sheet-drag';

/** A page with a button behind the dialog and the button that opens it. */
function Page({ children, ...props }: Partial<DialogProps> & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Behind</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} {...props}>
        <DialogTitle>Settings</DialogTitle>
        {children ?? <button type="button">First</button>}
        <DialogClose>Done</DialogClose>
      </Dialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Settings' });
/** The dialog's backdrop, the last layer under the popup. */
const scrim = () => [...document.querySelectorAll('[data-base-ui-portal] > [role="presentation"]')].at(-1) as Element;
const focusInside = () => expect(dialog().contains(document.activeElement)).toBe(true);

describe('Dialog', () => {
  it('moves the focus in when it opens and gives it back to the opener when Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back to finalFocus when one is named', async () => {
    function WithTarget() {
      const target = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" ref={target}>
            Target
          </button>
          <Page finalFocus={target} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<WithTarget />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(focusInside);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Target' })));
  });

  // What the hand-made Tab wrap missed: these take the focus too, so Shift+Tab from the first control wraps to
  // them and Tab from them wraps to the first. (Tab out of a frame goes through the frame's own document, which
  // jsdom's user-event cannot walk: the frame checks the wrap one way.)
  it.each([
    ['an editable region', <div key="last" contentEditable suppressContentEditableWarning data-last="" />, true],
    [
      'a summary',
      <details key="last">
        <summary data-last="">More</summary>
      </details>,
      true,
    ],
    ['a frame', <iframe key="last" title="Frame" data-last="" />, false],
  ])('keeps Tab inside when the last stop is %s', async (_, last, forward) => {
    const user = userEvent.setup();
    render(
      <Page>
        <button type="button">First</button>
        {last}
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const first = screen.getByRole('button', { name: 'First' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    const lastStop = dialog().querySelector<HTMLElement>('[data-last]');
    // jsdom does not implement isContentEditable, by which browsers (and Base UI) tell an editable region is a stop.
    if (lastStop?.hasAttribute('contenteditable'))
      Object.defineProperty(lastStop, 'isContentEditable', { value: true });
    // The close button comes after it in the markup; the element under test must be the last stop.
    screen.getByRole('button', { name: 'Done' }).remove();
    await user.tab({ shift: true });
    await waitFor(() => expect(document.activeElement).toBe(lastStop));
    if (!forward) return;
    await user.tab();
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('keeps a full round of Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(focusInside);
    for (const shift of [false, true]) {
      for (let press = 0; press < 5; press += 1) {
        await user.tab({ shift });
        await waitFor(focusInside);
      }
    }
  });

  it('hides the page behind from assistive technology and locks its scroll', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(focusInside);
    expect(screen.queryByRole('button', { name: 'Behind' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Behind', hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
    expect(getComputedStyle(document.body).overflowY).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Behind' })).toBeTruthy());
  });

  it('closes on a press on the scrim, but an alert does not', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(focusInside);
    await user.click(scrim());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();

    render(<Page alert />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Settings' });
    await user.click(scrim());
    expect(alert.isConnected).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('closes only the dialog opened last on Escape (the login dialog over the slip sheet)', async () => {
    const user = userEvent.setup();
    const closeSheet = vi.fn();
    function Two() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <Dialog variant="sheet" onClose={closeSheet}>
            <DialogTitle>Sheet</DialogTitle>
            <button type="button" onClick={() => setSecond(true)}>
              Log in
            </button>
          </Dialog>
          {/* A sibling, as the login dialog's host is to the slip's: not a nested dialog. */}
          <Dialog open={second} onClose={() => setSecond(false)}>
            <DialogTitle>Login</DialogTitle>
            <input aria-label="User name" />
          </Dialog>
        </>
      );
    }
    render(<Two />);
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'User name' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
    expect(closeSheet).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(closeSheet).toHaveBeenCalledOnce();
  });

  it('stays open on Escape when nobody can close it (the reality check asks for an answer)', async () => {
    const user = userEvent.setup();
    render(
      <Dialog alert>
        <DialogTitle>Reality check</DialogTitle>
        <button type="button">Continue</button>
      </Dialog>,
    );
    const alert = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await user.keyboard('{Escape}');
    expect(alert.isConnected).toBe(true);
  });
});

describe('Dialog as a bottom sheet', () => {
  /** Commits of the whole sheet, Base UI's parts included. */
  let renders = 0;

  function renderSheet() {
    renders = 0;
    const onClose = vi.fn();
    render(
      <Profiler id="sheet" onRender={() => (renders += 1)}>
        <Dialog variant="sheet" onClose={onClose}>
          <DialogTitle>Settings</DialogTitle>
          <button type="button">Inside</button>
        </Dialog>
      </Profiler>,
    );
    const sheet = dialog();
    const handle = sheet.firstElementChild as HTMLElement;
    return { onClose, sheet, handle };
  }

  it('takes the focus itself on open, not its first control', async () => {
    const { sheet } = renderSheet();
    await waitFor(() => expect(document.activeElement).toBe(sheet));
  });

  it('follows a drag through a style property, rendering nothing, and springs back from a short one', async () => {
    const { onClose, sheet, handle } = renderSheet();
    await waitFor(() => expect(document.activeElement).toBe(sheet));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const before = renders;
    fireEvent.pointerDown(handle, { clientY: 500, pointerId: 1 });
    for (const y of [510, 530, 560]) fireEvent.pointerMove(handle, { clientY: y, pointerId: 1 });
    expect(sheet.style.getPropertyValue(DRAG_PROPERTY)).toBe('60px');
    expect(sheet.hasAttribute('data-dragging')).toBe(true);
    expect(renders).toBe(before);
    fireEvent.pointerUp(handle, { clientY: 560, pointerId: 1 });
    expect(sheet.style.getPropertyValue(DRAG_PROPERTY)).toBe('');
    expect(sheet.hasAttribute('data-dragging')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(renders).toBe(before);
  });

  it('closes when dragged down further than the threshold, and not when dragged up', async () => {
    const { onClose, sheet, handle } = renderSheet();
    await waitFor(() => expect(document.activeElement).toBe(sheet));
    fireEvent.pointerDown(handle, { clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 300, pointerId: 1 });
    expect(sheet.style.getPropertyValue(DRAG_PROPERTY)).toBe('');
    fireEvent.pointerUp(handle, { clientY: 300, pointerId: 1 });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.pointerDown(handle, { clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 500 + CLOSE_DRAG + 1, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientY: 500 + CLOSE_DRAG + 1, pointerId: 1 });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
