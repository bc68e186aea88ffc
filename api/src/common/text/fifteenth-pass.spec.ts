import {
  ACCOUNT_REMOVED,
  ADDRESS_REMOVED,
  cleanMessage,
  LINK_REMOVED,
  mentionsMoney,
  NUMBER_REMOVED,
  scamWarnings,
  SECRET_REMOVED,
} from './message-text.js';
import { moneyWordOf } from './money-words.js';
import { secretSpans } from './secret-words.js';
import { namesStreetAddress, streetAddressSpans } from './street-address.js';

// Fifteenth hostile pass #3 and #7–#9 (docs/RELIABILITY.md): home addresses, contact details,
// scams and secrets a blind attacker got through. Each family is tested with wordings of its own
// (typos, order, spacing, words for digits), in English and German, beside honest messages that
// must stay as they were written.
const en = (text: string): string => cleanMessage(text, 'en');
const de = (text: string): string => cleanMessage(text, 'de');
const warned = (text: string): boolean =>
  mentionsMoney(text) || scamWarnings(cleanMessage(text, 'en')).length > 0;

describe('#3 a home address with its number first, a bare abbreviation, a postcode in words', () => {
  it.each([
    ['number twelve on Maple Street', 'twelve'],
    ['I live at number 12, Maple Street, come by', '12'],
    ['my house is no. 7 on Elm Road', '7'],
    ['Hausnummer 12, Gartenstraße', '12'],
    ['Nr. 12 in der Gartenstraße', '12'],
    ['Ich wohne Hausnr. zwölf in der Lindenstraße', 'zwölf'],
    ['wohne 12 Gartenstraße, Spandau', '12'],
    ['Maple St 42 apt 3', '42'],
    ['I live on Maple St 42', '42'],
    ['my flat: 42 Maple Rd apt 3', '42'],
    ['visit me at Oak Ave 17', '17'],
  ])('removes %p', (text, part) => {
    const cleaned = en(text);
    expect(cleaned).toContain(ADDRESS_REMOVED.en);
    expect(cleaned).not.toContain(part);
  });

  it.each([
    ['Gartenstr. 12 Hinterhaus, zehn-eins-fünf-neun-fünf Spandau', 'fünf'],
    ['Ich wohne Lindenstraße 5, null eins eins fünf null Berlin', 'null'],
    ['Write to 14 Elm Street, one oh one one five', 'one'],
    ['[address removed] zehn-eins-fünf-neun-fünf', 'zehn'],
    ['[Adresse entfernt], eins null eins eins fünf', 'eins'],
  ])('removes a postcode told in words after the address: %p', (text, part) => {
    const cleaned = de(text);
    expect(cleaned).toContain(ADDRESS_REMOVED.de);
    expect(cleaned).not.toContain(part);
  });

  it.each([
    'Lindenstraße 3 Kinder',
    'I have 2 grandchildren on Maple Street',
    'we met at number 12 bus stop',
    'take bus number 12 on Main Street',
    'Linie 12 fährt über die Hauptstraße',
    'Ich habe Folge Nr. 12 der Lindenstraße gesehen',
    'Ich wohne seit 1975 in Kiel und kenne jeden Weg.',
    'Mein Zimmer Nr. 4 im Heim an der Gartenstraße ist schön',
    'St Mary 5 times a year, we sang there',
    'the yellow house next to the church on Elm',
    'Postleitzahl zehn eins eins fünf ist Berlin-Mitte',
    'Mein Enkel ist zwölf und wohnt in der Lindenstraße',
  ])('leaves %p as written', (text) => {
    expect(en(text)).toBe(text);
  });

  it('still warns of a street given beside a home, without removing a house told by its colour', () => {
    expect(namesStreetAddress('I live at number 12, Maple Street')).toBe(true);
    expect(streetAddressSpans('the yellow house next to the church on Elm')).toEqual([]);
  });
});

describe('#7 contact details written around the readers', () => {
  it.each([
    ["anna dot garten at google's mail", 'garten'],
    ['anna.garten bei gmx punkt de', 'anna.garten'],
    ['Schreib an annagarten bei web punkt de', 'annagarten'],
    ['ruf an O176 Z345 678', 'Z345'],
    ['Nummer: 0I7B 2S4 5678', '5678'],
    ['call 0176-CALL-ANNA', 'CALL'],
    ['ruf 030 BLUMEN-12 an', 'BLUMEN'],
    ['+49 30 GARTEN 12', 'GARTEN'],
    ['Skype live:anna.garten', 'anna.garten'],
    ['add me on skype:oma.inge?call', 'oma.inge'],
    ['search Anna Garten Spandau on facebook', 'Garten'],
    ['Such mal nach Anna Garten aus Spandau bei Facebook', 'Garten'],
    ['look for Anna Garten on Insta', 'Garten'],
  ])('removes %p', (text, part) => {
    const cleaned = en(text);
    expect(cleaned).not.toContain(part);
    expect(cleaned).toMatch(new RegExp(`\\[(?:link|number) removed\\]`, 'u'));
    expect(scamWarnings(cleaned)).toContain('offPlatform');
  });

  it.each([
    'ich bin live: dabei, wenn ihr singt',
    'Die Firma 2024 GMBH hat geliefert',
    'Treffen um 0800 UHR am Bahnhof',
    'Das Konto 2024 eröffnet, alles gut',
    'SOS 112 im Notfall',
    'Room B12, ask for Zoe',
    'In 2 bis 3 Tagen komme ich',
    'Find Anna Garten at the café on Sunday',
    'I met Anna Garten on the bus',
    'Ich bin bei der AOK versichert',
  ])('leaves %p as written', (text) => {
    expect(en(text)).toBe(text);
  });
});

