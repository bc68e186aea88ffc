import { mentionsMoney, scamWarnings, windowWarnings } from './message-text.js';
import { cleaned, signsOf } from '../../../test/support/message-reading.js';

// Fourteenth hostile pass #6: scams a blind tester got through with no warning, and honest messages
// that were warned. Each family was written twice before the reading was changed; the first set
// (`built`) was read while building (`scam-asks.ts`, `scam-loans.ts`, `scam-requests.ts`), the second
// (`heldOut`) was not built on, and read after: three of its misses were read since, one (two typos
// in one ask, "kanst du mir was leien") is left out and open. The tester's own wordings are not among
// them. Read as the threads read a message: cleaned first, then the money warning or any other sign.
const warned = (text: string): boolean => mentionsMoney(cleaned(text)) || signsOf(text).length > 0;

// Asking to be lent money or have it advanced, with no sum and often no money word.
const LENDING = {
  built: [
    'Kannst du mir bis zum Ersten was vorstrecken? Die Rente kommt erst dann',
    'ich bräuchte kurz eine kleine Überbrückung bis meine Rente da ist',
    'Könnten Sie mir vielleicht etwas borgen, ich gebe es nächste Woche zurück',
    'hättest du mir was zum aushelfen bis freitag',
    'could you float me a little till my pension comes in',
    'can you tide me over until the end of the month',
    "would you be able to lend me a bit, I'll pay you back on the 1st",
    'I hate to ask but could you advance me something for the rent',
    'kannst du mir was auslegen für die Apotheke ich zahl es dir zurück',
    'cud you lend me sum till friday',
    'hallo liebe Gerda wie geht es dir bei uns regnet es seit tagen und mein Knie macht wieder Probleme der Arzt sagt ich soll mehr laufen aber bei dem Wetter ach ja kannst du mir vieleicht was auslegen bis die Rente kommt',
  ],
  heldOut: [
    'Liebe Inge ich schäme mich es zu fragen aber könntest du mir etwas vorschießen bis meine Rente kommt',
    'du ich bin grad knapp kannst du mir was pumpen bis nächste woche',
    'Würden Sie mir eventuell einen kleinen Betrag vorstrecken?',
    'could you loan me some till payday',
    'any chance you could cover me until friday, my card is blocked',
    "I'm a bit short this month would you mind helping me out until my pension arrives",
    'Kannst du mir mit der Miete unter die Arme greifen? nur bis zum 15.',
    'spot me a few quid till thursday love',
  ],
};

// Cash, gold or jewellery collected at the door, left outside, or handed to a driver.
const COLLECTION = {
  built: [
    'Die Polizei schickt heute Abend einen Beamten, legen Sie Ihren Schmuck in eine Tüte vor die Tür',
    "a courier will pick up the gold from your doorstep tonight, don't open the door to him just leave it outside",
    'Please withdraw 5000 from the cash machine and hand it to the taxi driver I send',
    'put the envelope in your letterbox, my colleague will fetch it at 8',
    'Legen Sie das Bargeld in einem Umschlag unter die Fußmatte, ein Kollege holt es ab',
    'The officer will come by to take your valuables into safekeeping until the gang is caught',
    'Heb das Geld am Automaten ab und gib es dem Fahrer, er wartet unten',
    'leave the money in a bag by the garden gate, someone will come for it',
  ],
  heldOut: [
    'Stellen Sie die Kassette mit den Münzen auf die Treppe, unser Mitarbeiter nimmt sie mit',
    'Go to the ATM get 2000 out and give it to the man in the grey car outside your house',
    'wrap the jewellery in a towel and put it in the bin by the door, the detective will collect',
    'Ein Polizist in Zivil kommt vorbei und nimmt Ihr Gold zur sicheren Verwahrung mit',
    'hang the bag with the cash on the door handle, my driver is on his way',
    'Werfen Sie den Umschlag mit dem Geld in den Briefkasten im Hausflur, wir holen ihn',
  ],
};

