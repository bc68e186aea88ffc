import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  Introduction,
  Language,
  ScamSign,
  ThreadMessage,
  ThreadResponse,
} from '@ageless/contracts';
import { type FakeAnswer, type FakeCall, fakeApi, renderPage } from '@ageless/testing';
import { IntroductionItem } from './IntroductionItem';
import { THREAD_POLL_MS } from '../api/thread';
import { ThreadPanel } from './ThreadPanel';
import { MATCHES_PATHS } from '../../../app/App';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The matches remote as the host shows it: its texts, its routes, where the router is.
const page = { catalogues: { matches: { en, de } }, paths: MATCHES_PATHS, showLocation: true };

const THREAD = '/api/profiles/p1/introductions/i1/messages';

const message = (
  id: string,
  direction: ThreadMessage['direction'],
  text: string,
  moneyWarning = false,
  scamSigns: ScamSign[] = [],
): ThreadMessage => ({
  id,
  direction,
  text,
  moneyWarning,
  scamSigns,
  createdAt: '2026-11-27T09:30:00.000Z',
});

const hello = message('m1', 'received', 'Hello! When could I see the room?');
const money = message('m2', 'received', 'Could you send me an Amazon gift card first?', true);
const mine = message(
  'm3',
  'sent',
  'Photos on [link removed], or could you transfer the fee?',
  true,
);

function showThread(
  answers: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>,
  language: Language = 'en',
) {
  const onReport = jest.fn();
  const onBlock = jest.fn();
  const api = fakeApi(answers);
  renderPage(
    <ThreadPanel profileId="p1" introductionId="i1" onReport={onReport} onBlock={onBlock} />,
    { ...page, route: '/matches/p1', language },
  );
  return { ...api, onReport, onBlock };
}

const thread = (messages: ThreadMessage[], messagesLeftToday = 60): FakeAnswer => ({
  body: { messages, messagesLeftToday } satisfies ThreadResponse,
});

