import { jest } from '@jest/globals';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ChatRequest, ChatResponse } from '@ageless/contracts';
import type { StreamChatOptions } from '@ageless/api-client';

// The engine's only way out is @ageless/api-client: these stand in for the API.
class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}
type Send = (request: ChatRequest, options: StreamChatOptions) => Promise<ChatResponse>;
const sendChat = jest.fn<Send>();
const postChat = jest.fn<Send>();
const apiGet = jest.fn<(path: string, options: { signal?: AbortSignal }) => Promise<unknown>>();
const apiRequest = jest.fn<(method: string, path: string) => Promise<unknown>>();
jest.unstable_mockModule('@ageless/api-client', () => ({
  ApiRequestError,
  apiGet,
  apiRequest,
  chatOwnerHeaders: () => ({}),
  postChat,
  sendChat,
}));
const { useChatSession } = await import('./use-chat-session.js');
const { calmModePreference } = await import('../reading/calm-mode.js');
type Session = ReturnType<typeof useChatSession>;
type Options = Parameters<typeof useChatSession>[0];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Root[] = [];
function renderSession(options: Partial<Options> & Pick<Options, 'caller'>) {
  const current: { session?: Session } = {};
  function Probe() {
    current.session = useChatSession({ language: 'en', failureText: 'Sorry', ...options });
    return null;
  }
  const root = createRoot(document.createElement('div'));
  mounted.push(root);
  act(() => root.render(createElement(Probe)));
  return {
    get session(): Session {
      return current.session!;
    },
    unmount: () => act(() => root.unmount()),
  };
}

/** A reply the test finishes when it wants, after the words it streams. */
function heldReply() {
  let finish!: (answer: ChatResponse) => void;
  let options!: StreamChatOptions;
  sendChat.mockImplementationOnce((_request, given) => {
    options = given;
    return new Promise((resolve) => (finish = resolve));
  });
  return {
    stream: (soFar: string) => act(() => options.onToken?.('', soFar)),
    finish: (answer: ChatResponse) => act(async () => finish(answer)),
    get signal() {
      return options.signal!;
    },
  };
}

const texts = (session: Session) => session.messages.map((m) => `${m.role}: ${m.content}`);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sendChat.mockReset();
  postChat.mockReset();
  apiGet.mockReset();
  apiRequest.mockReset();
  apiRequest.mockResolvedValue({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const root of mounted.splice(0)) act(() => root.unmount());
});

