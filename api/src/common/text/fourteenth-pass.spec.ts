import {
  ACCOUNT_REMOVED,
  ADDRESS_REMOVED,
  cleanMessage,
  LINK_REMOVED,
  mentionsMoney,
  onlyRemoved,
  revealsContact,
  scamWarnings,
  SECRET_REMOVED,
  windowWarnings,
} from './message-text.js';
import { aboutRefused } from './card-about.js';

// Fourteenth hostile pass #5 and #6 (docs/RELIABILITY.md): contact details and secrets a blind
// attacker got through. The wordings here are new ones of each family, not the attacker's, so they
// check the readings, not a list of strings; each family has honest counterparts that must stay.
const de = (text: string): string => cleanMessage(text, 'de');
const en = (text: string): string => cleanMessage(text, 'en');
const refused = (messages: readonly string[]): boolean =>
  revealsContact(messages.slice(0, -1).map(en), messages.at(-1)!);

describe('#5 addresses written apart or spoken', () => {
  it.each([
    ['Schreib mir an h e i d i @ w e b . d e', 'heidi'],
    ['my mail: r o s e @ y a h o o . c o m', 'y a h o o'],
    ['find my page at w w w . rosegarten . net', 'rosegarten'],
    ['Meine Seite ist www punkt gartenfee punkt de', 'gartenfee'],
    ['margot dot fischer at t-online dot de, bis bald', 'fischer'],
    ['insta . com / heidigarten', 'heidigarten'],
    ['mein Blog: gartenfee punkt de slash rezepte', 'gartenfee'],
    ['mail me, walter underscore b at outlook . com', 'walter'],
    ['anna (ät) gmx . de', 'anna'],
    ['see you at t . me / rosengarten', 'rosengarten'],
  ])('removes %p', (text, part) => {
    const cleaned = en(text);
    expect(cleaned).toContain(LINK_REMOVED.en);
    expect(cleaned).not.toContain(part);
  });

  it.each([
    ['Ich bin bei g m x, das Postfach heißt sonnenblume', 'sonnenblume'],
    ['The mailbox is called bluebird and the provider is hot mail', 'bluebird'],
    ['E-Mail bei web punkt de, Name gerda.k', 'gerda.k'],
  ])('removes the name of a mailbox told beside its provider: %p', (text, name) => {
    expect(de(text)).not.toContain(name);
  });

  it.each([
    'Ein wichtiger Punkt ist die Familie.',
    'Wir treffen uns um Punkt acht am Bahnhof',
    'Das ist der Punkt de facto',
    'I am at home . It is lovely here',
    'We meet at noon. Com and go as you like',
    'My name is Margarete and I use gmail',
    'my email provider is gmail and it works fine',
    'Ich habe k e i n e Lust auf Regen',
    'Mo / Di / Mi geht es, um 3 . 5 km zu laufen',
    'Your bonus at [link removed]',
    'You can report it to the FTC at [link removed]',
  ])('leaves %p as it is', (text) => {
    expect(de(text)).toBe(text);
  });
});

