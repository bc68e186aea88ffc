import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DisplayMessage } from '../session/chat-message.js';
import { renderPage } from '@ageless/testing';
import { CHAT_TEXTS } from '../texts/chat-texts.js';
import { MessageList } from './MessageList.js';

// A chat component as a page shows it: the chat texts registered.
const page = { catalogues: { chat: CHAT_TEXTS } };

const message = (id: string, role: 'user' | 'assistant', content: string): DisplayMessage => ({
  id,
  role,
  content,
  timestamp: '2026-11-23T10:00:00Z',
});

const CONVERSATION = [
  message('q1', 'user', 'When can I retire?'),
  message('a1', 'assistant', 'At **67**, see [the SSA](https://www.ssa.gov/benefits).'),
];

class FakeUtterance {
  lang = '';
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

function fakeSpeech() {
  const speech = { spoken: [] as FakeUtterance[], cancel: jest.fn(), speak: jest.fn() };
  speech.speak.mockImplementation((utterance) => speech.spoken.push(utterance as FakeUtterance));
  Object.assign(window, { speechSynthesis: speech, SpeechSynthesisUtterance: FakeUtterance });
  return speech;
}

const scrolled = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  scrolled.mockReset();
});

describe('MessageList', () => {
  it('reads a reply aloud in the chat’s language, without link addresses or Markdown marks', async () => {
    const speech = fakeSpeech();
    renderPage(<MessageList messages={CONVERSATION} pending={false} language="en" />, page);
    // One button per reply, none for the reader's own messages.
    const read = screen.getByRole('button', { name: 'Read this answer aloud' });
    expect(screen.getAllByRole('button')).toHaveLength(1);

    await userEvent.click(read);
    expect(speech.spoken.map(({ text, lang }) => ({ text, lang }))).toEqual([
      { text: 'At 67, see the SSA.', lang: 'en-US' },
    ]);
    const stop = screen.getByRole('button', { name: 'Stop reading aloud' });
    await userEvent.click(stop);
    expect(speech.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Read this answer aloud' })).toBeTruthy();
  });

  it('stops reading when a new message comes in, and in German says so in German', async () => {
    const speech = fakeSpeech();
    const view = renderPage(<MessageList messages={CONVERSATION} pending={false} language="de" />, {
      ...page,
      language: 'de',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Diese Antwort vorlesen' }));
    expect(speech.spoken[0]!.lang).toBe('de-DE');
    speech.cancel.mockClear();
    view.rerender(
      <MessageList
        messages={[...CONVERSATION, message('q2', 'user', 'Und früher?')]}
        pending
        language="de"
      />,
    );
    expect(speech.cancel).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Vorlesen beenden' })).toBeNull();
  });

  it('offers no read-aloud button where the browser cannot speak', () => {
    renderPage(<MessageList messages={CONVERSATION} pending={false} language="en" />, page);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a restored conversation does not move the page; a new reply is shown from its start', () => {
    const view = renderPage(
      <MessageList messages={CONVERSATION} pending={false} language="en" />,
      page,
    );
    expect(scrolled).not.toHaveBeenCalled();

    const asked = [...CONVERSATION, message('q2', 'user', 'And earlier?')];
    act(() => view.rerender(<MessageList messages={asked} pending language="en" />));
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'end' });
    act(() =>
      view.rerender(
        <MessageList
          messages={[...asked, message('a2', 'assistant', 'From 62, with a cut.')]}
          pending={false}
          language="en"
        />,
      ),
    );
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts.at(-1)).toBe(
      screen.getByText('From 62, with a cut.').closest('li'),
    );
  });

  it('moves only the box that scrolls the conversation, never the panel or page around it', () => {
    // The widget's panel body scrolls its messages: scrolling the reply into view used to move
    // the panel too and push its header out (issue 27).
    const inBox = (messages: DisplayMessage[], pending: boolean) => (
      <div data-testid="box" style={{ overflowY: 'auto' }}>
        <MessageList messages={messages} pending={pending} language="en" />
      </div>
    );
    const view = renderPage(inBox(CONVERSATION, false), page);
    // The same tree from here on (rerender replaces the providers renderPage put around it).
    act(() => view.rerender(inBox(CONVERSATION, false)));
    const box = screen.getByTestId('box');
    let scrollTop = 0;
    Object.defineProperties(box, {
      scrollHeight: { value: 1000, configurable: true },
      clientHeight: { value: 200, configurable: true },
      scrollTop: { get: () => scrollTop, set: (top: number) => (scrollTop = top) },
    });
    box.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;

    const asked = [...CONVERSATION, message('q2', 'user', 'And earlier?')];
    act(() => view.rerender(inBox(asked, true)));
    const reply = message('a2', 'assistant', 'From 62, with a cut.');
    const replyTop = 400;
    const measure = jest
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: Element) {
        return { top: this instanceof HTMLLIElement ? replyTop : 0 } as DOMRect;
      });
    scrollTop = 500;
    act(() => view.rerender(inBox([...asked, reply], false)));
    measure.mockRestore();
    // The reply's first line at the top of the box (8 px below its edge), by the box alone.
    expect(scrollTop).toBe(500 + (replyTop - 100) - 8);
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('MessageList: the planner with an answer’s numbers (issue 24, item 4)', () => {
  const PATH = '/pension-planner?system=us&pia=1850&born=1960&claim=67';
  const computed: DisplayMessage = {
    ...message('a2', 'assistant', 'At 67: $1,850.00 a month (full benefit).'),
    planner: { path: PATH },
  };

  it('links the answer to the planner after it, in English and in German', () => {
    const view = renderPage(
      <MessageList messages={[...CONVERSATION, computed]} pending={false} language="en" />,
      page,
    );
    // One link, under the answer that was computed; none under the other reply.
    const link = screen.getByRole('link', { name: 'Open the pension planner with these numbers' });
    expect(link.getAttribute('href')).toBe(PATH);
    expect(link.closest('li')!.textContent).toContain('At 67: $1,850.00');
    view.unmount();

    renderPage(<MessageList messages={[computed]} pending={false} language="de" />, {
      ...page,
      language: 'de',
    });
    expect(
      screen
        .getByRole('link', { name: 'Im Rentenplaner mit diesen Zahlen öffnen' })
        .getAttribute('href'),
    ).toBe(PATH);
  });

  it('on another site (the widget) leads to the product’s own planner', () => {
    renderPage(
      <MessageList
        messages={[computed]}
        pending={false}
        language="en"
        apiBase="https://ageless.example/"
      />,
      page,
    );
    expect(
      screen
        .getByRole('link', { name: 'Open the pension planner with these numbers' })
        .getAttribute('href'),
    ).toBe(`https://ageless.example${PATH}`);
  });

  it('shows no link while the reply is still being written', () => {
    renderPage(
      <MessageList messages={[{ ...computed, streaming: true }]} pending language="en" />,
      page,
    );
    expect(screen.queryByRole('link', { name: /pension planner/ })).toBeNull();
  });
});
