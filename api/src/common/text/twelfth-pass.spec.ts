import { mentionsMoney, revealsContact, scamWarnings, windowWarnings } from './message-text.js';
import { cleaned, signsOf } from '../../../test/support/message-reading.js';

// Twelfth hostile pass (docs/RELIABILITY.md rows 3–5): what a blind attacker got through, and the
// next wording of each, read as the threads read a message (cleaned first).
const warned = (text: string): boolean => mentionsMoney(cleaned(text)) || signsOf(text).length > 0;
const refused = (messages: readonly string[]): boolean =>
  revealsContact(messages.slice(0, -1).map(cleaned), messages.at(-1)!);

describe('twelfth pass #3: contact details told around the filter', () => {
  it.each([
    'tg: hans1951',
    'Line ID hans51',
    "I'm on WA, same name",
    'Wh@tsApp me',
    "add me on what's up",
    'Sig nal me, it is easier',
    'look for me on Signal, same name as here',
    'I prefer Facebook messenger, search my name',
    'Find me on Telegram, I have the same name there',
    'the social network with the blue f, search Hans Mueller',
    'the little blue paper plane app and search hans1951',
    'Use the green app with the phone, my name is there',
    'my gmail is hansmueller1951',
    'my email is hansmueller1951 on the google mail',
    'my mail box is called hansmueller and the provider is gmx',
    'Mein Postfach heißt hansmueller, bei web',
    'ватсап мне, номер ноль один семь шесть',
    'мой телеграм hans1951',
    'напишите мне в вайбер',
    'Ciao, scrivimi su WhatsApp',
    'Escríbeme por WhatsApp, por favor',
    'Napisz do mnie na WhatsAppie',
    "Bana WhatsApp'tan yaz",
    'first digits of my phone: 0 1 7 6',
    'Write me a letter: Hans Müller, Gartenweg 5, 10115 Berlin',
    'My address is 14 Elm Street, come by for tea and we talk there',
    'I am on TG too, look for oma_inge77',
    'Schreib mir bei Telegram, gleicher Name wie hier',
    'Meine Mail: hansmueller1951 bei gmx',
    'Такой же ник в телеграме, пишите мне',
    'Find me on the app with the yellow ghost, same name',
    'Agrégame en WhatsApp',
  ])('moves %p off the platform', (text) => {
    expect(signsOf(text)).toContain('offPlatform');
  });

  it.each([
    'mi numero es cero uno siete seis dos tres cuatro',
    'il mio numero: zero tre tre cinque sei sette otto',
    'номер ноль один семь шесть два три четыре',
    'mój numer zero jeden siedem sześć dwa trzy cztery',
  ])('removes a number told in words in %p', (text) => {
    expect(cleaned(text)).toContain('[number removed]');
  });

  it.each([
    [['first part of my number is 0176', 'second part is 2345', 'and the end 6789']],
    [['Meine Nummer, erster Teil: 0171', 'dann kommt 555', 'und zum Schluss 1234']],
    [['my phone starts with 0 1 7 6', 'then 2 3 4', 'and 5 6 7 8']],
  ])('refuses the message that completes a number split with words: %p', (messages) => {
    expect(refused(messages)).toBe(true);
  });

  it.each([
    [['I am 72 and live in room 12', 'The bus 145 comes at 10', 'It costs 15 euros']],
    [['We met in 1975', 'my son was born in 1980', 'and my daughter in 1983']],
    [
      [
        'My new phone number starts with 0176, I will share it',
        'I have 4 cats and 50 hens on the farm',
      ],
    ],
  ])('does not refuse ordinary numbers in a row: %p', (messages) => {
    expect(refused(messages)).toBe(false);
  });
});

