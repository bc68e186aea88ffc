import { NUMBER_REMOVED, revealsContact } from '../common/text/message-text.js';
import { CONNECT_TEXTS } from './connect-texts.js';
import { hideLongDigits, withoutJoinedContact } from './request-pieces.js';

// Sixteenth hostile pass #2: pieces of a contact sent to one person from several senders.
describe('withoutJoinedContact', () => {
  it('delivers the last piece of a number without its digits, so the pieces give no number', () => {
    const others = ['Teil eins meiner Nummer: 0170', 'Teil zwei: 123'];
    expect(revealsContact(others, 'Teil drei: 4567')).toBe(true);
    // The reader counts "drei" as a digit of the chain too: the whole piece is cut, and marked.
    const delivered = withoutJoinedContact(others, 'Teil drei: 4567', 'de');
    expect(delivered).toBe(CONNECT_TEXTS.pieceRemoved.de);
    expect(withoutJoinedContact(others, 'And the rest: 4567', 'en')).toBe(
      `And the rest: ${NUMBER_REMOVED.en}`,
    );
  });

  it('delivers the house number of a street another sent without it', () => {
    const others = ['my street: Lindenallee'];
    const message = 'my house: 7, ring twice';
    const delivered = withoutJoinedContact(others, message, 'en');
    expect(delivered).toBe(`my house: ${NUMBER_REMOVED.en}, ring twice`);
  });

  it('leaves a message that joins nothing as it is, and an honest one among pieces readable', () => {
    const honest = "Hello! I'm 72, I have 3 grandchildren and was born in 1953.";
    expect(withoutJoinedContact([], honest, 'en')).toBe(honest);
    expect(withoutJoinedContact(['Teil eins meiner Nummer: 0170'], honest, 'en')).toBe(honest);
    // Streets others named do not take the numbers of a sentence of its own.
    expect(withoutJoinedContact(['Lindenallee', 'Am Mühlbach'], honest, 'en')).toBe(honest);
  });

  it('cuts the street when the house number came first, and keeps the rest', () => {
    const others = ['my house: 7, ring twice'];
    expect(withoutJoinedContact(others, 'my street: Lindenallee', 'en')).toBe(
      CONNECT_TEXTS.pieceRemoved.en,
    );
    expect(
      withoutJoinedContact(others, 'Meine Straße: Lindenallee. Ich freue mich auf Sie!', 'de'),
    ).toBe(`${CONNECT_TEXTS.pieceRemoved.de} Ich freue mich auf Sie!`);
  });
});

describe('hideLongDigits', () => {
  it('hides runs of three digits or more, but not years, ages or counts', () => {
    expect(hideLongDigits('Teil eins meiner Nummer: 0170', '#')).toBe('Teil eins meiner Nummer: #');
    expect(hideLongDigits('Teil zwei: 123', '#')).toBe('Teil zwei: #');
    const honest = "I'm 72, 3 grandchildren, born 1953, married in 2001";
    expect(hideLongDigits(honest, '#')).toBe(honest);
    expect(hideLongDigits('PLZ 84028', '#')).toBe('PLZ #');
  });
});
