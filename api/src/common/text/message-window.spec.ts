import { aboutRefused } from './card-about.js';
import { appNameOf, readAppNames } from './fuzzy-names.js';
import {
  cleanMessage,
  mentionsMoney,
  revealsContact,
  scamWarnings,
  windowWarnings,
} from './message-text.js';
import { signsOf } from '../../../test/support/message-reading.js';

// Eleventh hostile pass #2: police and relative pretexts, misspelt messenger names, card data asked
// for, screen sharing, and a number or an app's name split over messages. The tester's messages
// first, then other wordings of the same tricks (the next tester writes other words), then ordinary
// messages that must stay unflagged.

describe('authority claims and family emergencies', () => {
  it.each([
    'This is Officer Brown, your grandson is in jail and needs bail',
    'Hier ist die Polizei, Ihre Tochter hatte einen Unfall, wir brauchen eine Kaution',
    'Sergeant Miller speaking. Your son was arrested tonight.',
    'Your granddaughter crashed the car and is in hospital, she needs a lawyer',
    'Hier spricht Kommissar Weber von der Kripo. Ihr Enkel wurde festgenommen.',
    'Ihr Sohn hat einen schweren Autounfall verursacht, es geht um die Kaution',
    'I am calling from the police station, there has been an accident',
    'Guten Tag, hier ist das Amtsgericht. Ihre Enkelin sitzt in Untersuchungshaft.',
  ])('warns of impersonation: %p', (text) => {
    expect(signsOf(text)).toContain('impersonation');
  });
});

describe('misspelt and disguised app names', () => {
  it.each([
    ['Telegrarn', 'telegram'],
    ['whatsap', 'whatsapp'],
    ['whatsaap', 'whatsapp'],
    ['whatsapq', 'whatsapp'],
    ['whatsapp', undefined],
    ['te1egram', 'telegram'],
    ['instagrarn', 'instagram'],
    ['vviber', 'viber'],
    ['teamveiwer', 'teamviewer'],
    ['anydeks', 'anydesk'],
    ['sn4pchat', 'snapchat'],
    ['snapchatt', 'snapchat'],
    ['telegramm', 'telegram'],
    ['instagarm', 'instagram'],
    ['5kype', 'skype'],
  ])('reads %p as %p', (word, name) => {
    expect(appNameOf(word.toLowerCase())).toBe(name);
  });

  // Every word of the Debian English and German word lists one edit from a name (fuzzy-names.ts),
  // and words near names that are two edits away or start with a name.
  it.each([
    'message',
    'discard',
    'supreme',
    'vier',
    'viper',
    'fiber',
    'vibes',
    'biber',
    'wicker',
    'hangout',
    'handouts',
    'telegraf',
    'telegraph',
    'single',
    'signals',
    'signale',
    'instal',
    'skye',
    'gino',
  ])('leaves the ordinary word %p', (word) => {
    expect(appNameOf(word)).toBeUndefined();
  });

  it.each([
    'Do you have Telegrarn?',
    'Write me on WhatsAp',
    'Write me on W-h-a-t-s-A-p-p',
    'Schreib mir auf Te1egram, da ist es privater',
    'Hast du Whatsap?',
    'Lass uns auf Instagrarn weiterschreiben',
    'Are you on Snapchatt?',
  ])('warns of a move elsewhere: %p', (text) => {
    expect(signsOf(text)).toContain('offPlatform');
  });

  it('refuses a card that names a misspelt messenger with a handle', () => {
    expect(aboutRefused('Find me on Telegrarn: oldgardener55', 'en')).toBe(true);
  });

  it('reads 50,000 characters of near names to the end', () => {
    const text = 'telegrarn whatsap vier viber te1egram '.repeat(1_316);
    expect(readAppNames(text).length).toBeGreaterThan(40_000);
  });
});

describe('card data and screen sharing', () => {
  it.each([
    'tell me the numbers on your credit card',
    'What are the three digits on the back?',
    'Kartennummer und Prüfziffer bitte',
    'Send me a photo of your bank card, both sides',
    'Nennen Sie mir die Ziffern auf der Rückseite',
    'What is the CVV?',
    'Lies mir die Nummer deiner Kreditkarte vor',
    'download the app so I can see your screen',
    'Laden Sie die App, damit ich Ihren Bildschirm sehen kann',
    'Install it, then we can watch your screen together',
  ])("warns of a way into the reader's bank or computer: %p", (text) => {
    expect(signsOf(text)).toContain('accessRequest');
  });
});

