import { plannerGuidePrompt, type PlannerInputs } from '@ageless/contracts';
import { factsOf } from './facts.js';

// "Ask the guide about this" on the planner sends the inputs as a question: the guide must find the
// same numbers in it, in either language's number format, so it runs the same calculation.
describe("the planner's question reaches the guide's calculator", () => {
  const today = { year: 2026, month: 11 };
  const de: PlannerInputs = {
    system: 'de',
    request: { entgeltpunkte: 38.5, birthYear: 1964, startAge: 64, targetMonthlyIncome: 2000 },
  };
  const us: PlannerInputs = {
    system: 'us',
    request: { pia: 1800.5, birthDate: '1962-03-02', claimAge: 67 },
  };

  it.each(['de', 'en'] as const)('German inputs asked in %s', (language) => {
    expect(factsOf(plannerGuidePrompt(de, language), today)).toMatchObject({
      entgeltpunkte: 38.5,
      birthYear: 1964,
      askedAge: 64,
      neededAmount: 2000,
    });
  });

  it.each(['en', 'de'] as const)('US inputs asked in %s', (language) => {
    expect(factsOf(plannerGuidePrompt(us, language), today)).toMatchObject({
      pia: 1800.5,
      birthYear: 1962,
      birthMonth: 3,
      birthDay: 2,
      askedAge: 67,
    });
  });

  it.each([
    [
      'my PIA is 1800, born 1962, should I claim at 62?',
      { birthYear: 1962, pia: 1800, askedAge: 62 },
    ],
    [
      'My primary insurance amount is $2,150.50 and I was born in 1961. Is it better to wait until 70?',
      { birthYear: 1961, pia: 2150.5, askedAge: 70 },
    ],
    [
      'I was born 1960, my full retirement benefit is $2400. Claiming at 67 or 70?',
      { birthYear: 1960, pia: 2400, askedAge: 67 },
    ],
    [
      'Ich habe 45 Entgeltpunkte, Jahrgang 1965, Rente mit 63?',
      { birthYear: 1965, entgeltpunkte: 45, askedAge: 63 },
    ],
    [
      'Geboren am 15.03.1964, 38,5 Rentenpunkte. Was bekomme ich mit 67 in Rente?',
      { birthYear: 1964, birthMonth: 3, birthDay: 15, entgeltpunkte: 38.5, askedAge: 67 },
    ],
    [
      'Jahrgang 1970 und 30 Entgeltpunkte; ich brauche 2.500 € im Monat. Wie groß ist meine Rentenlücke?',
      { birthYear: 1970, entgeltpunkte: 30, neededAmount: 2500 },
    ],
  ])('reads the calculator numbers in "%s"', (message, facts) => {
    expect(factsOf(message, today)).toMatchObject(facts);
  });
});
