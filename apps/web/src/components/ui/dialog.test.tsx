import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

afterEach(cleanup);

/** A dialog opened from code, as the app's confirm dialogs are: no DialogTrigger. */
function Page({ autoFocusField = false, removeOpener = false }: { autoFocusField?: boolean; removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  const close = () => {
    setOpen(false);
    if (removeOpener) setOpenerShown(false);
  };
  return (
    <main tabIndex={-1}>
      {openerShown && <button onClick={() => setOpen(true)}>Cancel request</button>}
      <Dialog open={open} onOpenChange={(next) => !next && close()}>
        <DialogContent>
          <DialogTitle>Cancel this request?</DialogTitle>
          <DialogDescription>It cannot be taken back.</DialogDescription>
          <textarea aria-label="Reason" autoFocus={autoFocusField} />
          <button onClick={close}>Keep it</button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('DialogContent', () => {
  it.each([
    ['Radix moves focus in', false],
    ['a field takes focus with autoFocus', true],
  ])('gives focus back to the button that opened it without a trigger (%s)', async (_, autoFocusField) => {
    render(<Page autoFocusField={autoFocusField} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel request' }));
  });

  it('gives focus back after Escape', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel request' }));
  });

  it('focuses the main landmark when the opener is gone', async () => {
    render(<Page removeOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves focus where something else put it as the dialog closed (a navigation focusing the new heading)', async () => {
    render(
      <>
        <Dialog>
          <DialogTrigger>Open menu</DialogTrigger>
          <DialogContent>
            <DialogTitle>Menu</DialogTitle>
            <DialogDescription>Screens you can open</DialogDescription>
            <DialogClose>Leave requests</DialogClose>
          </DialogContent>
        </Dialog>
        <h1 tabIndex={-1}>Leave requests</h1>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    const heading = screen.getByRole('heading', { name: 'Leave requests', hidden: true });
    // Right after the dialog leaves the page, before Radix gives focus back (a timer later).
    const observer = new MutationObserver(() => !dialog.isConnected && heading.focus());
    observer.observe(document.body, { childList: true, subtree: true });
    await userEvent.click(screen.getByRole('button', { name: 'Leave requests' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    observer.disconnect();
    expect(document.activeElement).toBe(heading);
  });
});