// At least twenty ordinary messages, English and German, near every new rule: family, police and
// courts told about, app-like words, cards, screens, numbers and years.
const HONEST = [
  'My grandson helps me with the phone',
  'my daughter is a police officer',
  'I sold my old telegraph key collection',
  'Wir treffen uns am Markt',
  'My grandson had an accident last year but he is fine now',
  'I was a police officer for 30 years',
  'Is your grandson coming to the market too?',
  'Meine Tochter ist Polizistin in Köln',
  'Ich war früher Richterin am Amtsgericht',
  'The message you sent was lovely',
  'Vier Enkel habe ich, alle in Bayern',
  'My card game club meets on Tuesdays',
  'What number bus brings you back?',
  'I can not see the screen well without my glasses',
  'Can you see my screen?',
  'I love the viper house at the zoo',
  'Wir haben einen Biber am Teich gesehen',
  'I hope your daughter is well',
  'The discard pile in rummy is my favourite',
  'I am sure the police will find the bike thief',
  'Mein Sohn hatte einen Unfall mit dem Fahrrad, alles gut',
  'I love singing in a choir',
  'Signals from the lighthouse kept us safe',
  'Meine Enkelin zeigt mir alte Telegramme',
  'Supreme court rulings interest me',
  'Ich habe vier Katzen und einen Hund',
  'My son works at the hospital as a nurse',
  'Mein Bildschirm ist zu klein für Fotos',
];

describe('ordinary messages', () => {
  it.each(HONEST)('gives no warning for %p', (text) => {
    const cleaned = cleanMessage(text, 'en');
    expect(cleaned).toBe(text);
    expect(scamWarnings(cleaned)).toEqual([]);
    expect(mentionsMoney(cleaned)).toBe(false);
  });

  it('reads them one after another as one sender, with no warning and nothing refused', () => {
    HONEST.forEach((text, i) => {
      const earlier = HONEST.slice(Math.max(0, i - 4), i);
      expect(revealsContact(earlier, text)).toBe(false);
      expect(windowWarnings(earlier, text)).toEqual({ moneyWarning: false, scamSigns: [] });
    });
  });
});

describe("a sender's last messages read together", () => {
  it.each([
    [['my number is 0171'], '234'],
    [['my number is 0171'], '5678'],
    [['Meine Nummer: 0151', '23'], '45 67'],
    [['Do you have Whats'], 'App?'],
    [['Find me on Tele'], 'gram'],
    [['Hol dir Hopto'], 'desk'],
    [['write to annamueller'], 'at gmx dot de'],
  ])('refuses what together gives a contact: %p then %p', (earlier, text) => {
    expect(revealsContact(earlier, cleanMessage(text, 'en'))).toBe(true);
  });

  it.each([
    [['I was born in 1948'], '1952 was my wife'],
    [['I love your face'], 'Book club is great'],
    [['So do I'], 'Message me here when you are back'],
    [['We have 3 grandchildren'], '2 of them are twins'],
    [['My number is the same as before'], 'See you on Friday'],
    [['call me 0171 123 4567'], 'thanks'],
    [['Message 1'], 'Message 2'],
    [['Message 1', 'Message 2', 'Message 3', 'Message 4'], 'Message 5'],
  ])('lets through %p then %p', (earlier, text) => {
    const cleaned = earlier.map((one) => cleanMessage(one, 'en'));
    expect(revealsContact(cleaned, cleanMessage(text, 'en'))).toBe(false);
  });

  it('warns on the message that completes a pattern, not on the ones before or after it', () => {
    expect(windowWarnings([], 'This is Officer Brown.').scamSigns).toEqual([]);
    expect(
      windowWarnings(['This is Officer Brown.'], 'Your grandson is in jail.').scamSigns,
    ).toEqual(['impersonation']);
    expect(
      windowWarnings(['This is Officer Brown.', 'Your grandson is in jail.'], 'Please hurry.')
        .scamSigns,
    ).toEqual([]);
    expect(windowWarnings(['Hier ist die Polizei.'], 'Ihre Tochter hatte einen Unfall.')).toEqual({
      moneyWarning: false,
      scamSigns: ['impersonation'],
    });
    expect(windowWarnings(['Lass uns weiterschreiben'], 'auf Telegram').scamSigns).toEqual([
      'offPlatform',
    ]);
  });

  it('reads a window of long messages to the end', () => {
    const long = 'whats app 0171 234 officer your grandson jail '.repeat(1_100).slice(0, 50_000);
    const earlier = [long, long, long, long, long];
    expect(typeof revealsContact(earlier, long)).toBe('boolean');
    expect(Array.isArray(windowWarnings(earlier, long).scamSigns)).toBe(true);
  });
});
