import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button.js';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './Dialog.js';

// Opened by state, as the landing's service cards and the matches' actions open theirs (no
// DialogTrigger), and unmounted on close, as the service dialog is.
function OpenedByState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button>Before</Button>
      <Button onClick={() => setOpen(true)}>Access Service</Button>
      {open ? (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent closeLabel="Close">
            <DialogTitle>Before you continue</DialogTitle>
            <DialogDescription>Educational content only.</DialogDescription>
            <DialogClose asChild>
              <Button>Cancel</Button>
            </DialogClose>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

describe('a dialog opened by a button', () => {
  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'Cancel',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByText('Cancel')),
    ],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])('gives the focus back to that button after %s', async (_how, close) => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Access Service' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