// Someone's bill or tickets paid, a fee that frees gold or an inheritance, a bank card lent, parcels
// sent on abroad.
const PAYING_FOR = {
  built: [
    "Could you settle my gas bill this once? I'll give it back next week",
    'Kannst du meine Stromrechnung übernehmen, ich gebe dir das Geld nächsten Monat',
    "would you book the flights for me on your card, I'll repay you when I land",
    'The gold bars are held in Dubai, I only need the clearance tax paid and then we share',
    'Mein Erbe liegt in Ghana fest, es fehlt nur die Freigabegebühr, dann bin ich bei dir',
    "lend me your bank card for a day, I'll give it back tomorrow",
    'Kannst du mir deine EC-Karte mal leihen',
    "I'll have parcels sent to you, just repack them and post them to my office in Lagos",
    'Ich lasse Pakete an deine Adresse liefern, schick sie dann bitte nach Nigeria weiter',
    "buy me the bus tickets online please, I can't do it from here",
  ],
  heldOut: [
    "Würdest du meine Handyrechnung bezahlen? ich geb's dir wieder",
    'can you pay the hotel for me, my card does not work abroad',
    'Die Zollbehörde in Istanbul gibt das Gold erst frei wenn die Abgabe bezahlt ist, kannst du helfen',
    'I inherited 4 million, the bank needs an administration fee before they release it',
    'Leihst du mir deine Bankkarte? nur kurz',
    "You'll receive some packages for me, please ship them on to my cousin in Ukraine",
    'could you get the train tickets for us, I will settle up later',
    'Dear Margaret it was so lovely to read about your garden, my roses are late this year and the cat is getting old, the vet was expensive and the heating broke, I hate asking but could you help me out with the heating bill just this once',
  ],
};

// Money, cards, police, parcels and bills in ordinary life, and warnings against scams.
const HONEST = {
  built: [
    'Please never send money to anyone you met here.',
    'Gutscheine vom Bäcker haben wir zu Weihnachten geschenkt bekommen.',
    'I paid my electricity bill today, it went up again.',
    'My grandson is a police officer in Leeds.',
    'I send parcels to my sister in Canada every Christmas.',
    'Mein Sohn arbeitet bei der Polizei in Köln.',
    'Ich habe heute die Stromrechnung bezahlt, schon wieder teurer.',
    'My daughter gave me a voucher for the spa for my birthday.',
    'Ich schicke meiner Schwester in Kanada jedes Jahr ein Paket.',
    'The courier left my parcel with the neighbour again.',
    'Der Paketbote hat das Päckchen vor die Tür gelegt.',
    'I lent my neighbour my ladder last week.',
    'We collected money for the church roof at the summer fair.',
    'The police came to our club to talk about scams, very useful.',
    'Never give your bank card to anyone, my bank told me.',
    'Gib niemals deine Karte oder Geheimzahl aus der Hand.',
    'I bought the theatre tickets online for my sister and me.',
    'Ich habe die Tickets für das Konzert schon gekauft.',
    'My late husband left me some gold coins, they are in the bank safe.',
    'Bitte schickt hier niemandem Geld, das ist immer Betrug.',
  ],
  heldOut: [
    'Mein Enkel hat mir einen Gutschein fürs Theater geschenkt.',
    'I keep the cash for the market in a tin in the kitchen.',
    'Beware of anyone who asks you for money here.',
    'Ich zahle alles mit Karte, auch beim Bäcker.',
    'The tax office sent me a letter about my pension, all fine.',
    'I worked for the post office for 30 years, sorting parcels.',
    'Meine Tochter hat mir das Ticket nach Wien geschenkt.',
    'We paid for the coach trip in advance, 45 euros each.',
    'Ich habe beim Zoll mein Paket aus Amerika abgeholt.',
    'If someone asks you to buy gift cards, it is a scam.',
    'I pay my gas bill by direct debit.',
    'Der Polizist war sehr freundlich, als ich meinen Ausweis verloren hatte.',
    'I got a parcel from my cousin in Australia yesterday.',
    'Mein Nachbar leiht mir manchmal sein Auto.',
    'Wir haben für den Ausflug zusammengelegt, jeder zehn Euro.',
    'Remember, the bank will never ask for your PIN.',
    'Zu meinem Geburtstag gab es Gutscheine von den Kindern.',
    'Never hand cash to anyone who comes to your door, the police say.',
  ],
};

