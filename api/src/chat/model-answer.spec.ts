import { loadConfig } from '../config/app-config.js';
import { ANSWER_CARDS } from './guide/cards/index.js';
import type { Passage } from './guide/guide.js';
import { MAX_ANSWER_TOKENS, MAX_TOOL_ROUNDS } from './guide/openai-guide.js';
import { estimateTokens, PROMPT_BUDGET, promptMessages } from './guide/prompt.js';
import type { GuideTurn } from './guide/planner.js';
import { answerTimeCeilingMs, answerTokenCeiling } from './model-answer.js';

describe('answerTokenCeiling', () => {
  // The largest prompt the guide can send: a full history, the longest message, the longest card
  // and every passage at its length limit, with long titles and links.
  const history: GuideTurn[] = Array.from({ length: 20 }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    content: 'Wie hoch ist meine Rente? '.repeat(40),
  }));
  const message = 'Und was ist mit der Pflegeversicherung? '.repeat(50).slice(0, 2000);
  const longest = [...ANSWER_CARDS].sort((a, b) => b.de.answer.length - a.de.answer.length)[0]!;
  const passages: Passage[] = Array.from({ length: PROMPT_BUDGET.passages }, (_, i) => ({
    documentId: `doc-${i}`,
    title: 'T'.repeat(200),
    text: 'x'.repeat(PROMPT_BUDGET.passageChars * 2),
    score: 1,
    language: 'de',
    sourceUrl: `https://example.org/${'p'.repeat(90)}`,
    topic: null,
    uploaded: false,
  }));

  it('holds at least what an answer with every tool round can use, at the largest prompt', () => {
    const prompt = promptMessages(
      { message, language: 'de', history },
      { card: longest, text: longest.de.answer, sources: longest.sources, system: 'DE', passages },
    ).reduce((sum, entry) => sum + estimateTokens(entry.content) + 4, 0);
    // Each later call carries the model's tool call (at most a whole answer) and a result.
    const toolRound = MAX_ANSWER_TOKENS + 500;
    let most = 0;
    for (let call = 0; call <= MAX_TOOL_ROUNDS; call += 1)
      most += prompt + call * toolRound + MAX_ANSWER_TOKENS;
    expect(answerTokenCeiling({ message, language: 'de', history })).toBeGreaterThanOrEqual(most);
  });

  it('grows with the conversation the guide sends along', () => {
    const first = answerTokenCeiling({ message: 'What is Medicare?', language: 'en', history: [] });
    const later = answerTokenCeiling({ message: 'What is Medicare?', language: 'en', history });
    expect(later).toBeGreaterThan(first);
  });
});

describe('answerTimeCeilingMs', () => {
  it('outlasts every try of every call, with the waits between them', () => {
    const openai = loadConfig({}).openai;
    // 3 calls × 3 tries × (20 s + up to 60 s of Retry-After).
    expect(answerTimeCeilingMs(openai)).toBe(3 * 3 * 80_000);
  });
});
