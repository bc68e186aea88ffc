import { screen } from '@testing-library/react';
import { renderChat } from '../testing/render.js';
import { ReplyAnnouncer } from './ReplyAnnouncer.js';

const REPLY =
  '**At 67**, see [the SSA](https://www.ssa.gov/benefits) or https://www.medicare.gov/plans.';

describe('ReplyAnnouncer', () => {
  it('announces a reply as plain text: no Markdown marks, links by their text, no addresses', () => {
    renderChat(<ReplyAnnouncer announcement={{ id: 'a1', text: REPLY }} language="en" />);
    const region = screen.getByText(/New reply from the guide/).closest('[aria-live]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe(
      'New reply from the guide: At 67, see the SSA or medicare.gov.',
    );
  });

  it('says so in German', () => {
    renderChat(
      <ReplyAnnouncer
        announcement={{ id: 'a1', text: '- Mit **63** [hier](https://drv.de)' }}
        language="de"
      />,
      'de',
    );
    expect(screen.getByText(/Neue Antwort/).textContent).toBe(
      'Neue Antwort des Begleiters: Mit 63 hier',
    );
  });
});
