import { firstNameProblem, foldFirstName } from './person-name.js';

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
    // Cyrillic and Greek letters that look Latin, all of one script or mixed.
    'Аdmin',
    'Раураӏ',
    'Ρaypal',
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

  it('lets two words be written in two alphabets, each in one', () => {
    expect(firstNameProblem('Anna Мария')).toBeNull();
  });

  it('stores the NFKC form, trimmed, with one space between words', () => {
    expect(foldFirstName('  Ａｎｎａ　 Ｍａｒｉａ ')).toBe('Anna Maria');
    expect(foldFirstName('Zoe\u0308')).toBe('Zoë');
  });
});
