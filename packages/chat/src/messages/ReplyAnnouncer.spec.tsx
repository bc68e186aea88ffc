import { screen } from '@testing-library/react';
import { renderPage } from '@ageless/testing';
import { CHAT_TEXTS } from '../texts/chat-texts.js';
import { ReplyAnnouncer } from './ReplyAnnouncer.js';

// A chat component as a page shows it: the chat texts registered.
const page = { catalogues: { chat: CHAT_TEXTS } };

const REPLY =
  '**At 67**, see [the SSA](https://www.ssa.gov/benefits) or https://www.medicare.gov/plans.';

describe('ReplyAnnouncer', () => {
  it('announces a reply as plain text: no Markdown marks, links by their text, no addresses', () => {
    renderPage(<ReplyAnnouncer announcement={{ id: 'a1', text: REPLY }} language="en" />, page);
    const region = screen.getByText(/New reply from the guide/).closest('[aria-live]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe(
      'New reply from the guide: At 67, see the SSA or medicare.gov.',
    );
  });

  it('says so in German', () => {
    renderPage(
      <ReplyAnnouncer
        announcement={{ id: 'a1', text: '- Mit **63** [hier](https://drv.de)' }}
        language="de"
      />,
      { ...page, language: 'de' },
    );
    expect(screen.getByText(/Neue Antwort/).textContent).toBe(
      'Neue Antwort des Begleiters: Mit 63 hier',
    );
  });
});
