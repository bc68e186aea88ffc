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
  ) {
    super(message);
  }
}
type Send = (request: ChatRequest, options: StreamChatOptions) => Promise<ChatResponse>;
const sendChat = jest.fn<Send>();
const postChat = jest.fn<Send>();
const apiGet = jest.fn<(path: string, options: { signal?: AbortSignal }) => Promise<unknown>>();
jest.unstable_mockModule('@ageless/api-client', () => ({
  ApiRequestError,
  apiGet,
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
    sendChat.mockRejectedValueOnce(new ApiRequestError('403: belongs to another browser', 403));
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
    const id = localStorage.getItem('ageless-connect-session-id');
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
    expect(request.language).toBe('de');
    expect(request.conversationHistory).toHaveLength(50);
    expect(request.conversationHistory.at(-1)).toEqual({
      role: 'assistant',
      content: 'Antwort 28',
    });
  });

  it('page: Back or a reload in the same tab brings the conversation back (session storage, then the server)', async () => {
    const first = renderSession({ caller: 'page' });
    sendChat.mockResolvedValueOnce({ response: 'At 67.' });
    await act(async () => first.session.send('When can I retire?'));
    const id = first.session.sessionId;
    expect(id).toMatch(/^page-[0-9a-f-]{32,36}$/);
    expect(localStorage.length).toBe(0);
    first.unmount();

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
