import { aboutRefused, firstNameRefused } from './card-about.js';
import {
  ADDRESS_REMOVED,
  cleanMessage,
  LINK_REMOVED,
  mentionsMoney,
  NUMBER_REMOVED,
  revealsContact,
  scamWarnings,
} from './message-text.js';
import { asksMoneyInOtherWords, passesForSomeone } from './scam-openers.js';
import { streetAddressSpans } from './street-address.js';
import { toldHandleSpans } from './told-handles.js';

// Sixteenth hostile pass (docs/RELIABILITY.md): contact details told in words (A), scam asks in
// their commonest wordings (B) and a card's about text and first name (C) that a blind attacker
// got through. Each family with wordings of its own (typos, order, spacing, number words) in English
// and German, beside honest messages that must stay as they were written.
const en = (text: string): string => cleanMessage(text, 'en');
const de = (text: string): string => cleanMessage(text, 'de');
const money = (text: string): boolean => mentionsMoney(text);
const signs = (text: string): string[] => scamWarnings(en(text));

const HONEST = [
  'My savings account pays 2% interest, is that good?',
  'I put in 20 years at the plant and get a small pension back home.',
  'I paid 200 for the trip',
  'my grandson is a soldier',
  'I won the bridge tournament',
  'Congratulations, you won the bridge tournament!',
  'my lawyer helped with my will',
  'Microsoft Word keeps crashing, any tips?',
  'I have 3 grandchildren on Maple Street',
  'I use WhatsApp to talk to my grandchildren',
  'I use Telegram every day since 2019',
  'My name is Anna and I love roses',
  'Find me at the café on Sunday',
  'Kannst du mir dein Fahrrad leihen?',
  'Ich spare jeden Monat etwas für die Enkel.',
  'My computer has a virus, my son will fix it',
  'I was in the army for years, now I grow tomatoes',
  'Mein Enkel ist Soldat im Einsatz in Mali, wir sind stolz',
  'We meet at the café on Lindenallee next to the church',
  'Take 400 mg with water',
  'I invested a lot of love in my garden',
  'Ich habe 12 Enkel, den Rest erzähle ich später',
  'I live on Lindenallee with my cat',
  'I live in a small house on Gartenstraße',
  'I invested in a fund years ago, it made 3% a year',
  'Does your computer have a virus scanner? Windows has one built in',
  'I am a widow, my late husband was a soldier in Afghanistan',
  'Ich bin Witwe, mein Mann war Soldat in Afghanistan',
  'Instagram photos of my 3 cats',
  'I bought it on Facebook Marketplace for 20',
  'Gmail is easier for me than letters',
];

describe('#A a name on an app or a payment service told in words', () => {
  it.each([
    ['my name on insta is bert koeln 1950', 'koeln'],
    ['find me on fb, Bert Mueller from Koeln Suelz', 'Mueller'],
    ['such mich bei Facebook: Bert Mueller aus Köln', 'Mueller'],
    ['my username everywhere is bertkoeln fifty', 'bertkoeln'],
    ['mein Benutzername überall ist bertkoeln fünfzig', 'bertkoeln'],
    ["write to bertmueller50, it's a gmail", 'bertmueller50'],
    ['gmail: bertmueller50', 'bertmueller50'],
    ['schreib an bertmueller50, ist bei gmx', 'bertmueller50'],
    ['telegram bert koeln 1950', 'koeln'],
    ['auf Insta unter bert koeln neunzehnfünfzig', 'koeln'],
    ['whatsapp: bert mueller fifty', 'mueller'],
    ['skype name bert.k fifty', 'fifty'],
    ['tiktok bertkoeln50', 'bertkoeln50'],
    ['cashapp $bertk50', 'bertk50'],
    ['Venmo bert-k50', 'bert-k50'],
    ['zelle me at bert k fifty', 'fifty'],
    ['PayPal: bert.mueller fünfzig', 'mueller'],
    ['Mein Name bei Instagram lautet Bert Köln 1950', 'Köln'],
    ['add me on signal, bert koeln fifty', 'koeln'],
    ['look me up on linkedin: Bert Mueller Köln', 'Mueller'],
    ["i'm on whatsapp under bert köln neunzehnhundertfünfzig", 'köln'],
    ['Bert Koeln 1950 on insta', 'Koeln'],
    ['ig bert koeln neunzehn fünfzig', 'koeln'],
    ['cash app $bertk50', 'bertk50'],
    ['pay pal bert.k 50', 'bert.k'],
  ])('removes the name from %p', (text, part) => {
    const cleaned = en(text);
    expect(cleaned).toContain(LINK_REMOVED.en);
    expect(cleaned).not.toContain(part);
    expect(scamWarnings(cleaned)).toContain('offPlatform');
  });

  it.each(['cashapp $bertk50', 'Venmo bert-k50', 'zelle me at bert k fifty', 'pay-pal me 100'])(
    'warns of money in %p',
    (text) => {
      expect(money(text)).toBe(true);
    },
  );

  it.each(HONEST)('leaves %p as written', (text) => {
    expect(en(text)).toBe(text);
  });

  it('reads the name after its app, not the app', () => {
    const text = 'telegram bert koeln 1950';
    expect(toldHandleSpans(text)).toEqual([{ start: 9, end: text.length }]);
  });
});