describe('#8 scams in other words', () => {
  it.each([
    'kanst du mir gelt leien',
    'kannst du mir bitte geld leihn',
    'kanst du mir 500 leien?',
    'leihst du mir mony',
    'could you lendd me some mony',
    'Der Notar sagt, für das Erbe muss ich erst 900 Euro Gebühr zahlen, kannst du helfen?',
    'The lawyer says my late uncle left me 2 million but I must pay the release fee of 900 first, can you help?',
    'I am a US army doctor in Syria shipping my gold',
    'Ich bin Ärztin im Auslandseinsatz in Syrien, meine Diamanten hängen beim Zoll',
    'I am a soldier on a UN mission, my trunk with gold is being sent by diplomatic courier',
  ])('warns about %p', (text) => {
    expect(warned(text)).toBe(true);
  });

  it.each([
    'My grandson is a soldier, he sent us a parcel for Christmas',
    'I was in the army for years, now I grow tomatoes',
    'Die Leine für den Hund hat mir meine Tochter geliehen',
    'Gelt, du kommst morgen zum Kaffee?',
    'Gelt, du hilfst mir beim Umzug?',
    'Das war schön, gelt?',
    'Kannst du mir dein Fahrrad leihen?',
    'My late husband left me some gold coins, they are in the bank safe.',
    'I sent my sister a parcel from Syria years ago',
  ])('gives no warning for %p', (text) => {
    expect(warned(text)).toBe(false);
  });

  it('reads a misspelt loan word as the word, an ordinary one as itself', () => {
    expect(['leien', 'leihn', 'gelt', 'gelld', 'kanst'].map(moneyWordOf)).toEqual([
      'leihen',
      'leihen',
      'geld',
      'geld',
      'kannst',
    ]);
    expect(['leine', 'laien', 'held', 'sent', 'left'].map(moneyWordOf)).toEqual([
      'leine',
      'laien',
      'held',
      'sent',
      'left',
    ]);
  });
});

describe('#9 secrets partly kept', () => {
  it.each([
    ['Passwort ist Sommer zweitausendvierundzwanzig', 'zweitausend'],
    ['Passwort ist [secret removed] zweitausendvierundzwanzig', 'zweitausend'],
    ['password: Rose 1 9 5 2', '1 9'],
    ['my password is Tulip two thousand', 'thousand'],
    ['Zoom ID 845 1234 5678 Kenncode 1234', '1234'],
    ['Türcode 4711, dann 2. Stock', '4711'],
    ['der Meetingcode ist 998877', '998877'],
    ['Handy-PIN: 2580', '2580'],
  ])('removes %p', (text, part) => {
    const cleaned = de(text);
    expect(cleaned).toContain(SECRET_REMOVED.de);
    expect(cleaned).not.toContain(part);
  });

  it.each([
    ['sort code 20-00-00 account number 12345678', '20-00-00'],
    ['Bankleitzahl 100 500 00', '100 500'],
    ['BLZ: 10050000', '10050000'],
    ['routing number 021000021', '021000021'],
  ])('removes a bank code and account: %p', (text, part) => {
    const cleaned = en(text);
    expect(cleaned).toContain(ACCOUNT_REMOVED.en);
    expect(cleaned).not.toContain(part);
  });

  it.each([
    'my PIN code reminder app',
    'Passwort vergessen, 3 Versuche',
    'Our postcode 10115 is in Mitte',
    'Der Dresscode ist 20er Jahre',
    'Der Barcode 4711 steht auf der Packung',
    'The password is 3 times too long',
  ])('leaves %p as written', (text) => {
    expect(de(text)).toBe(text);
  });

  it('reads a secret and its number as one', () => {
    const text = 'Passwort: Sommer zweitausendvierundzwanzig';
    expect(secretSpans(text)).toEqual([{ start: 10, end: text.length }]);
  });
});

describe('cost', () => {
  // Every new reading on a hostile 2,000-character text of its own shapes.
  it.each([
    ['numbers before streets', 'Nr. 12 in der Gartenstraße '],
    ['number words', 'number twelve on '],
    ['bare abbreviations', 'Maple St 42 apt '],
    ['postcodes in words', '[address removed] zehn-eins-'],
    ['spoken addresses', 'anna.a.a bei gmx punkt '],
    ['scheme ids', 'live:live:a.'],
    ['searches', 'search Anna Garten Anna '],
    ['vanity numbers', '0176-CALL-'],
    ['look-alike capitals', 'O1Z S5B '],
    ['codes', 'Kenncode Türcode '],
    ['passwords', 'Passwort ist Sommer zwei '],
    ['bank codes', 'sort code 1-'],
    ['misspelt loans', 'kanst leien gelt '],
  ])('reads 2,000 characters of %s in under 5 ms a reading', (_, unit) => {
    const input = unit.repeat(Math.ceil(2_000 / unit.length)).slice(0, 2_000);
    en(input);
    // The best of twenty readings: the machine is shared and the first readings run before the
    // code is optimised, so a reading's own cost is the least it took (five readings under a full
    // test run took 5.5 ms where twenty alone take about 1 ms).
    const readings = Array.from({ length: 20 }, () => {
      const started = performance.now();
      streetAddressSpans(input);
      secretSpans(input);
      input.split(' ').forEach(moneyWordOf);
      return performance.now() - started;
    });
    expect(Math.min(...readings)).toBeLessThan(5);
    const whole = performance.now();
    en(input);
    warned(input);
    expect(performance.now() - whole).toBeLessThan(250);
  });

  it('keeps the number marker of the other readers', () => {
    expect(en('call 0176 1234567')).toContain(NUMBER_REMOVED.en);
    expect(en('www.example.com')).toContain(LINK_REMOVED.en);
  });
});