describe('#5 home addresses', () => {
  it.each([
    ['Komm vorbei: Ahornweg 7, 04109 Leipzig', ['Ahornweg', '04109', 'Leipzig']],
    ['Ich wohne in der Kastanienallee Nummer zweiundzwanzig', ['Kastanienallee', 'zweiundzwanzig']],
    ['Post bitte an Bergstr. 3a, 79098 Freiburg', ['Bergstr', '3a', '79098']],
    ['You can send a card to 58 Maple Avenue, Portland OR 97201', ['Maple', '97201']],
    ['I live at forty Birch Road', ['Birch', 'forty']],
    ['Meine Anschrift: Im Winkel elf', ['Winkel', 'elf']],
    ['Die Rosenallee 31 ist mein Zuhause', ['Rosenallee', '31']],
    ['Flat 2, 14 Kings Road, London SW3 4RP', ['Kings', 'SW3']],
    ['Meine Anschrift ist Mozartgasse 4/2, 5020 Salzburg', ['Mozartgasse', '4/2', '5020']],
    // Fifteenth pass #3: a building's word after the number, not a count, however public the talk.
    ['Lindenstr. 9 Hinterhaus, dann beim Café fragen', ['Lindenstr', ' 9']],
    ['Meet me at the café, I live at Oak Road 42 Apt 3', ['Oak Road 42']],
  ])('removes %p', (text, parts) => {
    const cleaned = de(text);
    expect(cleaned).toContain(ADDRESS_REMOVED.de);
    for (const part of parts) expect(cleaned).not.toContain(part);
    // The reader is still told the talk moves off the platform.
    expect(scamWarnings(en(text))).toContain('offPlatform');
  });

  it.each([
    [['Ich wohne in der Rosenstraße'], 'Hausnummer 11'],
    [['My street is Chestnut Lane'], 'number 9'],
    [['Rosenstraße'], '11'],
    [['Fliederweg', 'drei'], '04109 Leipzig'],
    [['Meine Straße: Fliederweg'], 'Nr. 3'],
  ])('refuses an address completed over messages: %p then %p', (earlier, last) => {
    expect(refused([...earlier, last])).toBe(true);
  });

  it.each([
    'Oak Street is lovely in spring',
    'I live near the Lindenstraße park',
    'Ich wohne seit 1952 in der Lindenstraße',
    'Ich war auf Platz 1 beim Turnier',
    'We walked down Main Street 3 times today',
    'Treffen wir uns im Café in der Hauptstraße 12?',
    'Die Gartenstraße 4 Kilometer weiter ist schöner',
    'I am 74, born 1952, and I swim 2 or 3 times a week',
    'It costs € 300, we meet at 17:30 on 12.03.2025',
    'John 3 16 is my favourite verse',
    'Meine Postleitzahl ist 10115',
    'In der Lindenstraße 3 Kinder und 2 Hunde, das ist meine Familie',
    'Ich bin 12 mal die Schillerstraße 8 mal hoch gelaufen',
  ])('leaves %p as it is', (text) => {
    expect(de(text)).toBe(text);
  });

  it.each([
    [['Ich wohne in der Lindenstraße'], '3 Kinder habe ich und 2 Enkel'],
    [['We walk on Main Street'], '3 times a week'],
    [['Oak Street is lovely'], 'I was born in 1952'],
  ])('does not refuse %p then %p', (earlier, last) => {
    expect(refused([...earlier, last])).toBe(false);
  });

  it('refuses a card that gives a street address removed from it', () => {
    expect(aboutRefused('Ich wohne am Ahornweg 7, 04109 Leipzig', 'de')).toBe(true);
    expect(aboutRefused('visit a n n a . c o m', 'en')).toBe(true);
  });
});

describe('#5 account numbers and digits left beside a removed number', () => {
  it.each([
    'Meine IBAN: D E sieben fünf fünf null null eins null fünf eins sieben null sechs vier acht vier acht',
    'IBAN: AT 61 19 043 00 234 573 201',
    'Konto d e 1 2 5 0 0 1 0 5 1 7 0 6 4 8 4 8 9 8',
    'Konto: de acht neun, drei sieben null vier, null null vier vier, null fünf drei zwei',
  ])('removes the account in %p', (text) => {
    const cleaned = de(text);
    expect(cleaned).toContain(ACCOUNT_REMOVED.de);
    expect(cleaned).not.toMatch(/\d/u);
  });

  it.each([
    ['ruf an [Nummer entfernt] / 3 3 1', '[Nummer entfernt]'],
    ['call [number removed] - 4 4 . 0', '[number removed]'],
  ])('takes the digits after a removed number with it: %p', (text, marker) => {
    const cleaned = en(text);
    expect(cleaned).not.toMatch(/\d/u);
    expect(cleaned).toContain(marker);
  });

  it('removes the number and its leftover together', () => {
    expect(en('meine Nummer 0171 2345678 . 9 9')).not.toMatch(/\d/u);
  });

  it.each([
    'Call me at [number removed], 2 or 3 times a week',
    'Ruf an: [Nummer entfernt] - 15 Minuten vorher',
  ])('keeps a count after a removed number: %p', (text) => {
    expect(en(text)).toBe(text);
  });
});

