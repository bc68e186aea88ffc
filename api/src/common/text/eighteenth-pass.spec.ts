import { aboutRefused } from './card-about.js';
import { mentionsMoney } from './message-text.js';

// Eighteenth hostile pass #3 (docs/RELIABILITY.md): scam asks that reached a reader without the money
// warning, as families in other wordings of their own, beside honest talk that must stay unwarned.
it.each([
  // Vouchers bought for the writer, whatever the sentence also says.
  'Buy me some Amazon gift vouchers, I am abroad and cannot do it myself',
  'Could you get me two prepaid cards at the petrol station? I will explain later',
  'Kannst du ein paar Guthabenkarten an der Tankstelle kaufen?',
  'Besorg mir bitte drei Aufladekarten, ich kann gerade nicht raus',
  // Money in bills and notes rather than a sum.
  'Hilfst du mir mit ein paar Hundertern aus?',
  'Kannst du mir zwei Zwanziger leihen bis Montag?',
  // A prize with a sum in it, and a fee still owed for it or for a parcel.
  'Du hast beim Gewinnspiel 50.000 Euro gewonnen, nur die Bearbeitungsgebühr fehlt noch',
  'You have won 25.000 dollars in our draw, only the processing fee is still due',
  'Ich bin Ärztin bei den Vereinten Nationen, für mein Paket fehlt die Zollgebühr',
  'Your parcel is held at customs, the customs fee of 2.99 must be paid today',
  // Investments in valuables, a doubling, a rate members earn.
  'Leg dein Erspartes in Diamanten an, absolut sicher',
  'Put your savings in gold bars with my advisor, he doubles it',
  'I run a small vineyard fund, members earn 12% a year',
  'Mit meinem Goldsparplan verdienst du 9 Prozent, bombensicher',
])('warns of money asked in other words: %p', (text) => {
  expect(mentionsMoney(text)).toBe(true);
});

it.each([
  'My fund made 3% a year, not much',
  'I love my gold necklace, it was my mother’s',
  'Wir könnten zusammen Kaffee trinken, ich habe einen Goldfisch',
  'The parcel with the seeds arrived today',
  'Ich habe ein Paket mit Wolle bekommen, für die Mütze',
  'Could you get me the name of that garden shop?',
  'Kauf mir bitte keine Blumen, ich bin allergisch',
])('leaves honest talk unwarned: %p', (text) => {
  expect(mentionsMoney(text)).toBe(false);
});

it('refuses a card whose sentence promises returns, and keeps an honest one', () => {
  expect(aboutRefused('I run a small vineyard fund, members earn 12% a year.', 'en')).toBe(true);
  expect(aboutRefused('Ich lege dein Erspartes in Gold an, absolut sicher.', 'de')).toBe(true);
  expect(aboutRefused('I love gardening, baking bread and my old gold watch.', 'en')).toBe(false);
});
