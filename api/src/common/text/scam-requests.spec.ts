import { mentionsMoney, revealsContact, scamWarnings, windowWarnings } from './message-text.js';
import { cleaned, signsOf } from '../../../test/support/message-reading.js';

// Thirteenth hostile pass #3: six scam families a black-box tester got through with no warning, read
// as the threads read a message (cleaned first). The fixed cases are a part of a held-out set written
// before the reading was built (`scam-requests.ts`: who asks the reader to give, pay, hold, forward,
// reveal or let in what); the honest messages are all of its honest ones, and more.

interface Expected {
  readonly money?: boolean;
  readonly impersonation?: boolean;
  readonly access?: boolean;
}

const FAMILIES: readonly (readonly [string, Expected, readonly string[]])[] = [
  [
    'a relative in custody, with bail and secrecy',
    { impersonation: true },
    [
      "I didn't want to worry you but my grandson Tom was arrested last night after a car accident. The lawyer says he needs 4,000 pounds bail by tomorrow or he stays in jail. Please don't tell his parents, he is so ashamed.",
      'Mein Enkel sitzt seit gestern in U-Haft, er hat einen Unfall gebaut. Die Kaution beträgt 8000 Euro. Bitte sag niemandem etwas davon, auch nicht deiner Tochter.',
      'Ich schäme mich so, dich das zu fragen. Mein Enkel ist verhaftet worden und braucht dringend Geld für die Kaution. Ein Bote könnte es heute Abend bei dir abholen. Das muss unter uns bleiben.',
    ],
  ],
  [
    'a bank employee who checks or collects the cash',
    { money: true, impersonation: true },
    [
      "Good afternoon, I work for your bank's security department. We found counterfeit notes in cash withdrawn at your branch. A colleague will come to your home this evening to check your banknotes.",
      'Ich arbeite bei Ihrer Sparkasse. Bei Ihrer letzten Abhebung wurde Falschgeld ausgegeben. Wir müssen Ihr Bargeld prüfen, ein Mitarbeiter kommt morgen vorbei und holt es ab.',
      'Our bank has to verify your cash for forged bills. Please withdraw your savings and hand them to my colleague, he will bring them back after the check.',
    ],
  ],
  [
    'a ticket, visa or fee for a far-away love',
    { money: true },
    [
      'My darling, I am counting the days until I can hold you. The only problem is the flight ticket, it costs 900 dollars and my account is frozen here on the rig. Could you send it so I can finally come to you?',
      'I have sent you a parcel with a gift, but customs is holding it. They want a release fee of 350 euros. Can you pay it so the parcel is delivered to you?',
      'Das Paket mit meinem Geschenk für dich hängt beim Zoll fest. Die Zollgebühr von 280 Euro muss bezahlt werden, damit es freigegeben wird. Kannst du das übernehmen?',
      'Ich vermisse dich jeden Tag, mein Herz. Bald sind wir zusammen. Nur die Reisekosten sind das Problem - kannst du mir das Ticket bezahlen? Ich schicke dir dann gleich meine Ankunftszeit.',
    ],
  ],
  [
    'money, gold or a parcel to hold or forward',
    { money: true },
    [
      "A parcel will arrive at your address for me next week. Please just accept it and forward it to the address I will send you. I can't receive post at the moment.",
      'I have some gold bars that I need to keep somewhere safe while I travel. Could you look after them for me? A courier would bring them to you.',
      'Es kommt bald ein Päckchen für mich bei dir an. Bitte nimm es an und schick es an die Adresse weiter, die ich dir gebe. Ich erstatte dir das Porto.',
      'Darf ich mein Gold bei dir aufbewahren, bis ich zurück in Deutschland bin? Ein Kurier bringt es dir nächste Woche vorbei.',
    ],
  ],
  [
    'a secret, code or private link to tell',
    { access: true },
    [
      'Please send me the private link to your matches page so I can look at your profile from my phone.',
      "Just out of curiosity, what was your mother's maiden name? I like to know about people's families.",
      'Schick mir doch den Link aus der Bestätigungsmail, dann kann ich dir beim Einrichten helfen.',
      'Du bekommst in den nächsten Tagen einen Brief mit einem Code. Sag mir bitte den Code, sobald er da ist.',
    ],
  ],
  [
    'a valuer to let in',
    { access: true },
    [
      'I work as a valuer for antiques. I could come to your home and look at your jewellery and old coins, free of charge. When would suit you?',
      'Ich bin Gutachter für Antiquitäten und Münzen. Ich könnte morgen bei Ihnen vorbeikommen und mir Ihren Schmuck ansehen, ganz unverbindlich.',
      'Haben Sie noch alten Goldschmuck oder Münzen zu Hause? Ein Schätzer aus meiner Firma kommt gern zu Ihnen und bewertet alles kostenlos.',
    ],
  ],
];