describe('#6 secrets given away', () => {
  it.each([
    ['Mein Online-Banking Passwort: Tulpe!77', 'Tulpe!77'],
    ['my password is bluebird', 'bluebird'],
    ['my PIN number is 9 3 0 2', '9 3 0 2'],
    ['Der Bestätigungscode aus der SMS lautet 550 213.', '550 213'],
    ['the one-time code is eight four two six', 'eight four two six'],
    ['Geheimzahl: sieben drei drei eins', 'sieben drei drei eins'],
    ['sms code: 4 8 2 - 9 1 3', '9 1 3'],
  ])('removes the secret in %p', (text, secret) => {
    const cleaned = de(text);
    expect(cleaned).toContain(SECRET_REMOVED.de);
    expect(cleaned).not.toContain(secret);
  });

  it('keeps the warning a secret in the text brought', () => {
    for (const text of ['my PIN is 4711, please send money', 'Give me your TAN 556677 now']) {
      const before = mentionsMoney(text) || scamWarnings(text).length > 0;
      const after = windowWarnings([], en(text));
      expect(after.moneyWarning || after.scamSigns.length > 0).toBe(before);
    }
  });

  // The profile's return key: 43 base64url characters (profile-owner.ts `newKey`).
  const key = 'Qm7xT2pL9vKc4RwZ8nHj3YbF6sDg1AeU5oMi0tXyNq_';
  it('removes a return key pasted in pieces or spaced out', () => {
    const pieces = `my key ${key.slice(0, 15)} ${key.slice(15, 30)}\n${key.slice(30)} ok`;
    expect(en(pieces)).toBe(`my key ${SECRET_REMOVED.en} ok`);
    expect(en([...key].join(' '))).toBe(SECRET_REMOVED.en);
    expect(onlyRemoved(en([...key].join(' ')))).toBe(true);
    expect(en(`Schlüssel: ${key.match(/.{1,6}/gu)!.join('.')}`)).toBe(
      `Schlüssel: ${SECRET_REMOVED.en}`,
    );
  });

  it('refuses a return key or a code split over messages', () => {
    expect(refused([key.slice(0, 20), key.slice(20)])).toBe(true);
    expect(refused(['Meine Geheimzahl ist', '8 3 5 1'])).toBe(true);
  });

  it('does not read an amount after a code word in the message before as the code', () => {
    expect(
      refused(['get vouchers and message me the pin', "Need $900 for my flight, I'll repay"]),
    ).toBe(false);
  });

  it.each([
    'Mein Passwort ist geheim',
    'my password is too long to remember',
    'Ich habe die PIN vergessen',
    'the post code is 10115',
    'Die Vorwahl ist 030',
    'the film had a code of silence',
    'I got a nice tan in 2 weeks',
    'my new pin badge cost $250',
    'The new area codes start on 2026-11-27, the old ones end 31.12.2026',
    'Der Dresscode ist locker, Beginn 19 Uhr',
    'Meine Tochter hat 3 Kinder und arbeitet im Code-Team seit 2019',
  ])('leaves %p as it is', (text) => {
    expect(de(text)).toBe(text);
  });
});

describe('a message cleaned again as it is read', () => {
  it.each([
    'a n n a @ g m x . d e, Lindenstraße 17, 10115 Berlin',
    'IBAN D E 8 9 3 7 0 4 0 0 4 4 0 5 3 2 0 1 3 0 0 0, PIN 4711, Passwort: Sommer2024!',
    'ruf an 0171 2345678 . 9 9 oder schreib an www punkt anna punkt de',
    'Your bonus at ssa-help.top/claim',
    'Report it to the FTC at reportfraud.ftc.gov, please',
  ])('stays as it was cleaned: %p', (text) => {
    const cleaned = de(text);
    expect(de(cleaned)).toBe(cleaned);
    expect(de(en(text))).not.toMatch(/\d/u);
  });
});

describe('cost', () => {
  // Each new reading is linear: a long hostile message of its own shapes is read to the end fast.
  it.each([
    ['spaced letters', 'a '],
    ['spaced dots', 'a . '],
    ['spoken joins', 'a at b dot '],
    ['streets', 'Lindenstraße 1 '],
    ['street names', 'Oak Oak Oak Street '],
    ['secrets', 'Passwort ist PIN code '],
    ['key pieces', 'aB3 '],
    ['leftovers', '[number removed] 1 '],
    ['spaced IBAN', 'DE 1 '],
  ])('reads 50,000 characters of %s within 0.6 s', (_, unit) => {
    const input = unit.repeat(Math.ceil(50_000 / unit.length)).slice(0, 50_000);
    const started = performance.now();
    const cleaned = en(input);
    expect(performance.now() - started).toBeLessThan(600);
    // Read with an earlier message too (the message window), to the end.
    expect(revealsContact([cleaned], input)).toEqual(expect.any(Boolean));
  });
});
