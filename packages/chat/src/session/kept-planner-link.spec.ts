import { STORAGE_KEYS } from '@ageless/contracts';
import { CALLER_POLICIES } from './caller-policy.js';
import { chatStorage } from './chat-storage.js';
import type { DisplayMessage } from './chat-message.js';

// Issue 24, item 4: the planner link of an answer is kept with it on the device, and only a link
// to the planner comes back from a stored copy.
const PATH = '/pension-planner?system=de&ep=40&born=1960&start=63';
const answer = (planner: unknown): DisplayMessage =>
  ({
    id: 'a1',
    role: 'assistant',
    content: 'Bei Beginn mit 63 …',
    timestamp: '2026-11-28T10:00:00Z',
    planner,
  }) as DisplayMessage;

afterEach(() => localStorage.clear());

describe('a kept conversation', () => {
  const store = chatStorage('local');

  it.each(['page', 'widget'] as const)(
    'keeps the %s chat’s planner link with its answer',
    (caller) => {
      const policy = CALLER_POLICIES[caller];
      policy.save(store, {
        id: `${caller}-1763920000000`,
        messages: [answer({ path: PATH })],
        conversationCount: 1,
      });
      expect(policy.load(store)?.messages[0]?.planner).toEqual({ path: PATH });
    },
  );

  it('drops a stored link that does not lead to the planner', () => {
    localStorage.setItem(
      STORAGE_KEYS.pageSession,
      JSON.stringify({
        v: 2,
        id: 'page-1763920000000',
        conversationCount: 0,
        messages: [
          answer({ path: 'javascript:alert(1)' }),
          { ...answer({ path: 'https://x.test/pension-planner?system=us' }), id: 'a2' },
        ],
      }),
    );
    const messages = CALLER_POLICIES.page.load(store)?.messages;
    expect(messages?.map((message) => message.planner)).toEqual([undefined, undefined]);
  });
});
