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

// Eleventh hostile pass #6: copies a little changed were accepted.
describe('cardCopyHash of a copy changed a little', () => {
  const GRETA = 'I grow tomatoes and bake bread on Sundays';
  const original = cardCopyHash(card('Greta', GRETA));

  it.each([
    // The tester's.
    ['"and" written "&"', card('Greta', 'I grow tomatoes & bake bread on Sundays')],
    ['the halves swapped', card('Greta', 'I bake bread on Sundays and grow tomatoes')],
    ['the last letter dropped', card('Greta', 'I grow tomatoes and bake bread on Sunday')],
    ['another spelling of the name', card('Gretta', GRETA)],
    // Written after the fix.
    ['another name altogether', card('Hannelore', GRETA)],
    ['"+" for "and" and no capitals', card('greta', 'i grow tomatoes + bake bread on sundays!!')],
    ['every word in another order', card('Greta', 'Sundays: bread, tomatoes - I bake, I grow')],
    ['a little word more', card('Greta', 'I grow my tomatoes and I bake the bread on Sundays')],
    ['endings changed', card('Greta', 'Growing tomatoes and baking breads on Sunday')],
  ])('finds a copy with %s', (_label, copy) => {
    expect(original).not.toBeNull();
    expect(cardCopyHash(copy)).toBe(original);
  });

  it('finds a German copy with "&" for "und", in another order', () => {
    const german = cardCopyHash(
      card('Ingrid', 'Ich ziehe Tomaten und backe sonntags mein eigenes Brot'),
    );
    expect(german).not.toBeNull();
    expect(
      cardCopyHash(card('Ingrid', 'Sonntags backe ich mein eigenes Brot & ziehe Tomaten')),
    ).toBe(german);
  });

  it.each([
    ['another thing grown', card('Greta', 'I grow roses and bake bread on Sundays')],
    ['another day', card('Greta', 'I grow tomatoes and bake bread on Mondays')],
    ['a word more that says something', card('Greta', `${GRETA} with my grandson`)],
    ['another sentence', card('Greta', 'I sing in a choir and read crime novels in bed')],
  ])('tells a card with %s apart', (_label, other) => {
    expect(cardCopyHash(other)).not.toBe(original);
  });

  it('keeps two honest people with a common short sentence apart by their names', () => {
    const common = 'I love my garden and my grandchildren';
    expect(cardCopyHash(card('Maria', common))).not.toBeNull();
    expect(cardCopyHash(card('Maria', common))).not.toBe(cardCopyHash(card('Helga', common)));
    expect(cardCopyHash(card('Maria', 'My grandchildren and my garden are my love'))).toBe(
      cardCopyHash(card('Maria', common)),
    );
  });

  it('lets namesakes without a sentence in', () => {
    expect(cardCopyHash(card('Greta', null))).toBeNull();
    expect(cardCopyHash(card('Greta', ''))).toBeNull();
  });
});