describe('twelfth pass #4: scams in other words', () => {
  it.each([
    'A courier will come to collect your jewellery for safekeeping',
    'Ein Kollege von mir holt die Wertsachen heute Abend bei Ihnen ab',
    'Our driver will pick up your cash and gold tonight, it is safer with the police',
    'Babcia, to ja, wnuczek, miałem wypadek, potrzebuję pieniędzy',
    'Buy me 4 cards from Lidl with 50 on each and photograph the back',
    'Kauf bitte drei Karten bei Rewe und schick mir ein Foto der Rückseite',
    'I am a US army doctor in Syria, I need you to receive a package for me',
    'I work on an oil rig offshore and need you to accept a parcel for me',
    "Keep this between us, don't tell your children about our plan",
    'Sag deinen Kindern nichts davon, das bleibt unser Geheimnis',
    "tell me your password and I'll set up the email for you",
    'Geben Sie mir Ihr Passwort, dann richte ich alles ein',
    "I'll connect to your PC from here and fix it",
    'could you let me log into your computer from my home',
    'Ich schalte mich auf Ihren Rechner auf und repariere das',
    'press Windows key and R, type the address I give you',
    'Drücken Sie die Windows-Taste und R und tippen Sie ein, was ich sage',
    'Open cmd and type what I tell you',
    'Mein Bote kommt morgen und nimmt Ihren Schmuck zur Sicherheit mit',
    'Nonna, sono io, ho avuto un incidente',
    'Abuela, soy yo, tuve un accidente, necesito dinero',
    'I am a soldier on a UN peacekeeping mission and need you to keep a box for me',
    'What is your login for the bank? I will check it for you',
    'Erzähl deiner Familie nichts von uns, das ist unser Geheimnis',
  ])('warns the reader of %p', (text) => {
    expect(warned(text)).toBe(true);
  });
});

describe('twelfth pass #5: honest messages with no warning', () => {
  it.each([
    "I can lend you my ladder, it's 3 metres.",
    'I had a stroke in 2019 and my son helps me with banking.',
    'I forgot my PIN at the bank yesterday, so embarrassing!',
    'We could share a taxi to the doctor, it costs about 15 euros.',
    'I paid 20 euros for the seeds and half did not come up.',
    'The garden plot by the river costs 120 euros a year.',
    'Do you use WhatsApp with your family? I find it confusing.',
    'The concert tickets were 25 € each, but worth it.',
    'My pension came late this month, the bank said it was a holiday.',
    'Money is not everything, health is what counts.',
    'I saved for years to buy my little caravan.',
    'The coffee at the market costs 2 euros now, can you believe it?',
    'My granddaughter showed me how to pay with my phone at the till.',
    'We collected 300 euros for the church roof at the bazaar.',
    'Can I borrow your recipe for the plum cake?',
    'I keep my savings book in a drawer, old habits.',
    'Ich kann dir meine Leiter leihen, sie ist 3 Meter lang.',
    'Ich hatte 2019 einen Schlaganfall, mein Sohn hilft mir beim Onlinebanking.',
    'Ich habe gestern meine PIN an der Bank vergessen, wie peinlich!',
    'Wir könnten uns ein Taxi zum Arzt teilen, das kostet etwa 15 Euro.',
    'Ich habe 20 Euro für die Samen bezahlt.',
    'Der Kleingarten kostet 120 Euro im Jahr.',
    'Nutzt du WhatsApp mit deiner Familie? Ich finde es verwirrend.',
    'Das Konzert war günstig, nur 12 Euro Eintritt.',
    'Meine Rente kommt immer am Monatsende aufs Konto.',
    'Geld allein macht nicht glücklich, sagte meine Mutter immer.',
    'Beim Bäcker zahle ich immer bar, das bin ich so gewohnt.',
    'Der Sparkasse-Automat bei uns ist oft kaputt.',
    'Ich habe mein Passwort für das Tablet auf einen Zettel geschrieben.',
    'My daughter set up the email on my computer, now I can see photos.',
    'I keep my jewellery in a box my mother gave me.',
    'Meine Kinder kommen am Sonntag, wir machen einen Plan für den Garten.',
    'Press the button on the left and the radio turns on.',
    'I use Signal with my grandchildren, it works well.',
    'Mein Sohn war in der Armee, jetzt ist er Lehrer.',
    'I search for recipes on Facebook every evening.',
    "Let's meet at the café, Marktplatz 3, at ten.",
    'Bitte bring 5 Euro für den Kaffee mit.',
    'Please bring 5 euros for the raffle.',
    'My grandson is in the army and sent me a package for Christmas.',
    'I sent an email to my grandson about his 80th birthday.',
    'My email provider is GMX, it works fine.',
    'Wir haben 300 Euro für das Kirchendach gesammelt.',
    'Ich habe mein Handy seit 2015, es ist 10 Jahre alt fast.',
    "What's up with the weather, it rains every day!",
    'Ich suche auf Facebook nach Rezepten für Pflaumenkuchen.',
  ])('gives no warning for %p', (text) => {
    expect(mentionsMoney(cleaned(text))).toBe(false);
    expect(signsOf(text)).toEqual([]);
  });

  it('still warns when money is asked for', () => {
    for (const text of [
      'Can you lend me 300 until Friday?',
      'Please send me 50 euros for the taxi.',
      // Money to change hands between the two, offered rather than asked.
      'Shall I pay the first month in cash?',
      'Soll ich die erste Miete bar bezahlen?',
      'Tell me your PIN so I can check.',
      'Überweisen Sie mir das Geld heute.',
      'I need money for the doctor, urgently.',
    ])
      expect(mentionsMoney(cleaned(text))).toBe(true);
  });

  it('keeps the window warning for money asked over messages', () => {
    expect(windowWarnings(['I need help'], 'with 300 euros').moneyWarning).toBe(true);
  });
});

