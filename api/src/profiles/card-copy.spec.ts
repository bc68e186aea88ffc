import { cardCopyHash, COPY_MIN_LETTERS } from './card-copy.js';

// Tenth hostile pass #7: a stranger's exact copy of a member's card was accepted.
const ABOUT = 'Retired nurse, I love my garden and long walks with my dog by the river.';
const card = (cardFirstName: string | null, cardAbout: string | null) => ({
  cardFirstName,
  cardAbout,
});

describe('cardCopyHash', () => {
  const original = cardCopyHash(card('Maria', ABOUT));

  it.each([
    ['other case', card('MARIA', ABOUT.toUpperCase())],
    [
      'other spaces and punctuation',
      card(' Maria ', ABOUT.replace(/ /g, '  ').replace(/[,.]/g, '')),
    ],
    [
      'Cyrillic letters that look Latin',
      card('Mаriа', ABOUT.replace(/a/g, 'а').replace(/o/g, 'о')),
    ],
    ['accents added', card('María', ABOUT.replace(/e/g, 'é'))],
    ['full-width letters', card('Ｍａｒｉａ', ABOUT)],
    ['invisible characters', card('Ma\u200bria', ABOUT.replace(/ /g, ' \u200d'))],
    ['spelt-out letters', card('M a r i a', ABOUT)],
  ])('finds a copy written with %s', (_label, copy) => {
    expect(original).not.toBeNull();
    expect(cardCopyHash(copy)).toBe(original);
  });

  it.each([
    ['another first name', card('Marta', ABOUT)],
    [
      'another about line',
      card('Maria', 'Retired nurse, I love my garden and long walks with my cat.'),
    ],
    ['a word more', card('Maria', `${ABOUT} Every day.`)],
  ])('tells %s apart', (_label, other) => {
    expect(cardCopyHash(other)).not.toBe(original);
  });

  it('never counts a card without an about line of some length as a copy', () => {
    expect(cardCopyHash(card('Maria', null))).toBeNull();
    expect(cardCopyHash(card('Maria', ''))).toBeNull();
    expect(cardCopyHash(card('Maria', 'Ich liebe meinen Garten.'))).toBeNull();
    expect(cardCopyHash(card('Maria', 'x'.repeat(COPY_MIN_LETTERS - 1) + ' !!! ...'))).toBeNull();
    expect(cardCopyHash(card('Maria', 'x'.repeat(COPY_MIN_LETTERS)))).not.toBeNull();
  });
});