describe('#A a house told by its number word, its colour or its neighbours', () => {
  it.each([
    ['my house number is seven on the Lindenallee', 'seven'],
    ['meine Hausnummer ist sieben in der Lindenallee', 'sieben'],
    ['Lindenallee, house number is seven', 'seven'],
    ['I live on Lindenallee, the green house next to the church', 'green'],
    ['Ich wohne in der Lindenallee, das gelbe Haus neben der Kirche', 'gelbe'],
    ['Ich wohne in der Gartenstraße gegenüber der Apotheke', 'Apotheke'],
    ['the yellow house next to the church on Elm Street, come by', 'yellow'],
    ['Visit me on Oak Road, the one with the red door', 'red door'],
    ['Besuch mich am Marktplatz, das letzte Haus links', 'letzte'],
    ['I live on Lindenallee opposite the bakery', 'bakery'],
    ['Ich wohne Lindenallee, das Haus mit dem roten Dach', 'roten'],
    ["We're on Birch Lane, the blue cottage at the end", 'blue'],
    ['Unser Haus ist das Eckhaus in der Schillerstraße', 'Eckhaus'],
  ])('removes %p', (text, part) => {
    const cleaned = de(text);
    expect(cleaned).toContain(ADDRESS_REMOVED.de);
    expect(cleaned).not.toContain(part);
  });

  it('still leaves a house without its street', () => {
    expect(streetAddressSpans('the yellow house next to the church on Elm')).toEqual([]);
  });
});

describe('#A a number announced as a part', () => {
  it.each([
    ['first part of my number 0170 12', '0170'],
    ['Teil eins meiner Nummer: 0170 12', '0170'],
    ['here is my number 0170 12, the rest later', '0170'],
    ['my phone starts with null eins sieben null', 'eins'],
    ['Handynummer fängt mit 0151 an, der Rest in der nächsten Nachricht', '0151'],
    ['meine Nummer, erster Teil: 0176 55', '0176'],
    ['Vorwahl 0221, den Rest schicke ich gleich', '0221'],
    ['the last four digits are 4567, my number', '4567'],
  ])('removes the digits of %p', (text, part) => {
    const cleaned = en(text);
    expect(cleaned).toContain(NUMBER_REMOVED.en);
    expect(cleaned).not.toContain(part);
  });

  it.each([
    [['I live on Lindenallee', 'the green house next to the church']],
    [['Ich wohne in der Lindenallee', 'das gelbe Haus neben der Kirche']],
    [['my name on insta is', 'bert koeln 1950']],
  ])('refuses a house or a name told over two messages: %p', (messages) => {
    expect(revealsContact(messages.slice(0, 1).map(en), messages[1]!)).toBe(true);
  });

  it('refuses the next part after a removed first one', () => {
    const earlier = ['my phone starts with 0 1 7 6', 'then 2 3 4'].map(en);
    expect(revealsContact(earlier, 'and 5 6 7 8')).toBe(true);
  });
});