// Written once the reading was built, and read once before any change (the report gives the count).
const AFTER = {
  scams: [
    'Hallo Liesel, kannst du mir bis zum Monatsende ein bisschen aushelfen? Ich zahl alles zurück',
    "könntest du mir 'nen Hunderter vorstrecken",
    'I wonder if you could lend me a little something until my pension is paid',
    'Would you be so kind as to advance me a small amount, just until Tuesday',
    'Kannst du mir für die Nebenkosten was leihen, bitte',
    'do you think you could help me out a bit till the end of the month, I am embarrassed to ask',
    'ich hab grad einen engpass, wärst du so lieb und legst mir was aus',
    'Could you spare me a little until my pension comes',
    'Borgst du mir ein paar Euro bis zum Ersten?',
    'Ihr Geld ist bei der Bank nicht sicher. Packen Sie es in eine Tasche und stellen Sie sie vor die Wohnungstür, ein Beamter holt sie ab.',
    'the sergeant said you should put your rings and necklaces in a shoebox and leave it on the porch for our officer',
    'Bitte heben Sie 3000 Euro ab und übergeben Sie das Geld unserem Kurier an der Haustür.',
    'leave the gold coins in the flower pot by your front door and my man will pick them up',
    'Wir holen Ihre Wertsachen heute ab, legen Sie alles in den Briefkasten.',
    'my phone bill is overdue, could you pay it for me just this month',
    'Kannst du bitte die Reparaturrechnung für mein Auto bezahlen? Ich geb dir alles zurück.',
    'I have 2 kilos of gold stuck in the airport in Accra, they want a clearance fee of 1500 before they let it go',
    'Das Erbe meines Onkels wird erst freigegeben wenn die Steuer bezahlt ist, du bekommst die Hälfte',
    'Darf ich mir kurz deine Kreditkarte ausleihen für eine Bestellung?',
    'packages will come to your house for me, just put new labels on them and send them to Kiev',
    'Kauf mir bitte die Zugtickets, ich habe keine Karte',
    'could you book my hotel with your card, I will pay you cash when I arrive',
    'Es kommen Pakete für mich an deine Adresse, bitte pack sie um und schick sie an meine Firma in Lagos',
  ],
  honest: [
    'My pension came today so I treated myself to a new coat.',
    'Ich habe meiner Enkelin etwas Geld zum Geburtstag geschenkt.',
    'The postman brought a parcel from my son in Australia.',
    'Heute war ein Polizist in der Schule meiner Enkelin, sie war ganz aufgeregt.',
    'I always leave a key with my neighbour when I go away.',
    'We had a lovely time at the market, I spent far too much money on cheese.',
    'Mein Nachbar hat mir seine Leiter geliehen, sehr nett.',
    'Could you lend me the book you mentioned when we meet?',
    'Kannst du mir das Rezept von dem Kuchen geben?',
    'I paid the gas and water bills this morning, all done.',
    'Meine Rente kommt immer am Monatsende.',
    'My son is a customs officer at Heathrow.',
    'Ich bekomme jedes Jahr einen Gutschein von meinem Sohn.',
    'The bank sent me a new debit card by post.',
    'My wallet was stolen last year, the police were very kind.',
    'Ich habe die Karten fürs Theater selbst bezahlt.',
    "Don't ever give your bank card to a stranger, my son told me.",
    'Wer dich hier um Geld bittet, ist ein Betrüger, pass auf dich auf.',
    'My daughter lends me her car on Sundays.',
    'Unser Verein sammelt Geld für neue Bänke im Park.',
    'I left a parcel for the neighbour at her door.',
    'Die Polizei warnt: niemals Schmuck oder Geld an Fremde übergeben.',
    'I send my grandson a little money for his birthday every year.',
    'My husband and I used to run a post office.',
    'Ich lege immer ein bisschen Geld für den Urlaub zur Seite.',
    'Could you help me out with the crossword, 7 down has me stuck',
    'I lent my brother some money years ago and never saw it again, ha',
    'Kannst du mir bis Freitag sagen, ob du Zeit hast?',
    'We shared a taxi and I paid, she gave me cash back later.',
    'Mein Sohn hat mir geholfen, die Stromrechnung online zu bezahlen.',
  ],
};

describe('fourteenth pass #6: wordings written after the reading was built', () => {
  it.each(AFTER.scams)('warns of %p', (text) => {
    expect(warned(text)).toBe(true);
  });
  it.each(AFTER.honest)('gives no warning for %p', (text) => {
    expect(warned(text)).toBe(false);
  });
});

