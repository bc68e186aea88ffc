import { aboutRefused } from './card-about.js';

// Thirteenth hostile pass #1: each was shown on cards to everyone nearby, with no warning.
const REPORTED = [
  'tg: oldgardener55',
  'Signal is better for us, search oldgardener',
  "Let's chat on Ꮃhatsapp",
  'fb messenger: anna.gardens',
  'Skype live:anna.gardens',
  'oldgardener55 on snapchat',
  'zero one five one twenty-three forty-five sixty-seven',
  'I can help you with TeamViewer to fix your computer',
  'I fix PCs remotely with Any Desk',
  'Ich bin von der Polizei, Kriminalpolizei Berlin',
  'Send me Apple cards and I visit you',
  'Please buy Steam cards for my grandson',
  'Brauche dringend Geld für Arzt, bitte überweisen',
  'Your IBAN please so I can pay rent',
  'Lindenstraße 5, Berlin',
];

// Variants the code was not written around: other apps, spellings, scripts, numbers and streets.
const VARIANTS = [
  'Find me on Telegram as rosie_1950',
  'Schreib mir bei Threema, bin dort als gartenoma',
  'Add me on Discord: knitting.nana',
  'Instagram: @bakingmaria is where I post',
  'ꓪhatsApp is easier, search for Greta',
  'Wir können auf Viber chatten',
  'I help with computers using Rust Desk',
  'Fernwartung mit Team Viewer, ich helfe gern',
  'My number is oh seven seven double nine thirty-one fifty-two eighty',
  'Meine Nummer: null eins sieben zwei dreiundzwanzig fünfundvierzig',
  'Ich wohne in der Schillerstraße 12 in Köln',
  'Visit me at 14 Elm Street any afternoon',
  'Kaufen Sie mir bitte Google Play Karten',
  'Detective Miller, NYPD, working here in Berlin',
  'Polizeikommissarin aus München',
  'My bank account DE89 3704 0044 0532 0130 00 for gifts',
  'Write me at grandpa dot joe at gmail dot com',
  'Bitte schicken Sie mir Paysafecard Codes',
  'Lend me 200 euros until Friday',
];

const HONEST = [
  'I love gardening and baking bread',
  'Retired teacher, happy to help with homework',
  'Ich spiele gern Schach und koche italienisch',
  // A messenger named with no handle and no ask to be found there is a life told (card-about.ts).
  'I use WhatsApp to talk to my grandchildren',
  'Former bank clerk, happy to help with forms',
  'Retired police officer, now I grow roses',
  'Ehemaliger Kommissar, spiele gern Skat',
  'Grandmother of 3, I bake 2 cakes a week',
  'We chat about books on Sundays',
  'I like to snap photos of birds',
  'I walk 3 miles down the street every morning',
  'Zum Sportplatz gehe ich 3 mal die Woche',
  'Born in 1950, two children and five grandchildren',
  'Happy to show beginners how video calls work',
  'I live near Baker Street and love the museums',
  'Retired bank clerk, I help with online banking and computers.',
  'Ich helfe gern beim Online-Banking am eigenen Handy',
];

describe('a card sentence about its person', () => {
  it.each([...REPORTED, ...VARIANTS])('is refused: %s', (about) => {
    expect(aboutRefused(about, 'en')).toBe(true);
    expect(aboutRefused(about, 'de')).toBe(true);
  });

  it.each(HONEST)('is accepted: %s', (about) => {
    expect(aboutRefused(about, 'en')).toBe(false);
  });
});