// The new readings are word lookups and linear patterns: a long hostile message of their cues is
// read to the end, alone and as the last of a window (a super-linear rule fails by the time-out).
describe('50,000 hostile characters of the twelfth pass cues', () => {
  it.each([
    ['Russian names', 'ватсап мне ноль один '],
    ['described apps', 'blue paper plane green app with the phone blue f '],
    ['at-signs in words', 'wh@ts@a@'],
    ['what is up', "on what's up me "],
    ['digit words of many languages', 'cero uno due tre jeden dwa bir iki '],
    ['mailboxes and handles', 'my gmail is hans1951 called '],
    ['streets', 'Gartenweg 5 14 Elm Street write '],
    ['split numbers', 'part 0176 '],
    ['money and asks', 'euros your lend me please '],
  ])('reads %s to the end', (_, unit) => {
    const input = unit.repeat(Math.ceil(50_000 / unit.length)).slice(0, 50_000);
    const text = cleaned(input);
    expect(typeof mentionsMoney(text)).toBe('boolean');
    expect(Array.isArray(scamWarnings(text))).toBe(true);
    expect(typeof revealsContact([text, text], input)).toBe('boolean');
    expect(Array.isArray(windowWarnings([text], input).scamSigns)).toBe(true);
  });
});

describe('thirteenth pass #1: a return link never reaches the other person', () => {
  const id = '3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b';
  const key = 'Zk3_pQ-8vN2xL7mR4tY9wB1cD6eF0gH5jK2lM8nP4qS';
  it.each([
    `ok here: localhost:3000/matches/${id}#key=${key}`,
    `matches/${id}#key=${key}`,
    `/matches/${id}?key=${key}`,
    `the key is ${key}`,
  ])('removes the key from %p', (text) => {
    expect(cleaned(text)).not.toContain(key);
  });

  it('keeps ordinary words, times and long German words', () => {
    for (const text of [
      'Meet at 10:30 at the station, key is under the mat.',
      'Die Donaudampfschifffahrtsgesellschaft fährt um 14:00.',
    ])
      expect(cleaned(text)).toBe(text);
  });
});