describe('thirteenth pass #3: the six families, held out, in English and German', () => {
  describe.each(FAMILIES)('%s', (_, expected, texts) => {
    it.each(texts)('warns of %p', (text) => {
      const signs = signsOf(text);
      const money = mentionsMoney(cleaned(text));
      expect(money || signs.length > 0).toBe(true);
      if (expected.money) expect(money).toBe(true);
      if (expected.impersonation) expect(signs).toContain('impersonation');
      if (expected.access) expect(signs).toContain('accessRequest');
    });
  });

  // The next wordings, written after the reading was built and read once before any change.
  it.each([
    'Something awful happened, my son has been locked up after a fight. The solicitor says 3000 will get him out tonight. I beg you, keep it to yourself.',
    "My granddaughter is in a police cell in Portugal. They want a bail payment before Monday. Could you help us out? Please don't mention it to anybody.",
    'Hier ist ein Mitarbeiter Ihrer Hausbank. Wir haben Hinweise auf Blüten in Ihrem Bargeld. Ein Kollege holt das Geld heute zur Prüfung bei Ihnen ab.',
    'Ich darf erst ausreisen, wenn die Visumgebühr bezahlt ist. Könntest du die Gebühr für mich übernehmen? Ich liebe dich.',
    'My lawyer needs a trustworthy person to receive the inheritance funds on my behalf. Would you let them send the money to your account?',
    'Could you store a box of my jewellery at your house for a month? A courier will drop it off.',
    'Forward me the email we got when you signed up, the one with the link in it.',
    'Nenn mir bitte deine Geheimzahl, dann richte ich alles für dich ein.',
    'My company buys old watches and silver. One of our experts could visit you at home and give you a free valuation.',
    'Meine Enkelin ist von der Polizei festgehalten worden. Wir brauchen bis heute Abend 4000 Euro, sonst muss sie über Nacht bleiben. Bitte kein Wort zu niemandem.',
    'Das Geschenk für dich liegt beim Paketdienst, die Auslösegebühr beträgt 190 Euro. Zahlst du die bitte, dann kommt es morgen.',
    'Mein Anwalt schickt dir das Erbe in Gold, bewahre es bitte sicher für mich auf.',
    "Copy the link from the welcome email and paste it here, I'll fix your profile for you.",
    'Gib mir bitte dein Kennwort, ich richte dir dein Profil ein.',
    "I'm a jewellery valuer. If you let me pop round to your house I can tell you what your rings are worth.",
  ])('warns of the next wording %p', (text) => {
    expect(mentionsMoney(cleaned(text)) || signsOf(text).length > 0).toBe(true);
  });
});

