import { ANSWER_CARDS } from '../cards/index.js';
import { namesOtherPart, partsNamed } from './named-part.js';

const card = (id: string) => ANSWER_CARDS.find((one) => one.id === id)!;

describe('the part of Medicare a question names', () => {
  it('reads parts however they are written', () => {
    expect([...partsNamed('Part D out of pocket max? and part-b, Teil A')].sort()).toEqual([
      'A',
      'B',
      'D',
    ]);
    expect(partsNamed('I am a part of the choir').size).toBe(0);
  });

  it('leaves out a card titled by another part, and keeps the part asked and untitled cards', () => {
    const question = 'Part D out of pocket max 2026?';
    expect(namesOtherPart(question, card('medicare-partb-deductible'), 'en')).toBe(true);
    expect(namesOtherPart(question, card('medicare-part-d'), 'en')).toBe(false);
    expect(namesOtherPart(question, card('medicare-basics'), 'en')).toBe(false);
    // A question that names no part is left to the search.
    expect(
      namesOtherPart('How much is the deductible?', card('medicare-partb-deductible'), 'en'),
    ).toBe(false);
  });
});
