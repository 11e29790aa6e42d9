// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { useRef } from 'react';

import { useModalDialog } from './use-modal-dialog';

function Drawer({ holdPageScroll }: { holdPageScroll?: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useModalDialog(dialog, { focus: close, holdPageScroll });
  return (
    <dialog ref={dialog} aria-label="Your cart">
      <a href="/shop">Keep shopping</a>
      <button ref={close} type="button">
        Close
      </button>
    </dialog>
  );
}

function Page({ open, holdPageScroll }: { open: boolean; holdPageScroll?: boolean }) {
  return (
    <>
      <button type="button">Open cart</button>
      {open && <Drawer holdPageScroll={holdPageScroll} />}
    </>
  );
}

describe('useModalDialog', () => {
  // Modal behaviour itself (Tab kept inside, the page inert) is the browser's: e2e/support/modal.ts presses it.
  it('opens the dialog with focus where asked, and gives focus back to its opener when it goes', () => {
    const { rerender } = render(<Page open={false} />);
    screen.getByRole('button', { name: 'Open cart' }).focus();
    rerender(<Page open />);
    const dialog = screen.getByRole('dialog', { name: 'Your cart' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    rerender(<Page open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open cart' }));
  });

  it('holds the page still behind a drawer only when asked, and gives the page its scrolling back', () => {
    document.body.style.overflow = 'auto';
    const { rerender } = render(<Page open holdPageScroll />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Page open={false} holdPageScroll />);
    expect(document.body.style.overflow).toBe('auto');

    rerender(<Page open />);
    expect(document.body.style.overflow).toBe('auto');
  });
});