describe('#B scam asks in their common wordings', () => {
  it.each([
    'Kannst du mir fünfhundert leihen',
    'Leihst du mir zweihundert?',
    'kanst du mir dreihundert leien',
    'Could you lend me five hundred?',
    'Hast du 200 für mich übrig?',
    'Could you spare 300 for me?',
    'Ich bin knapp bei Kasse, kannst du aushelfen?',
    "I'm broke until Friday, could you help me out?",
    'My pension has not arrived, can you cover me until then?',
    'Meine Rente ist noch nicht da, kannst du das überbrücken?',
    'Meine Rente kommt erst nächste Woche, kannst du mir bis dahin was geben?',
    "I'm waiting for my pension, can you help me out till Friday?",
    'I need 1k for a hospital bill',
    'Ich brauche 2k für die Arztrechnung',
    'Sie haben 2 Millionen geerbt, melden Sie sich bei meinem Anwalt',
    'You have inherited 2 million, contact my lawyer',
    'You are the beneficiary of a large sum, my solicitor will contact you',
    'Herzlichen Glückwunsch, Sie haben gewonnen! Zahlen Sie nur die Gebühr',
    'Congratulations, you have won the lottery, claim it now',
    'Ich bin Soldat in Afghanistan und brauche Hilfe bei den Urlaubskosten',
    'I am a US soldier in Syria, I need help with my leave fee',
    'Ich bin Marinesoldat vor Somalia und brauche Geld für den Flug',
    'Ich habe eine tolle Geldanlage für dich, 10% im Monat',
    'Great investment, guaranteed returns of 20% a month',
    'W.U. me 400',
    'WU 300 to me pls',
    'send it by WU please',
    'pay-pal me 100',
    'bitte per M.G. schicken, 300',
    'Krypto-Handel mit mir, garantiert 5% pro Woche',
    'Double your money: my trading platform pays 30% a month',
    // Seventeenth hostile pass #5: interest offered at a rate, a sum put in for a bigger one back.
    'Ich habe eine sichere Anlage für dich, Gold, 15% Zinsen',
    'A safe investment for you, 12 percent interest',
    'put in 1000 and get 3000 back in 3 weeks',
    'Leg 500 an und du bekommst 1500 zurück',
  ])('warns of money in %p', (text) => {
    expect(money(text)).toBe(true);
    expect(asksMoneyInOtherWords(text.toLowerCase()) || money(text)).toBe(true);
  });

  it.each([
    'This is Microsoft, your computer has a virus, call us',
    'Hier ist der Windows-Support, Ihr PC ist gehackt',
    'Apple support: your iCloud is blocked',
    'I am a US general on a mission in Syria, widowed, looking for a honest woman',
    'Ich bin Offizier im Auslandseinsatz in Syrien, verwitwet und einsam',
    'We are calling from Telekom, your router is hacked',
    'This is Windows technical department, your license has expired',
    'Hallo, hier ist Microsoft, Ihr Computer hat einen Virus, rufen Sie uns an',
    "I'm an engineer on an oil rig, lonely and looking for true love",
  ])('warns of someone passing for another in %p', (text) => {
    expect(signs(text)).toContain('impersonation');
    expect(passesForSomeone(text.toLowerCase())).toBe(true);
  });

  it.each(HONEST)('gives no warning for %p', (text) => {
    expect(money(text)).toBe(false);
    expect(signs(text)).toEqual([]);
  });
});

describe('#C a card', () => {
  it.each([
    'insta bert koeln 1950',
    'cashapp $bertk50',
    'I live on Lindenallee, the green house next to the church',
    'Ich wohne in der Lindenallee, das gelbe Haus neben der Kirche',
    'My bank: Sparkasse Köln, account ending 4711, send love',
    'Meine Karte endet auf 4711',
    'Kannst du mir fünfhundert leihen',
  ])('refuses %p', (about) => {
    expect(aboutRefused(about, 'en')).toBe(true);
  });

  it.each([
    'I worked at the Sparkasse since 1975 and love gardening',
    'I have 3 grandchildren on Maple Street',
    'I use WhatsApp to talk to my grandchildren',
    'Retired teacher, I play cards every Tuesday',
  ])('accepts %p', (about) => {
    expect(aboutRefused(about, 'en')).toBe(false);
  });

  it.each(['Bert Gmail', 'Gmx Bert', 'Anna Lindenallee', 'Hans Gartenstraße', 'Rita PayPal'])(
    'refuses the first name %p',
    (name) => {
      expect(firstNameRefused(name)).toBe(true);
    },
  );

  it.each(['Anna', 'Hans-Peter', 'Allegra', 'Gassner', 'Strassmann', 'Grete Strauß'])(
    'accepts the first name %p',
    (name) => {
      expect(firstNameRefused(name)).toBe(false);
    },
  );
});

describe('cost', () => {
  // Every new reading on a hostile 2,000-character text of its own shapes.
  it.each([
    ['told handles', 'insta is bert koeln '],
    ['payment handles', 'zelle me at bert k '],
    ['house descriptions', 'Lindenallee the green house next to '],
    ['announced parts', 'first part 0170 '],
    ['loans in words', 'leih mir fünfhundert '],
    ['money short', 'knapp bei Kasse rente nicht da '],
    ['inheritances', 'you have inherited '],
    ['investments', 'geldanlage 10% '],
    ['soldiers', 'ich bin soldat in syrien '],
    ['abbreviations', 'w.u. w u. '],
    // Eighteenth pass #3: sums with a thousands' dot, valuables, parcels and fees.
    ['sums with dots', 'du hast 50.000 euro 50.000 '],
    ['investments told apart', 'leg dein leg dein an '],
    ['parcels and fees', 'paket paket gebühr '],
  ])('reads 2,000 characters of %s in under 5 ms a reading', (_, unit) => {
    const input = unit.repeat(Math.ceil(2_000 / unit.length)).slice(0, 2_000);
    en(input);
    // The best of twenty readings: the machine is shared and the first readings run before the
    // code is optimised, so a reading's own cost is the least it took.
    const readings = Array.from({ length: 20 }, () => {
      const started = performance.now();
      toldHandleSpans(input);
      streetAddressSpans(input);
      asksMoneyInOtherWords(input.toLowerCase());
      passesForSomeone(input.toLowerCase());
      return performance.now() - started;
    });
    expect(Math.min(...readings)).toBeLessThan(5);
    const whole = performance.now();
    en(input);
    money(input);
    signs(input);
    expect(performance.now() - whole).toBeLessThan(250);
  });
});
