import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance } from '../../tests/utils/fake-time';
import { Dialog, type DialogProps } from './dialog';

function Harness({
  dismissible = true,
  onClose = vi.fn(),
  variant,
  hideTitle,
  withActions = true,
}: {
  dismissible?: boolean;
  onClose?: () => void;
  variant?: DialogProps['variant'];
  hideTitle?: boolean;
  withActions?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        open
      </button>
      <Dialog
        open={open}
        title="Agreement"
        dismissible={dismissible}
        variant={variant}
        hideTitle={hideTitle}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={
          withActions ? (
            <>
              <button type="button">Think again</button>
              <button type="button">Agree</button>
            </>
          ) : undefined
        }
      >
        Please read it.
      </Dialog>
    </>
  );
}

/** Quick register with the captcha over it: two modals at once. */
function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOuter(true);
        }}
      >
        open
      </button>
      <Dialog
        open={outer}
        title="Quick register"
        onClose={() => {
          setOuter(false);
        }}
      >
        <button
          type="button"
          onClick={() => {
            setInner(true);
          }}
        >
          Send code
        </button>
        <Dialog
          open={inner}
          title="Captcha"
          variant="sheet"
          onClose={() => {
            setInner(false);
          }}
        >
          <button type="button">Refresh</button>
        </Dialog>
      </Dialog>
    </>
  );
}

const root = document.documentElement;

/** As Chromium does on a second Escape: close() and its `close` event, no `cancel` first. */
async function closedByTheBrowser(dialog: HTMLDialogElement) {
  await act(async () => {
    dialog.close();
    await Promise.resolve();
  });
}

/** A press and its click on `target` (the backdrop is the <dialog> element itself). */
function tap(target: Element) {
  fireEvent.pointerDown(target);
  fireEvent.click(target);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  root.removeAttribute('style');
});

describe('Dialog', () => {
  it('is a labelled modal that takes focus and traps Tab inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Agreement' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Think again' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Agree' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Think again' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Agree' })).toHaveFocus();
  });

  it("opens the platform's <dialog> modally, in <body>, with the panel's content", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Agreement' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.parentElement).toBe(document.body);
    expect(container).not.toContainElement(dialog);
    expect(dialog).toHaveTextContent('Please read it.');
    expect(screen.getByRole('heading', { name: 'Agreement' })).toBeVisible();
  });

  it('visits only the checked radio of a group, as the browser does, when Tab wraps', async () => {
    render(
      <Dialog open title="Language" onClose={vi.fn()} actions={<button type="button">OK</button>}>
        <input type="radio" name="lang" aria-label="zh" readOnly />
        <input type="radio" name="lang" aria-label="en" defaultChecked />
      </Dialog>,
    );
    expect(screen.getByRole('radio', { name: 'en' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'en' })).toHaveFocus();
  });

  it('moves focus to the panel when it holds no control', async () => {
    render(<Harness withActions={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Agreement' });
    expect(dialog.firstElementChild).toHaveFocus();
    // Tab has nowhere to go but stays inside.
    await userEvent.tab();
    expect(dialog.firstElementChild).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores Escape when a choice is required', async () => {
    const onClose = vi.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAttribute('closedby', 'none');
  });

  it('closes on a tap outside the panel, not on one inside it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    tap(opener);
    const dialog = screen.getByRole('dialog');
    advance(300);
    tap(screen.getByText('Please read it.'));
    tap(screen.getByRole('heading', { name: 'Agreement' }));
    expect(onClose).not.toHaveBeenCalled();
    // A press that starts in the panel and ends outside (a text selection) is no tap outside.
    fireEvent.pointerDown(screen.getByText('Please read it.'));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    tap(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores a tap outside for 300 ms after opening: a double-tap cannot open and close it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    tap(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('data-opening');
    // The second tap of a double-tap, where the opener was: now on the backdrop.
    tap(dialog);
    advance(299);
    tap(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('data-opening');
    // A press begun during the guard does not close it even when it ends after.
    fireEvent.pointerDown(dialog);
    advance(1);
    expect(dialog).not.toHaveAttribute('data-opening');
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    tap(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers a control inside the panel at once, during the guard too', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onAgree = vi.fn();
    render(
      <Dialog
        open
        title="Agreement"
        onClose={vi.fn()}
        actions={
          <button type="button" onClick={onAgree}>
            Agree
          </button>
        }
      />,
    );
    tap(screen.getByRole('button', { name: 'Agree' }));
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it('ignores a tap outside when a choice is required', () => {
    const onClose = vi.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    tap(screen.getByRole('button', { name: 'open' }));
    advance(300);
    tap(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes through the caller: its own button sets open = false', async () => {
    function Caller() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          open={open}
          title="Pop-up"
          dismissible={false}
          onClose={() => {
            setOpen(false);
          }}
          actions={
            <button
              type="button"
              onClick={() => {
                setOpen(false);
              }}
            >
              OK
            </button>
          }
        />
      );
    }
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    render(<Caller />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks the page scroll while open and restores the page’s own value on close', async () => {
    root.style.overflow = 'auto';
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(root.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(root.style.overflow).toBe('auto');
  });

  it('keeps a nested dialog on top: Escape closes only it, focus goes back into the outer one, the scroll stays locked until the last closes', async () => {
    render(<Nested />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const sendCode = screen.getByRole('button', { name: 'Send code' });
    expect(sendCode).toHaveFocus();
    await userEvent.click(sendCode);
    const captcha = screen.getByRole('dialog', { name: 'Captcha' });
    expect(captcha).toHaveAttribute('data-variant', 'sheet');
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    expect(root.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Captcha' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Quick register' })).toBeInTheDocument();
    expect(sendCode).toHaveFocus();
    expect(root.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(root.style.overflow).toBe('');
  });

  it('follows the caller when the browser closes it without asking', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await closedByTheBrowser(screen.getByRole<HTMLDialogElement>('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    // A dialog that needs a choice is shown again.
    render(<Harness dismissible={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    await closedByTheBrowser(dialog);
    expect(dialog.open).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open under StrictMode, whose second mount follows a close() of the first', async () => {
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Harness onClose={onClose} />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLDialogElement>('dialog').open).toBe(true);
    expect(root.style.overflow).toBe('hidden');
  });

  it('keeps the variants and the hidden title', async () => {
    render(<Harness variant="sheet" hideTitle />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Agreement' });
    expect(dialog).toHaveAttribute('data-variant', 'sheet');
    expect(screen.getByRole('heading', { name: 'Agreement' })).toHaveClass('visually-hidden');
  });

  it('renders nothing on a server, even open', () => {
    expect(renderToString(<Dialog open title="Agreement" onClose={() => {}} />)).toBe('');
  });
});