describe('thirteenth pass #3: honest talk of money, banks, codes, parcels, family and antiques', () => {
  it.each([
    "My rent went up again this year, it's getting expensive in the city.",
    "I do online banking now with my son's help. It saves me a trip to town.",
    'Prices at the supermarket are shocking, a loaf of bread costs almost 3 pounds now.',
    "We could meet at the café next to the bank branch on the High Street, it's easy to find.",
    'I use WhatsApp with my grandchildren every Sunday, they send me pictures of the garden.',
    "My grandson just passed his driving test, I'm so proud of him.",
    "I collect old coins and stamps, it's been my hobby for forty years.",
    'My daughter sent me a parcel with books for my birthday, it arrived yesterday.',
    'I changed my PIN at the bank last week because I kept forgetting the old one.',
    'We went to the antiques fair on Saturday and I bought a lovely little brooch.',
    'My late husband left me the house, I still live there with my cat.',
    'Shall we meet at the library on Tuesday at 3? I will be wearing a blue coat.',
    'I got a letter from the council about the bins, they change the collection day again.',
    'My nephew works as a police officer in Leeds, he loves his job.',
    'I keep my savings in a normal account, nothing fancy. My pension is enough for me.',
    'Meine Miete ist schon wieder gestiegen, das wird langsam teuer.',
    'Ich mache jetzt Onlinebanking, mein Sohn hat mir dabei geholfen.',
    'Wir könnten uns im Café neben der Sparkasse am Marktplatz treffen.',
    'Mit meinen Enkeln schreibe ich über WhatsApp, sie schicken mir immer Fotos.',
    'Die Preise im Supermarkt sind unglaublich, Butter kostet fast drei Euro.',
    'Mein Enkel hat gerade sein Abitur bestanden, wir sind alle so stolz.',
    'Ich sammle alte Münzen, mein Vater hat damit angefangen.',
    'Meine Tochter hat mir ein Paket mit Büchern geschickt, es kam gestern an.',
    'Ich habe meinen PIN bei der Bank geändert, weil ich den alten immer vergessen habe.',
    'Am Wochenende war ich auf dem Flohmarkt und habe eine alte Uhr gekauft.',
    'Mein Mann hat mir das Haus vererbt, ich wohne dort noch mit meinem Hund.',
    'Sollen wir uns am Dienstag um drei an der Stadtbibliothek treffen?',
    'Mein Neffe ist Polizist in Köln, er macht seine Arbeit sehr gern.',
    'Ich war heute bei der Bank und habe Geld abgehoben, danach bin ich Kaffee trinken gegangen.',
    'Meine Rente reicht gut, ich spare jeden Monat etwas für die Enkel.',
    'Never tell anyone your PIN, my bank always reminds me of that.',
    'I pay my rent by bank transfer every month.',
    'Can you send me the link to the museum page? I could not find it.',
    'My grandson is a lawyer in Manchester, he works very hard.',
    'Shall we meet in front of the bank on the square at eleven?',
    'Ich überweise meine Miete immer per Dauerauftrag.',
    'Gib niemals deine PIN weiter, das sagt meine Tochter immer.',
    'Mein Neffe hat ein Päckchen für mich angenommen, als ich im Urlaub war.',
    'Ich habe den Schmuck meiner Mutter geerbt und trage ihn gern.',
    'I visited the antiques roadshow, they valued my old clock at 200 pounds!',
    'Wir könnten zusammen ins Kino gehen, ich kaufe die Tickets.',
    'My daughter helps me with my passwords, I write nothing down.',
    'Kannst du mir sagen, wie der Code für das WLAN im Café war?',
    'I watched a film about a man in prison, very sad, my son recommended it.',
    'Mein Sohn arbeitet bei der Sparkasse, er sagt, man soll nie Geld an Fremde schicken.',
    'Would you like to come to the coin club with me on Thursday?',
    'Ich schicke dir gern das Rezept für den Apfelkuchen.',
    'My late husband collected stamps and coins, the collection is still in the attic.',
    'Would you like to come and see my coin collection at home?',
    'Would you like to visit the coin museum with me?',
    'What is your area code? Mine is Leeds.',
    'What is your postcode, I want to see how far we are apart.',
    'Can you send me the ticket prices for the museum?',
    "Could you keep an eye on my cat while I'm away?",
    'Can you keep a secret? My granddaughter is getting married!',
    'Meine Tochter kommt am Sonntag zu mir, sie schaut sich meine alten Münzen an.',
    'Ich bewahre meinen Schmuck im Bankschließfach auf.',
    'My bank sent me a new PIN by post last week.',
    'Die Bank hat mir einen Brief mit dem neuen Code geschickt.',
    'I forgot my password again, my son reset it for me.',
    'Mein Enkel war früher Polizist, jetzt ist er Anwalt.',
    'The parcel for my neighbour came to me, I took it in for her.',
    'I sent my sister a parcel for her birthday, it cost 20 pounds to post.',
    'Kannst du mir die Adresse vom Café schicken?',
    "My late husband's gold watch is my most treasured thing.",
    'Ich könnte dich abholen, wenn du magst, dann fahren wir zusammen hin.',
    'Could you tell me the name of the book you mentioned?',
    'I paid for my own ticket, see you at the station at ten.',
    'Wir haben früher Schmuck gesammelt, heute sammle ich Briefmarken.',
    'My son works in a prison as a guard, he has stories for days.',
    'My nephew was arrested at a peace march in 1968, we still laugh about it.',
    'Im Fernsehen lief ein Krimi, der Sohn kam ins Gefängnis. Spannend!',
    'Never send money or gift cards to anyone you met online, my daughter says.',
    'Ich habe meinen Enkeln beim Onlinebanking geholfen, das war lustig.',
    'I bought a lovely brooch at the antiques shop, the dealer was very kind.',
    'Der Gutachter kam wegen des Wasserschadens, die Versicherung zahlt alles.',
    'It was your idea to meet at the bank corner, I liked it.',
  ])('gives no warning for %p', (text) => {
    expect(mentionsMoney(cleaned(text))).toBe(false);
    expect(signsOf(text)).toEqual([]);
  });

  it('still warns when the writer asks, offers, or only seems to warn', () => {
    for (const text of [
      "Don't tell anyone, but send me your PIN.",
      'Shall I pay the first month in cash?',
      'I need money for the doctor, urgently.',
      'Kannst du mir 300 Euro leihen?',
      'I work for your bank. A colleague will collect your savings tomorrow for safekeeping.',
    ])
      expect(mentionsMoney(cleaned(text)) || signsOf(text).length > 0).toBe(true);
  });

  it('reads a request over two messages of the same sender', () => {
    const warnings = windowWarnings(
      ['My flight ticket costs 900 dollars and my account is frozen.'],
      'Could you send it so I can come to you?',
    );
    expect(warnings.moneyWarning).toBe(true);
  });
});

// Word lookups only: a long hostile message of the new cues is read to the end, alone and as the
// last of a window (a super-linear rule fails by the time-out).
describe('50,000 hostile characters of the thirteenth pass #3 cues', () => {
  it.each([
    ['asks and acts', 'could you please send it hold keep forward weiter bei dir für mich '],
    ['things', 'ticket visa gold parcel pin link private mail code letter valuer home '],
    ['negations', "never don't tell nie gib niemals send me "],
    ['custody and banks', 'my grandson jail bail our bank counterfeit check your cash '],
  ])('reads %s to the end', (_, unit) => {
    const input = unit.repeat(Math.ceil(50_000 / unit.length)).slice(0, 50_000);
    const text = cleaned(input);
    const started = Date.now();
    expect(typeof mentionsMoney(text)).toBe('boolean');
    expect(Array.isArray(scamWarnings(text))).toBe(true);
    expect(typeof revealsContact([text, text], input)).toBe('boolean');
    expect(Array.isArray(windowWarnings([text], input).scamSigns)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