describe('useChatSession', () => {
  it('shows the question at once, the reply as it streams, then the whole reply once', async () => {
    const view = renderSession({ caller: 'page' });
    const reply = heldReply();
    await act(async () => void view.session.send('  When can I retire?  '));
    expect(texts(view.session)).toEqual(['user: When can I retire?']);
    expect(view.session.pending).toBe(true);

    reply.stream('At 67');
    expect(view.session.messages.at(-1)).toMatchObject({ content: 'At 67', streaming: true });

    await reply.finish({ response: 'At 67, or earlier with a reduction.' });
    expect(texts(view.session)).toEqual([
      'user: When can I retire?',
      'assistant: At 67, or earlier with a reduction.',
    ]);
    expect(view.session.messages.at(-1)?.streaming).toBeUndefined();
    expect(view.session.pending).toBe(false);
    expect(view.session.announcement?.text).toBe('At 67, or earlier with a reduction.');
  });

  it('ignores blank input and input while a reply is pending (spec §4)', async () => {
    const view = renderSession({ caller: 'page' });
    await act(async () => void view.session.send('   '));
    expect(sendChat).not.toHaveBeenCalled();
    heldReply();
    await act(async () => void view.session.send('First'));
    await act(async () => void view.session.send('Second'));
    expect(sendChat).toHaveBeenCalledTimes(1);
    expect(texts(view.session)).toEqual(['user: First']);
  });

  it('asks for the whole answer at once when streaming is off (calm mode)', async () => {
    postChat.mockResolvedValueOnce({ response: 'All at once.' });
    const view = renderSession({ caller: 'page', streaming: false });
    await act(async () => view.session.send('Hello'));
    expect(sendChat).not.toHaveBeenCalled();
    expect(texts(view.session)).toEqual(['user: Hello', 'assistant: All at once.']);
  });

  it('replaces a reply that breaks off with the apology, and never sends that back as history', async () => {
    const view = renderSession({ caller: 'landing' });
    let fail!: (error: Error) => void;
    let options!: StreamChatOptions;
    sendChat.mockImplementationOnce((_request, given) => {
      options = given;
      return new Promise((_resolve, reject) => (fail = reject));
    });
    await act(async () => void view.session.send('Hello'));
    act(() => options.onToken?.('', 'Half an ans'));
    await act(async () => fail(new Error('the stream broke off')));
    expect(texts(view.session)).toEqual(['user: Hello', 'assistant: Sorry']);
    expect(view.session.messages.at(-1)?.failed).toBe(true);
    expect(view.session.pending).toBe(false);

    sendChat.mockResolvedValueOnce({ response: 'Hi there.' });
    await act(async () => view.session.send('Are you there?'));
    const request = sendChat.mock.calls.at(-1)![0] as { conversationHistory: unknown[] };
    expect(request.conversationHistory).toEqual([{ role: 'user', content: 'Hello' }]);
  });

  it('names the unreachable API when nothing answered at all', async () => {
    sendChat.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const view = renderSession({ caller: 'widget', unreachableText: 'Cannot reach the chat' });
    await act(async () => view.session.send('Hello'));
    expect(view.session.messages.at(-1)?.content).toBe('Cannot reach the chat');
  });

  it('says what the API asks when it is busy or the person writes too fast, else the apology', async () => {
    const view = renderSession({ caller: 'page' });
    const busy = 'The guide is answering many people right now. Please try again in a few seconds.';
    sendChat.mockRejectedValueOnce(new ApiRequestError('503', 503, busy));
    await act(async () => view.session.send('Hello'));
    expect(view.session.messages.at(-1)).toMatchObject({ content: busy, failed: true });
    sendChat.mockRejectedValueOnce(new ApiRequestError('429', 429, 'Too many messages. Wait.'));
    await act(async () => view.session.send('Hello again'));
    expect(view.session.messages.at(-1)?.content).toBe('Too many messages. Wait.');
    // A bug's 500 says nothing useful to a person: the general apology.
    sendChat.mockRejectedValueOnce(new ApiRequestError('500', 500, 'Something went wrong'));
    await act(async () => view.session.send('And now?'));
    expect(view.session.messages.at(-1)?.content).toBe('Sorry');
  });

  it('stops a reply in flight: the request is aborted and its unfinished text taken away', async () => {
    const view = renderSession({ caller: 'page' });
    const reply = heldReply();
    await act(async () => void view.session.send('Tell me everything'));
    reply.stream('Once upon');
    act(() => view.session.stop());
    expect(reply.signal.aborted).toBe(true);
    expect(view.session.pending).toBe(false);
    expect(texts(view.session)).toEqual(['user: Tell me everything']);
  });

  it('aborts the reply in flight when the surface goes away', async () => {
    const view = renderSession({ caller: 'widget' });
    const reply = heldReply();
    await act(async () => void view.session.send('Hello'));
    view.unmount();
    expect(reply.signal.aborted).toBe(true);
  });

  it("widget: takes the server's messages and count, and opens the upgrade prompt", async () => {
    const onUpgradeRequired = jest.fn();
    const view = renderSession({ caller: 'widget', onUpgradeRequired });
    const server = [
      {
        id: 'a',
        role: 'user' as const,
        content: 'Sixth question',
        timestamp: '2026-11-23T10:00:00Z',
      },
      {
        id: 'b',
        role: 'assistant' as const,
        content: 'Please upgrade',
        timestamp: '2026-11-23T10:00:01Z',
      },
    ];
    sendChat.mockResolvedValueOnce({
      response: 'Please upgrade',
      requiresUpgrade: true,
      messages: server,
      conversationCount: 5,
    });
    await act(async () => view.session.send('Sixth question'));
    expect(view.session.requiresUpgrade).toBe(true);
    expect(onUpgradeRequired).toHaveBeenCalledTimes(1);
    expect(view.session.conversationCount).toBe(5);
    expect(view.session.messages.map((m) => m.id)).toEqual(['a', 'b']);
    const saved = JSON.parse(localStorage.getItem('ageless-connect-chat-session')!);
    expect(saved).toMatchObject({ id: view.session.sessionId, conversationCount: 5 });
    act(() => view.session.dismissUpgrade());
    expect(view.session.requiresUpgrade).toBe(false);
  });

  it('widget: reads a remembered conversation back from the server', async () => {
    localStorage.setItem(
      'ageless-connect-chat-session',
      JSON.stringify({
        id: 'widget-remembered-1',
        messages: [{ role: 'user', content: 'Old copy', timestamp: '2026-11-22T10:00:00Z' }],
        conversationCount: 1,
      }),
    );
    apiGet.mockResolvedValueOnce({
      sessionId: 'widget-remembered-1',
      messages: [
        { id: 'x', role: 'user', content: 'Question', timestamp: '2026-11-22T10:00:00Z' },
        { id: 'y', role: 'assistant', content: 'Answer', timestamp: '2026-11-22T10:00:02Z' },
      ],
      conversationCount: 1,
      freeConversations: 5,
    });
    const view = renderSession({ caller: 'widget' });
    expect(texts(view.session)).toEqual(['user: Old copy']);
    await act(async () => undefined);
    expect(apiGet.mock.calls[0]![0]).toBe('/api/chat/widget-remembered-1');
    expect(texts(view.session)).toEqual(['user: Question', 'assistant: Answer']);
  });

  it('starts a new session by itself when the API refuses the old one, keeping what was shown', async () => {
    localStorage.setItem(
      'ageless-connect-chat-session',
      JSON.stringify({
        id: 'widget-other-browser',
        messages: [
          { id: 'o', role: 'user', content: 'Earlier', timestamp: '2026-11-22T10:00:00Z' },
        ],
        conversationCount: 1,
      }),
    );
    apiGet.mockRejectedValueOnce(new ApiRequestError('404', 404));
    sendChat.mockRejectedValueOnce(new ApiRequestError('404: Chat session not found', 404));
    const view = renderSession({ caller: 'widget' });
    const fresh: { messages: ChatResponse['messages'] } = { messages: [] };
    sendChat.mockImplementationOnce(async (request) => {
      const id = (request as { sessionId: string }).sessionId;
      fresh.messages = [
        { id: `${id}-q`, role: 'user', content: 'Still there?', timestamp: '2026-11-23T10:00:00Z' },
        { id: `${id}-a`, role: 'assistant', content: 'Yes.', timestamp: '2026-11-23T10:00:01Z' },
      ];
      return { response: 'Yes.', messages: fresh.messages, conversationCount: 1 };
    });
    await act(async () => view.session.send('Still there?'));

    const [refused, retried] = sendChat.mock.calls.map(
      ([request]) => request as { sessionId: string },
    );
    expect(refused!.sessionId).toBe('widget-other-browser');
    expect(retried!.sessionId).toMatch(/^widget-[0-9a-f-]{32,36}$/);
    expect(view.session.sessionId).toBe(retried!.sessionId);
    expect(texts(view.session)).toEqual(['user: Earlier', 'user: Still there?', 'assistant: Yes.']);
    expect(JSON.parse(localStorage.getItem('ageless-connect-chat-session')!).id).toBe(
      retried!.sessionId,
    );
  });

  it('landing: an unguessable id kept in local storage, the language and at most 50 history entries', async () => {
    const view = renderSession({ caller: 'landing', language: 'de' });
    // A visit without a question leaves nothing behind.
    expect(localStorage.length).toBe(0);
    const id = view.session.sessionId;
    expect(id).toMatch(/^widget-[0-9a-f-]{32,36}$/);
    for (let i = 0; i < 30; i += 1) {
      sendChat.mockResolvedValueOnce({ response: `Antwort ${i}` });
      await act(async () => view.session.send(`Frage ${i}`));
    }
    const request = sendChat.mock.calls.at(-1)![0] as {
      sessionId: string;
      language: string;
      conversationHistory: unknown[];
    };
    expect(request.sessionId).toBe(id);
    expect(localStorage.getItem('ageless-connect-session-id')).toBe(id);
    expect(request.language).toBe('de');
    expect(request.conversationHistory).toHaveLength(50);
    expect(request.conversationHistory.at(-1)).toEqual({
      role: 'assistant',
      content: 'Antwort 28',
    });
  });

  it('page: a new tab or the next day brings the conversation back (this device, then the server)', async () => {
    const first = renderSession({ caller: 'page' });
    sendChat.mockResolvedValueOnce({ response: 'At 67.' });
    await act(async () => first.session.send('When can I retire?'));
    const id = first.session.sessionId;
    expect(id).toMatch(/^page-[0-9a-f-]{32,36}$/);
    expect(JSON.parse(localStorage.getItem('ageless-connect-page-chat')!)).toMatchObject({
      v: 2,
      id,
      messages: [{ content: 'When can I retire?' }, { content: 'At 67.' }],
    });
    expect(first.session.memory).toEqual({ where: 'device', trimmed: false });
    first.unmount();
    // A new tab: nothing of the old tab's session storage.
    sessionStorage.clear();

    apiGet.mockResolvedValueOnce({
      sessionId: id,
      messages: [
        {
          id: 's1',
          role: 'user',
          content: 'When can I retire?',
          timestamp: '2026-11-23T10:00:00Z',
        },
        { id: 's2', role: 'assistant', content: 'At 67.', timestamp: '2026-11-23T10:00:01Z' },
      ],
      conversationCount: 1,
    });
    const again = renderSession({ caller: 'page' });
    // The tab's own copy at once, the server's record once it answers.
    expect(texts(again.session)).toEqual(['user: When can I retire?', 'assistant: At 67.']);
    await act(async () => undefined);
    expect(apiGet.mock.calls[0]![0]).toBe(`/api/chat/${id}`);
    expect(again.session.messages.map((m) => m.id)).toEqual(['s1', 's2']);
    expect(again.session.sessionId).toBe(id);

    sendChat.mockResolvedValueOnce({ response: 'Yes.' });
    await act(async () => again.session.send('And earlier?'));
    expect((sendChat.mock.calls.at(-1)![0] as { sessionId: string }).sessionId).toBe(id);
  });

  it('landing: the conversation comes back from what it keeps in local storage', async () => {
    const first = renderSession({ caller: 'landing' });
    sendChat.mockResolvedValueOnce({ response: 'Gern.' });
    await act(async () => first.session.send('Hilfe zur Rente?'));
    first.unmount();
    const again = renderSession({ caller: 'landing' });
    expect(texts(again.session)).toEqual(['user: Hilfe zur Rente?', 'assistant: Gern.']);
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('always asks for the reply in the chat’s language, also where the payload has no field for it', async () => {
    sendChat.mockResolvedValue({ response: 'Ja.' });
    const page = renderSession({ caller: 'page', language: 'de' });
    await act(async () => page.session.send('Hallo'));
    const widget = renderSession({ caller: 'widget', language: 'de' });
    await act(async () => widget.session.send('Hallo'));
    expect(sendChat.mock.calls.map(([, options]) => options.language)).toEqual(['de', 'de']);
  });

  it('shows typing again when the server takes back what it streamed (reset)', async () => {
    const view = renderSession({ caller: 'page' });
    let options!: StreamChatOptions;
    let finish!: (answer: ChatResponse) => void;
    sendChat.mockImplementationOnce((_request, given) => {
      options = given;
      return new Promise((resolve) => (finish = resolve));
    });
    await act(async () => void view.session.send('Hello'));
    act(() => options.onToken?.('', 'A wrong sta'));
    expect(view.session.messages.at(-1)?.content).toBe('A wrong sta');
    act(() => options.onReset?.());
    // No text of the reply is left; the list shows the typing indicator for an empty reply.
    expect(view.session.messages.filter((m) => m.content).map((m) => m.content)).toEqual(['Hello']);
    expect(view.session.pending).toBe(true);
    await act(async () => finish({ response: 'The right answer.' }));
    expect(texts(view.session)).toEqual(['user: Hello', 'assistant: The right answer.']);
  });

  it('follows the reader’s calm mode: the whole answer at once', async () => {
    calmModePreference.write('on');
    postChat.mockResolvedValueOnce({ response: 'Calmly, all at once.' });
    const view = renderSession({ caller: 'widget' });
    await act(async () => view.session.send('Hello'));
    expect(sendChat).not.toHaveBeenCalled();
    expect(postChat.mock.calls[0]![1].language).toBe('en');
    expect(view.session.messages.at(-1)?.content).toBe('Calmly, all at once.');
    calmModePreference.write('off');
  });
});

describe('useChatSession: the conversation kept on this device (issue 27)', () => {
  // The storage failures below are spies on Storage itself: gone again after each test.
  afterEach(() => jest.restoreAllMocks());
  // Damaged or refused storage is logged as a warning; the tests look at what the reader gets.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  const PAGE_KEY = 'ageless-connect-page-chat';
  const stored = (key: string) => JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
  const exchange = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: `m${i}`,
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `Message ${i}`,
      timestamp: '2026-11-20T10:00:00Z',
    }));

  it("takes over this tab's conversation kept by the older version (session storage, no format number)", () => {
    sessionStorage.setItem(
      PAGE_KEY,
      JSON.stringify({
        id: 'page-0b9f8a1e-1111-4c2d-9e3f-123456789abc',
        // Format 1: no `v`, a message without id or timestamp.
        messages: [{ role: 'user', content: 'Is Pflegegrad 2 enough?' }],
        conversationCount: 1,
      }),
    );
    apiGet.mockReturnValue(new Promise(() => undefined));
    const view = renderSession({ caller: 'page' });
    expect(texts(view.session)).toEqual(['user: Is Pflegegrad 2 enough?']);
    expect(view.session.sessionId).toBe('page-0b9f8a1e-1111-4c2d-9e3f-123456789abc');
    expect(sessionStorage.getItem(PAGE_KEY)).toBeNull();
    expect(stored(PAGE_KEY)).toMatchObject({ v: 2, id: view.session.sessionId });
  });

  it('starts empty, without an error, when what is kept is damaged or not a conversation', () => {
    for (const damaged of [
      '{"id":"page-1234567890","messages":[{"role":"user","content":"Cut o',
      '"just a string"',
      JSON.stringify({ id: '<script>', messages: [] }),
      JSON.stringify({ id: 'page-1234567890', messages: 'none' }),
      JSON.stringify([1, 2, 3]),
    ]) {
      localStorage.setItem(PAGE_KEY, damaged);
      const view = renderSession({ caller: 'page' });
      expect(view.session.messages).toEqual([]);
      expect(view.session.sessionId).toMatch(/^page-[0-9a-f-]{32,36}$/);
      view.unmount();
    }
  });

  it('keeps the newest 100 messages of a very long conversation and says so', async () => {
    localStorage.setItem(
      PAGE_KEY,
      JSON.stringify({ v: 2, id: 'page-long-conversation', messages: exchange(130) }),
    );
    apiGet.mockRejectedValue(new ApiRequestError('404', 404));
    const view = renderSession({ caller: 'page' });
    expect(view.session.messages).toHaveLength(130);
    sendChat.mockResolvedValueOnce({ response: 'Yes.' });
    await act(async () => view.session.send('One more?'));
    const kept = stored(PAGE_KEY) as { messages: { content: string }[]; trimmed: boolean };
    expect(kept.messages).toHaveLength(100);
    expect(kept.messages.at(-1)!.content).toBe('Yes.');
    expect(kept.trimmed).toBe(true);
    expect(view.session.memory).toEqual({ where: 'device', trimmed: true });
    // On screen nothing is taken away.
    expect(view.session.messages).toHaveLength(132);
  });

  it('keeps fewer messages when the browser storage is full, and none when nothing fits', async () => {
    const realSetItem = Storage.prototype.setItem;
    let room = 2_000;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key.startsWith('ageless-connect') && value.length > room) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      realSetItem.call(this, key, value);
    });
    localStorage.setItem(PAGE_KEY, JSON.stringify({ id: 'page-full-storage', messages: [] }));
    const view = renderSession({ caller: 'page' });
    sendChat.mockResolvedValue({ response: 'A fairly long answer. '.repeat(20) });
    for (let i = 0; i < 6; i += 1) await act(async () => view.session.send(`Question ${i}`));
    const kept = stored(PAGE_KEY) as { messages: unknown[] };
    expect(kept.messages.length).toBeGreaterThan(0);
    expect(kept.messages.length).toBeLessThan(12);
    expect(view.session.memory).toEqual({ where: 'device', trimmed: true });

    room = 10;
    await act(async () => view.session.send('And now?'));
    expect(view.session.memory.where).toBe('nowhere');
    expect(texts(view.session).at(-2)).toBe('user: And now?');
  });

  it('works without any memory where the browser refuses storage (private mode, Safari frames)', async () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    const view = renderSession({ caller: 'widget' });
    expect(view.session.memory.where).toBe('nowhere');
    sendChat.mockResolvedValueOnce({ response: 'Hello.' });
    await act(async () => view.session.send('Hi'));
    expect(texts(view.session)).toEqual(['user: Hi', 'assistant: Hello.']);
    expect(view.session.memory).toEqual({ where: 'nowhere', trimmed: false });
  });

  it('"start a new conversation": nothing of the old one on screen or on this device', async () => {
    const view = renderSession({ caller: 'widget' });
    sendChat.mockResolvedValueOnce({
      response: 'Answer',
      messages: exchange(2) as ChatResponse['messages'],
      conversationCount: 3,
    });
    await act(async () => view.session.send('Question'));
    const oldId = view.session.sessionId;
    act(() => view.session.startNew());
    expect(view.session.messages).toEqual([]);
    expect(view.session.sessionId).not.toBe(oldId);
    // The free conversations used today stay counted (the badge).
    expect(view.session.conversationCount).toBe(3);
    expect(localStorage.getItem('ageless-connect-chat-session')).toBeNull();
    expect(apiRequest).not.toHaveBeenCalled();

    sendChat.mockResolvedValueOnce({ response: 'Fresh', messages: [], conversationCount: 4 });
    await act(async () => view.session.send('New question'));
    expect((sendChat.mock.calls.at(-1)![0] as { sessionId: string }).sessionId).toBe(
      view.session.sessionId,
    );
  });

  it('"forget": erases it on the server and on this device, also a reply on its way', async () => {
    const view = renderSession({ caller: 'page' });
    sendChat.mockResolvedValueOnce({ response: 'At 67.' });
    await act(async () => view.session.send('When can I retire?'));
    const oldId = view.session.sessionId;
    const reply = heldReply();
    await act(async () => void view.session.send('And my wife?'));
    let result: string | undefined;
    await act(async () => {
      result = await view.session.forget();
    });
    expect(result).toBe('erased');
    expect(reply.signal.aborted).toBe(true);
    expect(apiRequest).toHaveBeenCalledWith(
      'DELETE',
      `/api/chat/${oldId}`,
      undefined,
      expect.anything(),
    );
    expect(view.session.messages).toEqual([]);
    expect(view.session.pending).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('"forget" without the server: erased here, and the server is asked again next time', async () => {
    const first = renderSession({ caller: 'page' });
    sendChat.mockResolvedValueOnce({ response: 'At 67.' });
    await act(async () => first.session.send('When can I retire?'));
    const oldId = first.session.sessionId;
    apiRequest.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    let result: string | undefined;
    await act(async () => {
      result = await first.session.forget();
    });
    expect(result).toBe('device-only');
    expect(localStorage.getItem(PAGE_KEY)).toBeNull();
    expect(localStorage.getItem('ageless-connect-chat-erase-pending')).toContain(oldId);
    first.unmount();

    renderSession({ caller: 'page' });
    await act(async () => undefined);
    expect(apiRequest).toHaveBeenLastCalledWith(
      'DELETE',
      `/api/chat/${oldId}`,
      undefined,
      expect.anything(),
    );
    expect(localStorage.getItem('ageless-connect-chat-erase-pending')).toBeNull();
  });

  it('follows another tab: its new messages, and its "forget"', async () => {
    const view = renderSession({ caller: 'page' });
    const otherTab = { v: 2, id: 'page-other-tab-1234', messages: exchange(2) };
    localStorage.setItem(PAGE_KEY, JSON.stringify(otherTab));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: PAGE_KEY }));
    });
    expect(view.session.sessionId).toBe('page-other-tab-1234');
    expect(texts(view.session)).toEqual(['user: Message 0', 'assistant: Message 1']);

    localStorage.removeItem(PAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: PAGE_KEY }));
    });
    expect(view.session.messages).toEqual([]);
    // Nothing is written back: the other tab forgot it.
    expect(localStorage.getItem(PAGE_KEY)).toBeNull();
  });

  it('keeps nothing in the browser when the host page asks for none', async () => {
    const view = renderSession({ caller: 'widget', storage: 'none' });
    sendChat.mockResolvedValueOnce({ response: 'Hello.', messages: exchange(2) as never });
    await act(async () => view.session.send('Hi'));
    expect(localStorage.length).toBe(0);
    expect(view.session.memory.where).toBe('nowhere');
  });
});