describe.each([
  ['lending or advancing money', LENDING],
  ['valuables or cash collected', COLLECTION],
  ["someone's bill, tickets, release fee, bank card or parcels", PAYING_FOR],
])('fourteenth pass #6: %s', (_, family) => {
  it.each(family.built)('warns of %p', (text) => {
    expect(warned(text)).toBe(true);
  });
  it.each(family.heldOut)('warns of the held-out wording %p', (text) => {
    expect(warned(text)).toBe(true);
  });
});

describe('fourteenth pass #6: honest talk of money, cards, police, parcels and bills', () => {
  it.each(HONEST.built)('gives no warning for %p', (text) => {
    expect(warned(text)).toBe(false);
  });
  it.each(HONEST.heldOut)('gives no warning for the held-out %p', (text) => {
    expect(warned(text)).toBe(false);
  });
});

// A second probe, written and read once after the sets above passed: 11 of 15 scams were warned
// (missed: the rent covered, the electricity paid, 'mit 200 auszuhelfen', 'send me a bit for the
// gas'; read since), and 15 of 16 honest messages were quiet (the sixteenth, a customs fee paid last
// week, is an older rule's and left open).
const PROBE = {
  scams: [
    "Could you cover my rent this month? I'll square up with you in May",
    'I just need someone to pay the vet bill for my dog, I will repay every cent',
    'Magst du mir ein bisschen unter die Arme greifen, bis mein Gehalt kommt?',
    'Kannst du mir den Strom bezahlen? Sonst sperren die ihn',
    'My brother is holding my inheritance in a bank in London, they need 2% fee upfront to release it to me',
    'Hol bitte 1000 Euro am Geldautomaten und gib sie dem Taxifahrer, der klingelt',
    'put the cash in a sock and drop it over the garden fence tonight',
    "I'll send you my parcels, you just forward them to Ghana for me",
    "could i use your credit card for a quick booking, I'll pay you back",
    'Lend us a tenner till Friday luv',
    'wärst du so nett mir mit 200 auszuhelfen',
    'Kannst du mir bis Freitag aushelfen, meine Karte ist gesperrt',
    'Würdest du die Arztrechnung für mich begleichen',
    'could you send me a bit for the gas',
    'I need a small loan of 300',
  ],
  honest: [
    "I cover the rent with my pension, it's tight but fine",
    "My neighbour pays my paper bill when I'm away, I give it back",
    'Mein Sohn hat mir beim Strom bezahlen geholfen',
    'Our treasurer collects the cash for the club trip',
    'Ich stelle die leeren Flaschen immer vor die Tür',
    'Bei mir holt die Caritas jede Woche Kleidung ab',
    'Could you tell me where the post office is?',
    'My granddaughter lent me her tablet until Christmas',
    "I don't lend money to anyone, I learned that the hard way",
    'Leihst du gerne Bücher aus der Bibliothek?',
    'I usually leave a tip for the postman at Christmas',
    'Ich habe meiner Nachbarin etwas Geld geliehen, sie zahlt es zurück',
    'Kannst du mir ein bisschen von deinem Garten erzählen?',
    'Could you lend me a hand with the chairs on Saturday?',
    'Can you help me out with the church fete until 4?',
  ],
};

describe('fourteenth pass #6: a second probe', () => {
  it.each(PROBE.scams)('warns of %p', (text) => {
    expect(warned(text)).toBe(true);
  });
  it.each(PROBE.honest)('gives no warning for %p', (text) => {
    expect(warned(text)).toBe(false);
  });
});

describe('fourteenth pass #6: the false police collecting, named as such', () => {
  it.each([
    'Die Polizei schickt heute Abend einen Beamten, legen Sie Ihren Schmuck in eine Tüte vor die Tür',
    'The officer will come by to take your valuables into safekeeping until the gang is caught',
    'the sergeant said you should put your rings and necklaces in a shoebox and leave it on the porch for our officer',
    'Ein Polizist in Zivil kommt vorbei und nimmt Ihr Gold zur sicheren Verwahrung mit',
  ])('shows %p as impersonation beside the money warning', (text) => {
    expect(mentionsMoney(cleaned(text))).toBe(true);
    expect(signsOf(text)).toContain('impersonation');
  });

  it.each([
    'My grandson is a police officer, he collects old coins.',
    'Die Polizei sagt, man soll Wertsachen nie vor die Tür legen',
    'My late husband was a police officer; I keep his medals and coins in a box by the door.',
  ])('shows no impersonation for %p', (text) => {
    expect(signsOf(text)).not.toContain('impersonation');
  });
});

