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

  it('leaves a card the classifier is sure of first when it hardly sees the computing one', () => {
    const sure = [
      { ...candidate('medicare-parta-costs', 1.9), learned: 0.92, coverage: 0.49 },
      { ...candidate('medicare-iep', 0.7), learned: 0, coverage: 0.35 },
    ];
    const computesSignUp = (id: string) => id === 'medicare-iep';
    const question = 'I turn 65 in March. Does Medicare charge anything for the hospital part?';
    expect(preferComputable(sure, question, computesSignUp)[0]!.card.id).toBe(
      'medicare-parta-costs',
    );
  });

  it('puts the computing card first when its words cover the question better, however sure the classifier is of another', () => {
    const wordsFavour = [
      { ...candidate('de-rente-pflegende', 1.85), learned: 0.85, coverage: 0.5 },
      { ...candidate('de-pflegegeld', 1.44), learned: 0, coverage: 0.72 },
    ];
    const computesAllowance = (id: string) => id === 'de-pflegegeld';
    const question =
      'Meine Mutter hat Pflegegrad 2, wie viel Geld bekommt sie, wenn ich sie pflege?';
    expect(preferComputable(wordsFavour, question, computesAllowance)[0]!.card.id).toBe(
      'de-pflegegeld',
    );
  });
});
