import type { AnswerCard } from './cards/card.js';
import { preferComputable } from './planner.js';

const candidate = (id: string, score: number) => ({
  card: { id } as AnswerCard,
  learned: score,
  coverage: 0,
  score,
});

describe('a message with numbers prefers a card that can work them out', () => {
  const ranked = [candidate('de-rentenluecke', 1), candidate('de-brutto-netto', 0.5)];
  const computes = (id: string) => id === 'de-brutto-netto';

  it('puts the computing card first when it is near the top', () => {
    const result = preferComputable(ranked, '1.500 € brutto, was bleibt netto?', computes);
    expect(result.map((c) => c.card.id)).toEqual(['de-brutto-netto', 'de-rentenluecke']);
    expect(result[0]!.score).toBe(1);
  });

  it('leaves the order alone without numbers, or when the computing card is far behind', () => {
    expect(preferComputable(ranked, 'Was bleibt netto?', computes)[0]!.card.id).toBe(
      'de-rentenluecke',
    );
    const far = [candidate('de-rentenluecke', 1), candidate('de-brutto-netto', 0.2)];
    expect(preferComputable(far, '1.500 € brutto', computes)[0]!.card.id).toBe('de-rentenluecke');
  });
});