describe('the thread of an accepted introduction', () => {
  it('shows both sides’ messages as plain text, with the money warning on a received one', async () => {
    showThread({ [`GET ${THREAD}`]: thread([hello, money, mine]) });
    const items = await screen.findAllByTestId('thread-message');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Hello! When could I see the room?'),
      expect.stringContaining('Could you send me an Amazon gift card first?'),
      expect.stringContaining('Photos on [link removed]'),
    ]);
    expect(within(items[0]!).getByText(/^They/)).toBeTruthy();
    expect(within(items[2]!).getByText(/^You/)).toBeTruthy();
    // Warned where the other person speaks of money, not under one's own words.
    expect(within(items[1]!).getByRole('note').textContent).toContain(
      'Never send money to someone you have not met.',
    );
    expect(within(items[2]!).queryByRole('note')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('You can send 60 more messages today.')).toBeTruthy();
  });

  it('shows the standing safety line in every thread', async () => {
    // Thirteenth hostile pass #1 and #3: the one rule against every scam, shown above the messages.
    showThread({ [`GET ${THREAD}`]: thread([hello]) });
    await screen.findAllByTestId('thread-message');
    const line = screen.getByTestId('thread-safety').textContent;
    expect(line).toContain('Never send money, gift cards or bank details.');
    expect(line).toContain('Never tell anyone a PIN, a password, a code or your private link.');
    expect(line).toContain('Our team never asks for them.');
    expect(line).toContain('Report anyone who does.');
  });

  it('shows the safety line in German', async () => {
    showThread({ [`GET ${THREAD}`]: thread([]) }, 'de');
    const line = (await screen.findByTestId('thread-safety')).textContent;
    expect(line).toContain('Senden Sie nie Geld, Gutscheinkarten oder Bankdaten.');
    expect(line).toContain('Nennen Sie niemandem eine PIN, ein Passwort, einen Code');
    expect(line).toContain('Unser Team fragt nie danach.');
  });

  it('warns of a received message that moves the talk off the platform', async () => {
    const elsewhere = message('m4', 'received', "Let's continue on Telegram.", false, [
      'offPlatform',
    ]);
    showThread({ [`GET ${THREAD}`]: thread([hello, elsewhere]) }, 'de');
    const items = await screen.findAllByTestId('thread-message');
    expect(within(items[0]!).queryByRole('note')).toBeNull();
    expect(within(items[1]!).getByRole('note').textContent).toContain(
      'Lassen Sie sich Zeit, bevor Sie woanders weiterschreiben.',
    );
  });

  it('sends what was typed, empties the box and shows the message', async () => {
    let messages = [hello];
    const { calls } = showThread({
      [`GET ${THREAD}`]: () => thread(messages),
      [`POST ${THREAD}`]: (call) => {
        const sent = message('m9', 'sent', (call.body as { text: string }).text);
        messages = [...messages, sent];
        return { status: 201, body: sent };
      },
    });
    const box = await screen.findByLabelText('Your message');
    fireEvent.change(box, { target: { value: '  Saturday at ten suits me.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Saturday at ten suits me.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { text: 'Saturday at ten suits me.' },
    ]);
  });

  it('asks for a message instead of sending nothing, and caps the box at 2,000 characters', async () => {
    const { calls } = showThread({ [`GET ${THREAD}`]: thread([]) });
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
    const box = screen.getByLabelText('Your message');
    expect(box.getAttribute('maxLength')).toBe('2000');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please write a message first.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the API’s own words when it refuses a message', async () => {
    showThread({
      [`GET ${THREAD}`]: thread([hello], 0),
      [`POST ${THREAD}`]: {
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'You can send 60 messages a day. Please continue tomorrow.',
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Your message'), {
      target: { value: 'One more' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can send 60 messages a day. Please continue tomorrow.',
    );
  });

  it('says the conversation is closed once a block or report closed it', async () => {
    showThread({});
    expect(await screen.findByText('This conversation is closed.')).toBeTruthy();
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });

  it('offers report and block from the thread', async () => {
    const { onReport, onBlock } = showThread({ [`GET ${THREAD}`]: thread([money]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(onReport).toHaveBeenCalledTimes(1);
    expect(onBlock).toHaveBeenCalledTimes(1);
  });

  it('is in German too', async () => {
    showThread({ [`GET ${THREAD}`]: thread([money]) }, 'de');
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(
      'Senden Sie niemals Geld an jemanden, den Sie nicht getroffen haben.',
    );
    expect(screen.getByLabelText('Ihre Nachricht')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeTruthy();
    expect(screen.getByText(/^Die andere Person/)).toBeTruthy();
  });

  describe('while open', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows new messages without being asked', async () => {
      let messages = [hello];
      showThread({ [`GET ${THREAD}`]: () => thread(messages) });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getAllByTestId('thread-message')).toHaveLength(1);
      messages = [hello, money];
      await act(() => jest.advanceTimersByTimeAsync(THREAD_POLL_MS));
      await waitFor(() => expect(screen.getAllByTestId('thread-message')).toHaveLength(2));
    });
  });
});

describe('an accepted introduction in the inbox', () => {
  const accepted: Introduction = {
    id: 'i1',
    direction: 'sent',
    status: 'accepted',
    blueprint: { key: 'intergenerational-homeshare', name: 'Home share' },
    message: 'Hello!',
    moneyWarning: false,
    scamSigns: [],
    distanceBadge: 'local',
    createdAt: '2026-11-22T10:00:00.000Z',
    contact: { firstName: 'Hanna', kind: 'email', value: 'hanna@example.org' },
    sharedMine: false,
    folded: false,
  };

  it('opens its messages, with the unread count on the button, and reports from there', async () => {
    fakeApi({ [`GET ${THREAD}`]: thread([money]) });
    renderPage(<IntroductionItem profileId="p1" introduction={accepted} unreadMessages={1} />, {
      ...page,
      route: '/matches/p1',
    });
    const toggle = screen.getByRole('button', { name: 'Messages: 1 new' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Messages' });
    await within(panel).findByTestId('thread-message');
    fireEvent.click(within(panel).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this person' })).toBeTruthy();
  });

  it('has no messages before it is accepted', () => {
    fakeApi({});
    renderPage(
      <IntroductionItem profileId="p1" introduction={{ ...accepted, status: 'pending' }} />,
      { ...page, route: '/matches/p1' },
    );
    expect(screen.queryByRole('button', { name: /^Messages/ })).toBeNull();
  });
});