describe('fourteenth pass #6: where the new readings stop', () => {
  it.each([
    'Could you lend me your umbrella until Friday?',
    'It was so kind of you to lend me your umbrella so I stayed dry',
    'Kannst du mir deine Leiter bis Montag leihen?',
    'Kannst du mir das Gedicht auslegen?',
    'Can you spot me on the bench press?',
    'Leg mir was aus dem Schrank raus',
    'Could you help me out of the car when we arrive?',
    'I put my rings in the box by the door every night.',
    'My grandson helps me out with the shopping until my hip is better',
    'Could you spare me a minute after choir?',
    'I need a little advance notice if you want to visit',
    'Can I borrow a little of your time?',
    'If you need anything just ask, I can lend you a hand',
    'Ich kann dir gern was leihen, wenn du magst',
    'Wir legen das Geld für den Ausflug aus und ihr zahlt später',
    'Die Polizei sagt, man soll Wertsachen nie vor die Tür legen',
    'Never leave your handbag with cash in it by the door',
    'My card was blocked last week, the bank sent me a new one',
    'Hilfst du mir beim Umzug aus?',
    'Kannst du mir beim Umzug unter die Arme greifen?',
    "If anyone here asks you for money, it's a scam, report them",
    'Bitte niemals Geld an jemanden hier schicken.',
    'Gib niemals deine Karte oder Geheimzahl aus der Hand.',
  ])('gives no warning for %p', (text) => {
    expect(warned(text)).toBe(false);
  });

  it.each([
    'This is not a scam, I just need 300 until Friday',
    'Scammers are everywhere, so please transfer your savings to the safe account I give you',
    'When someone calls about your bank it is a scam, so give me your PIN and I will check',
    'My account is frozen until Monday, could you lend me a bit',
    'Gold worth 2 million is waiting for me at Dubai customs, the release tax is all that is missing',
    'Ich habe nie gedacht, dass ich fragen muss, aber kannst du mir 500 schicken',
    "Don't open the door to anyone, just leave the envelope with the cash under the mat",
  ])('still warns of %p', (text) => {
    expect(warned(text)).toBe(true);
  });
});

// Word lookups only, each split verb's particle found in one pass: a long hostile message of the new
// cues is read to the end by each reading in well under a second (a super-linear rule takes far
// longer); a window reads it again with the sender's last messages. The readings are warmed on a
// short message first, as a running server's are, so the time is the reading's, not the compiler's.
describe('50,000 hostile characters of the fourteenth pass #6 cues', () => {
  const UNITS = [
    [
      'split verbs without their particle',
      'legst du mir was streck schieß hilf greif help me bail ',
    ],
    ['split verbs and particles', 'leg aus vor arme out mir was bis '],
    ['vague sums', 'kannst du mir was zum für to etwas bit little some leihen '],
    ['left outside', 'leave put legen the cash gold rings by door mat briefkasten tür '],
    ['warnings', 'never nie niemals ask hand aus der scam if anyone send '],
    ['fees and cards', 'gold erbe stuck fee release lend me your ec karte bank card '],
  ] as const;
  const repeated = (unit: string, length: number): string =>
    unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const within = (limit: number, read: () => unknown): void => {
    const started = performance.now();
    read();
    expect(performance.now() - started).toBeLessThan(limit);
  };
  beforeAll(() => {
    for (const [, unit] of UNITS) {
      const text = cleaned(repeated(unit, 2_000));
      mentionsMoney(text);
      scamWarnings(text);
    }
  });
  it.each(UNITS)('reads %s to the end', (_, unit) => {
    const input = repeated(unit, 50_000);
    const text = cleaned(input);
    within(600, () => mentionsMoney(text));
    within(600, () => scamWarnings(text));
    within(5_000, () => windowWarnings([text], input));
  });
});
