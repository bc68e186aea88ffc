import {
  borrowsProductName,
  claimsToBeStaff,
  firstNameProblem,
  foldFirstName,
} from './person-name.js';

describe('a first name another person sees', () => {
  it.each([
    'Anna',
    'Hans-Peter',
    'Zoë',
    "O'Brien",
    'O’Brien',
    'Jürgen',
    'José María',
    'Ann-Kathrin',
    'Ma. Teresa',
    'J. R.',
    'Grete Strauß',
    'Дмитрий',
    'Σοφία',
    '李',
    'まり子',
    'محمد',
    // Words of the lists inside a longer name, or a name that merely starts alike.
    'Eubank',
    'Staffan',
    'Bernhard',
    'Polly',
    'Simone',
    'Iris',
    // Full-width letters of a real name are that name.
    'Ａｎｎａ',
    // Names that start like a title word but are names.
    'Safet',
    'Vera',
    'Veronika',
    'Beate',
    'Ofelia',
    // Near a messenger's name, and a person's own (ninth hostile pass #2).
    'Signe',
    'Skyler',
    'Vibeke',
    'Teresa Messner',
    // Names holding the letters of a family word, a plea or a title (tenth hostile pass #5).
    'Oskar',
    'Hildegard',
    'Sonja',
    'Helmut',
    'Bankole',
    'Opal',
    'Omar',
    'Mamadou',
    'Sohnya',
    'Henkel',
    'Courtney',
    'Agneta',
    'Hilde',
    'Ursula',
    // Given names that are also family words elsewhere, alone: Vietnamese Sơn and Mỹ, Nana.
    'Son',
    'Sơn',
    'Nana',
    'My Linh',
    'Omid',
    'Opaline',
    'Mamie',
    'Enrique',
    'Grant',
    'Son Tung',
    'Tanja',
    'Papagena',
    'Mutlu',
    'J. R.',
  ])('lets %s through', (name) => {
    expect(firstNameProblem(name)).toBeNull();
  });

  it.each([
    // The product and its staff, in English and German.
    'Ageless Connect Team',
    'AgelessConnect',
    'Team',
    'Sicherheitsteam',
    'Sicherheit',
    'Admin',
    'Administrator',
    'Support',
    'Supportmitarbeiter',
    'Moderatorin',
    'Offiziell',
    'Official',
    'Kundendienst',
    'Kundenservice',
    'Anna vom Service',
    'Staff',
    // Companies, banks and authorities.
    'PayPal',
    'Pay Pal',
    'Sparkasse',
    'Volksbank',
    'Bank',
    'Anna Bank',
    'Amazon',
    'Apple',
    'Google',
    'Microsoft',
    'Western Union',
    'WesternUnion',
    'Social Security',
    'Medicare',
    'Rentenversicherung',
    'Polizei',
    'Police',
    'IRS',
    'I. R. S.',
    'Finanzamt',
    // Folding: case, accents, full-width and look-alike letters and digits.
    'ADMIN',
    'Ädmin',
    'Ａｄｍｉｎ',
    'Ｓｕｐｐｏｒｔ',
    'Ｐａｙｐａｌ',
    'Adm1n',
    'P4yPal',
    'PayPa1',
    'Paypai',
    'Adrnin',
    'Ad\u200Bmin',
    // Titles and roles a card signs with (eighth hostile pass #4).
    'Officer',
    'Verified',
    'Safety',
    'Moderator',
    'Admin',
    'Support',
    'Verifiziert',
    'Beamtin',
    'Ｏｆｆｉｃｅｒ',
    // Cyrillic and Greek letters that look Latin, all of one script or mixed.
    'Аdmin',
    'Раураӏ',
    'Ρaypal',
    // A messenger in the name, an invitation to leave the platform (ninth hostile pass #2).
    'Anna WhatsApp',
    'WhatsApp',
    'TelegramAnna',
    'Anna Telegrаm',
    'Anna Signal',
    'Insta Anna',
    'Skype',
    'Viber Inge',
    'Ａｎｎａ Ｉｎｓｔａｇｒａｍ',
    'Anna Facebook',
    // Family roles, pleas and officials (tenth hostile pass #5): the ones the tester used…
    'Ihr Enkel',
    'Grandson',
    'Oma',
    'Hilfe',
    // …and variants written after the fix, in English and German.
    'Dein Enkel',
    'Deine Enkelin',
    'Enkelkind',
    'Your Grandson',
    'Granddaughter',
    'Grandma',
    'GRANDPA',
    'Opa',
    'Omi',
    'Mama',
    'Mum',
    'Mom',
    'Papa',
    'Sohn',
    'Tochter',
    'Daughter',
    'Nephew',
    'Neffe',
    'Nichte',
    'Oma Inge',
    'Max Enkel',
    '0ma',
    'En-kel',
    'Ｅｎｋｅｌ',
    'Großmutter',
    'Grossvater',
    'Your Son',
    'Ihr Sohn',
    'My Nana',
    'Ihre Anna',
    'Dein Max',
    'Help',
    'Hi1fe',
    'SOS',
    'S.O.S.',
    'Urgent',
    'Dringend',
    'Notfall',
    'Emergency',
    'Polizistin',
    'Kommissar Meier',
    'Inspector',
    'Sheriff',
    'Doktor',
    'Rechtsanwalt',
    'Amtsgericht',
    'Enkelin Lisa',
    'Urenkel',
    'Dein Sohn',
    'Opa Heinz',
    'Mutti',
    'Granny',
    'Bitte Hilfe',
    'Notruf',
    'Officer Jim',
    'Grand Ma',
    '0pa',
    'Enk3l',
    'Gr@ndma',
    'Unser Sohn',
  ])('refuses %s as not the person’s own name', (name) => {
    expect(firstNameProblem(name)).toBe('notOwnName');
  });

  it.each([
    ['Anna1'],
    ['anna@example.org'],
    ['www.anna.de'],
    ['Anna Maria Luise'],
    ['-Anna'],
    [''],
    ['Anna\u200BMaria'],
  ])('refuses %s as not a name', (name) => {
    expect(firstNameProblem(name)).toBe('notAName');
  });

  it.each([
    // A Cyrillic 'а' inside a Latin name, a Latin 'o' inside a Cyrillic one, a Greek 'ο'.
    ['Аnna'],
    ['Дмитрo'],
    ['Jοhn'],
  ])('refuses %s, whose letters come from two alphabets', (name) => {
    expect(firstNameProblem(name)).toBe('mixedAlphabets');
  });

  it('reads a long hostile name to the end', () => {
    expect(firstNameProblem('Enkel'.repeat(20_000))).toBe('notOwnName');
    expect(firstNameProblem('a '.repeat(20_000))).toBe('notAName');
  });

  it('lets two words be written in two alphabets, each in one', () => {
    expect(firstNameProblem('Anna Мария')).toBeNull();
  });

  it('stores the NFKC form, trimmed, with one space between words', () => {
    expect(foldFirstName('  Ａｎｎａ　 Ｍａｒｉａ ')).toBe('Anna Maria');
    expect(foldFirstName('Zoe\u0308')).toBe('Zoë');
  });
});

