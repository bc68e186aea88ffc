import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSectionFromHash } from './use-section-from-hash';

function Sections() {
  useSectionFromHash();
  return (
    <>
      <section id="how-it-works">
        <h2 tabIndex={-1}>How It Works</h2>
      </section>
      <section id="success-stories">
        <h2 tabIndex={-1}>Success Stories</h2>
      </section>
    </>
  );
}

describe('a landing address that names a section', () => {
  let scrolled: string[];
  beforeEach(() => {
    scrolled = [];
    // jsdom does no layout: record what would be scrolled into view.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
  });

  const renderAt = (path: string) => {
    const router = createMemoryRouter([{ path: '/', element: <Sections /> }], {
      initialEntries: [path],
    });
    render(<RouterProvider router={router} />);
    return router;
  };

  it('shows that section and moves the focus to its heading', () => {
    renderAt('/#success-stories');
    expect(scrolled).toEqual(['success-stories']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Success Stories' }));
  });

  it('does so again when the link is followed from the page, and twice in a row', async () => {
    const router = renderAt('/');
    expect(scrolled).toEqual([]);
    await act(() => router.navigate('/#how-it-works'));
    await act(() => router.navigate('/#how-it-works'));
    expect(scrolled).toEqual(['how-it-works', 'how-it-works']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'How It Works' }));
  });

  it('leaves the page alone for an unknown or malformed section', () => {
    renderAt('/#nowhere');
    renderAt('/#%E0%A4%A');
    expect(scrolled).toEqual([]);
  });
});
