import { detectPensionQuestion } from './pension-question.js';

describe('detectPensionQuestion', () => {
  it('finds PIA, birth year and claiming age in an English question', () => {
    expect(detectPensionQuestion('my PIA is 1800, born 1962, should I claim at 62?', 'en')).toEqual(
      {
        kind: 'us',
        request: { birthYear: 1962, pia: 1800, claimAge: 62 },
        askedAge: 62,
      },
    );
  });

  it.each([
    [
      'My primary insurance amount is $2,150.50 and I was born in 1961. Is it better to wait until 70?',
      { birthYear: 1961, pia: 2150.5, claimAge: 70 },
    ],
    [
      'PIA of $1,800 - born on 1963-05-02 - when should I start?',
      { birthDate: '1963-05-02', pia: 1800 },
    ],
    [
      'I was born 1960, my full retirement benefit is $2400. Claiming at 67 or 70?',
      { birthYear: 1960, pia: 2400, claimAge: 67 },
    ],
  ])('understands "%s"', (message, request) => {
    expect(detectPensionQuestion(message, 'en')).toMatchObject({ kind: 'us', request });
  });

  it('finds Entgeltpunkte, Jahrgang and Rente mit 63 in a German question', () => {
    expect(
      detectPensionQuestion('Ich habe 45 Entgeltpunkte, Jahrgang 1965, Rente mit 63?', 'de'),
    ).toEqual({
      kind: 'de',
      request: { birthYear: 1965, entgeltpunkte: 45, startAge: 63 },
      askedAge: 63,
    });
  });

  it.each([
    [
      'Geboren am 15.03.1964, 38,5 Rentenpunkte. Was bekomme ich mit 67 in Rente?',
      { birthDate: '1964-03-15', entgeltpunkte: 38.5, startAge: 67 },
    ],
    [
      'Jahrgang 1970 und 30 Entgeltpunkte; ich brauche 2.500 € im Monat. Wie groß ist meine Rentenlücke?',
      { birthYear: 1970, entgeltpunkte: 30, targetMonthlyIncome: 2500 },
    ],
    [
      'I have 40 Entgeltpunkte and was born in 1966, can I retire at 64?',
      { birthYear: 1966, entgeltpunkte: 40, startAge: 64 },
    ],
  ])('understands "%s"', (message, request) => {
    expect(detectPensionQuestion(message, 'de')).toMatchObject({ kind: 'de', request });
  });

  it('keeps an age outside the range as asked but leaves it out of the request', () => {
    expect(detectPensionQuestion('PIA 1800, born 1962, can I claim at 60?', 'en')).toEqual({
      kind: 'us',
      request: { birthYear: 1962, pia: 1800 },
      askedAge: 60,
    });
  });

  it.each([
    'When should I claim Social Security?',
    'My PIA is 1800, should I claim at 62?',
    'Ich bin Jahrgang 1965, wann kann ich in Rente?',
    'Born 1962 and I love gardening',
  ])('returns null without the numbers: "%s"', (message) => {
    expect(detectPensionQuestion(message, 'en')).toBeNull();
  });
});
