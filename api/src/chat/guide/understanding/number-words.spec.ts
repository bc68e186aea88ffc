import { germanNumber, withDigits } from './number-words.js';

describe('numbers written as words', () => {
  it.each([
    [
      'my statement says two thousand four hundred dollars a month',
      'my statement says 2400 dollars a month',
    ],
    ['it was one thousand eight hundred seventy-five dollars.', 'it was 1875 dollars.'],
    ["I'll make about forty thousand this year", "I'll make about 40000 this year"],
    ['three grand a month, or 40 grand a year', '3000 a month, or 40000 a year'],
    ['a hundred and fifty dollars', '150 dollars'],
    ['born nineteen sixty-two, and now it is twenty twenty-six', 'born 1962, and now it is 2026'],
    ['driving a bus for twenty two years', 'driving a bus for 22 years'],
    ['Bruttorente eintausendsechshundert Euro', 'Bruttorente 1600 Euro'],
    ['zweiundzwanzig Jahre, achtzehnhundertfünfzig Euro', '22 Jahre, 1850 Euro'],
    ['zweitausendvierhundert Euro im Monat', '2400 Euro im Monat'],
  ])('reads "%s" as "%s"', (written, read) => {
    expect(withDigits(written, /euro/iu.test(written) ? 'de' : 'en')).toBe(read);
  });

  it('reads a care grade told as a word as its number', () => {
    expect(withDigits('Mama hat Pflegegrad drei bekommen und Papa Pflegegrad zwei.', 'de')).toBe(
      'Mama hat Pflegegrad 3 bekommen und Papa Pflegegrad 2.',
    );
  });

  it('leaves lone small words, articles and other words as they are', () => {
    for (const text of [
      'I have one dog and two cats',
      'which one is better, a grand piano or an organ?',
      'Ich habe eine Frage zu acht Jahren und ein Auto',
      'and a half, two and a half years',
      'hundreds of people, thousands of them',
      'The elf on the shelf',
    ])
      expect(withDigits(text, /ich/iu.test(text) ? 'de' : 'en')).toBe(text);
  });

  it('reads a decimal told in words, so its digit after the mark is not taken for the number', () => {
    expect(withDigits('da stehen fünfundvierzig komma fünf Entgeltpunkte drin', 'de')).toBe(
      'da stehen 45,5 Entgeltpunkte drin',
    );
    expect(withDigits('thirty eight point five points', 'en')).toBe('38.5 points');
    expect(withDigits('45 Komma 2 Punkte', 'de')).toBe('45,2 Punkte');
    // "point" as a word stays a word.
    expect(withDigits('at 62 point blank', 'en')).toBe('at 62 point blank');
  });

  it('keeps the white space and punctuation around the numbers', () => {
    expect(withDigits('Rente:\n\teintausend Euro!  Und zwölf\nJahre', 'de')).toBe(
      'Rente:\n\t1000 Euro!  Und 12\nJahre',
    );
  });

  it('parses German number words up to hundreds of thousands, and nothing else', () => {
    expect(germanNumber('fünfundsiebzig')).toBe(75);
    expect(germanNumber('zweihunderttausend')).toBe(200_000);
    expect(germanNumber('dreitausendeinhundertzwölf')).toBe(3112);
    expect(germanNumber('dreissig')).toBe(30);
    expect(germanNumber('Hundertjährige')).toBeNull();
    expect(germanNumber('gewaltig')).toBeNull();
  });

  it('costs time in proportion to the length of the message, whatever it holds', () => {
    // 2,000 characters of number words and connectors, the message limit: read at once.
    const long = 'two thousand and a hundred and '.repeat(65).slice(0, 2000);
    expect(withDigits(long, 'en')).toMatch(/^\d/u);
  });
});
