import { estimateTokens, promptMessages, recentHistory } from './prompt.js';

describe('prompt', () => {
  it('keeps the most recent history within the token budget, oldest first', () => {
    const history = Array.from({ length: 10 }, (_, i) => ({
      role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant',
      content: `${i} ${'x'.repeat(396)}`,
    }));
    const kept = recentHistory(history, 350);
    expect(kept.map((entry) => entry.content.split(' ')[0])).toEqual(['7', '8', '9']);
    expect(kept.reduce((sum, entry) => sum + estimateTokens(entry.content), 0)).toBeLessThanOrEqual(
      350,
    );
  });

  it('puts the language, the educational rule and the passages in the system prompt', () => {
    const messages = promptMessages(
      {
        message: 'Was ist die Rentenlücke?',
        language: 'de',
        history: [{ role: 'user', content: 'Hallo' }],
      },
      {
        card: null,
        text: null,
        sources: [],
        system: 'DE',
        passages: [
          {
            documentId: 'd',
            title: 'Die Rentenlücke',
            text: 'Die Rentenlücke ist ...',
            score: 1,
            language: 'de',
            sourceUrl: 'https://www.bmas.de/',
            topic: 'rentenluecke',
            uploaded: false,
          },
        ],
      },
    );
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toMatch(/Always answer in German/);
    expect(messages[0]!.content).toMatch(/educational only/);
    expect(messages[0]!.content).toContain('[1] Die Rentenlücke (https://www.bmas.de/)');
    expect(messages[0]!.content).toMatch(
      /German system .* never mix in figures or rules of the other country/,
    );
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hallo' },
      { role: 'user', content: 'Was ist die Rentenlücke?' },
    ]);
  });
});
