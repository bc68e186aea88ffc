import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { fakeApi, renderPage } from '@ageless/testing';
import { ShellLayout } from './ShellLayout';

// Issue 27: the address changes as a link is followed and the page follows it a moment later. The
// focus then goes to the new page, unless the reader has meanwhile moved it somewhere else: a
// keyboard user who tabbed on to the next link keeps it, and the next Enter is not lost.

/** Follows a link slowly: by the time the next page is rendered the reader is on "Help Center". */
function SlowStart() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/next">Next page</Link>
      <button
        type="button"
        onClick={() => {
          screen.getByRole('link', { name: 'Help Center' }).focus();
          void navigate('/next');
        }}
      >
        Go on
      </button>
    </>
  );
}

function renderShell() {
  fakeApi(() => ({ body: { profiles: [] } }));
  renderPage(
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="/start" element={<SlowStart />} />
        <Route path="/next" element={<h1>The next page</h1>} />
      </Route>
    </Routes>,
    { route: '/start' },
  );
}

describe('the focus on a new page', () => {
  it('goes to the new page’s content after a link is followed', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByRole('heading', { name: 'The next page' });
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('stays where the reader moved it while the new page was coming', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Go on' }));
    await screen.findByRole('heading', { name: 'The next page' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Help Center' }));
  });
});