describe('a text that claims to come from staff (eighth hostile pass #4)', () => {
  it.each([
    'Hello, this is the Ageless Connect support team, your profile will be deleted unless you reply.',
    'Ageless Connect Team member, verified moderator',
    'Hier schreibt das Sicherheitsteam von Ageless Connect.',
    'AGELESS-CONNECT-SUPPORT: Ihr Konto wird gesperrt',
    'AgelessConnectSupport',
    'A g e l e s s  C o n n e c t  Team',
    'Ａｇｅｌｅｓｓ Ｃｏｎｎｅｃｔ Ｓｕｐｐｏｒｔ',
    '4geless C0nnect staff here',
    'Team Ageless',
    'I am a verified moderator of this site.',
    'Offizieller Mitarbeiter der Plattform',
    'Ageless Connect Moderation',
    'Der Kundendienst von Ageless-Connect informiert Sie',
    // Tenth hostile pass #5: what the tester got through…
    'Ageless C0nnect help desk here',
    'I work for the platform, message me for verification',
    'I am a police officer, your bank account is in danger',
    'verifiziertes Mitglied, Polizeibeamter',
    // …and variants written after the fix: signs for letters, split words, other offices.
    'AGELE$$ CONNECT H.E.L.P D.E.S.K',
    '@geless Conn3ct Kunden Dienst',
    'Moderat0r der Pl@ttform',
    'Ich arbeite für die Plattform und prüfe Profile.',
    'I represent this site. Contact me to get verified.',
    'Schreiben Sie mir zur Verifizierung.',
    'Verify your account with me before we meet.',
    'Verified member, ask me anything',
    'Geprüftes Mitglied seit 2024',
    'Hier spricht die Kriminalpolizei, Ihr Erspartes ist nicht mehr sicher.',
    'Ich bin Mitarbeiter der Sparkasse, Ihr Konto wurde gesperrt.',
    'Polizeihauptkommissar. Ihre Wertsachen sind in Gefahr!',
    'This is Officer Miller from the I.R.S., your pension is at risk.',
    "I'm with Social Security: your benefits are suspended.",
    'Im Auftrag der Deutschen Rentenversicherung: Ihre Rente ist gefährdet.',
    'Medicare representative here, your card needs to be verified.',
    'Admin here – your profile will be deleted unless you reply.',
    'Ich bin vom Finanzamt, Ihre Daten sind kompromittiert.',
    'Court bailiff: your savings will be seized.',
    'Offizielle Polizeibeamtin, ich helfe gern.',
    'We are the fraud team of your bank.',
    'Ageless-Connect Kundenbetreuung, bitte melden Sie sich',
    'Agel3ss C0nn3ct Supp0rt',
    'I am from your bank, your card was blocked',
    'Hier ist Ihre Bank: Ihr Konto ist gesperrt',
    'Ich bin Polizist. Ihr Geld ist nicht sicher.',
    'Officer of the court, your pension will be seized',
    'As a police officer I must warn you: your account is compromised',
    'Als Polizeibeamter muss ich Sie warnen, Ihr Konto wurde gehackt',
    'Ich bin von der Krankenkasse und brauche Ihre Kartennummer zur Verifizierung',
    'Moderator of this site, verify your profile with me',
    'Plattform-Mitarbeiterin, ich prüfe Ihr Profil',
    'I work for Ageless Connect, message me',
    'verified police officer, happy to help',
    'Verifizierter Nutzer',
    'Hi, I am an IRS agent. Your tax refund is frozen.',
    'Sup-port von A.g.e.l.e.s.s C.o.n.n.e.c.t',
    'I am with the tax office, your refund is blocked',
    'Kriminalpolizei! Ihr Schmuck ist in Gefahr',
    'Bankberaterin hier: Ihr Konto braucht eine Verifizierung',
    'Hier spricht Ihre Krankenkasse, Ihre Daten müssen bestätigt werden, melden Sie sich',
    'Ich bin Richterin am Amtsgericht, Ihr Vermögen wird beschlagnahmt',
    'officer here, your identity was stolen',
    'Platform admin. Your profile is under review.',
    'Offizieller Polizist',
  ])('hears a claim in %s', (text) => {
    expect(claimsToBeStaff(text)).toBe(true);
  });

  it.each([
    'I found Ageless Connect through my daughter.',
    'I was a support worker for thirty years.',
    'Ich war Moderator beim Radio und lese gern vor.',
    'Safety first: I like to meet in a café.',
    "Our church's safety team meets on Sundays.",
    'I love Ageless Connect, thanks to everyone here!',
    'Ich bin im Team der Tafel.',
    'My husband was an official at the town hall.',
    'Feeling ageless at 74, and happy in my garden.',
    // Past offices, offices that ask nothing, and warnings (tenth hostile pass #5).
    'Retired police officer, now I garden.',
    'Former bank clerk, happy to help with forms.',
    'Polizist a. D., ich helfe gern im Garten.',
    'Ehemalige Bankkauffrau, helfe gern bei Formularen.',
    'Früher bei der Polizei, heute Gärtner.',
    'I was a judge for 20 years; now I bake bread.',
    'Ich war 30 Jahre beim Finanzamt und helfe gern bei Ihrer Steuererklärung.',
    'Police officer (retired), I love long walks.',
    'I used to work at the Sparkasse, now I knit.',
    'Ich bin Polizistin und wandere gern.',
    'My daughter is a police officer and I am proud of her.',
    'Never share your bank PIN with anyone, not even the police.',
    'If someone asks for your password, call the police.',
    'I found this site through my church choir.',
    'Ich bin neu auf der Plattform und suche Hilfe im Garten.',
    'Geprüfte Altenpflegerin, ich lese gern vor.',
    'I verified my e-mail address, happy to chat.',
    'I keep my bank details to myself and so should you.',
    'I was a police officer for 35 years and now I walk my dog.',
    'Ex-Polizist, jetzt Hobbygärtner.',
    'Bankkaufmann im Ruhestand, helfe bei Formularen.',
    'Früher Richterin, heute Oma von drei Enkeln.',
    'I am a retired nurse, I can help you with your medication plan.',
    'Ich bin Rentnerin und war Beamtin beim Finanzamt.',
    'Please keep your money safe: never send it to strangers.',
    'I am a volunteer at the police museum.',
    'Former moderator of a radio show, your stories interest me!',
    'Ich bin Polizist und helfe gern beim Umzug.',
    'Can help with forms for the Rentenversicherung and Krankenkasse.',
    'I had my bank account hacked once, so I know how it feels.',
    'I spent 30 years as a bank teller and love baking.',
    'Richterin a. D., liest gern Krimis.',
    'I taught at the police academy until 2010.',
    'Ich bin Oma von drei Enkeln und helfe gern.',
    'I help people at the Tafel with their forms for the Krankenkasse.',
  ])('hears no claim in %s', (text) => {
    expect(claimsToBeStaff(text)).toBe(false);
  });

  it('reads 50,000 hostile characters of repeated claim words to the end', () => {
    // A super-linear rule would take minutes here and fail by the time-out; speed is for bench/.
    for (const unit of ['ageless ', 'a ', 'verified '])
      expect(claimsToBeStaff(unit.repeat(Math.ceil(50_000 / unit.length)))).toEqual(
        expect.any(Boolean),
      );
  });

  it('reads long hostile texts of offices, pasts and spelt letters to the end', () => {
    // Every office word and every 'I am' in one clause, and hundreds of clauses: each is read once.
    const texts = [
      'I am a police officer '.repeat(2_000),
      'police '.repeat(5_000) + 'your account',
      'a. '.repeat(5_000) + 'D.',
      'ich bin '.repeat(3_000) + 'Polizist, Ihr Konto',
      'I was '.repeat(3_000) + 'a police officer, your account',
      '.'.repeat(10_000) + ' '.repeat(10_000),
      'Ageless '.repeat(3_000),
    ];
    expect(texts.map(claimsToBeStaff)).toEqual([false, true, false, true, false, false, false]);
  });
});

describe('an e-mail address that carries the product’s name', () => {
  it.each([
    'help@agelessconnect-support.com',
    'team@ageless-connect.help',
    'ageless.connect.team@gmail.com',
    'info@4geless-c0nnect.help',
    'AGELESS@web.de',
  ])('is refused: %s', (address) => {
    expect(borrowsProductName(address)).toBe(true);
  });

  it.each(['anna.mueller@gmx.de', 'ageing.well@web.de', 'connect@example.org'])(
    'is the person’s own: %s',
    (address) => {
      expect(borrowsProductName(address)).toBe(false);
    },
  );
});
