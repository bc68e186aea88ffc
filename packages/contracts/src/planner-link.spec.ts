import {
  plannerGuidePrompt,
  plannerPath,
  plannerSearchParams,
  readPlannerSearchParams,
  type PlannerInputs,
} from './planner-link.js';

const us: PlannerInputs = {
  system: 'us',
  request: {
    pia: 1800.5,
    birthYear: 1962,
    claimAge: 67,
    spouse: { birthYear: 1964, pia: 600, ownClaimAge: 62 },
    work: { annualEarnings: 30000 },
  },
};
const de: PlannerInputs = {
  system: 'de',
  request: {
    entgeltpunkte: 38.5,
    birthDate: '1964-03-15',
    startAge: 64,
    targetMonthlyIncome: 2000,
    wartezeitYears: 45,
    children: 2,
    childrenUnder25: 0,
  },
};

describe('the planner link', () => {
  it('puts every input in the URL and reads the same inputs back', () => {
    expect(plannerPath(us)).toBe(
      '/pension-planner?system=us&pia=1800.5&born=1962&claim=67&spia=600&sborn=1964&sclaim=62&earn=30000',
    );
    expect(readPlannerSearchParams(plannerSearchParams(us))).toEqual(us);
    expect(readPlannerSearchParams(plannerSearchParams(de))).toEqual(de);
  });

  it('keeps numbers in one notation whatever the language, and skips what is malformed', () => {
    const read = readPlannerSearchParams(
      new URLSearchParams('system=de&ep=38,5&born=1964&target=lots&kids=2'),
    );
    expect(read).toBeNull(); // "38,5" is not the link's notation: no main amount
    expect(
      readPlannerSearchParams(
        new URLSearchParams('system=de&ep=38.5&born=1964&target=lots&kids=2'),
      ),
    ).toEqual({ system: 'de', request: { entgeltpunkte: 38.5, birthYear: 1964, children: 2 } });
  });

  it('is null without a system, an amount or a birth', () => {
    expect(readPlannerSearchParams(new URLSearchParams(''))).toBeNull();
    expect(readPlannerSearchParams(new URLSearchParams('system=us&pia=1000'))).toBeNull();
    expect(readPlannerSearchParams(new URLSearchParams('system=fr&pia=1000&born=1960'))).toBeNull();
    expect(readPlannerSearchParams(new URLSearchParams('system=us&pia=1e9&born=1960'))).toBeNull();
  });
});

describe('the question for the guide', () => {
  it('writes the inputs in the language’s number format', () => {
    expect(plannerGuidePrompt(de, 'de')).toBe(
      'Ich habe 38,5 Entgeltpunkte, geboren am 15.03.1964. Ich möchte mit 64 in Rente gehen. Ich habe 45 Jahre Wartezeit. Ich habe 2 Kinder. Mein Ziel sind 2.000 € im Monat. Wie schließe ich meine Rentenlücke?',
    );
    expect(plannerGuidePrompt(de, 'en')).toContain('I have 38.5 Entgeltpunkte');
    expect(plannerGuidePrompt(us, 'en')).toBe(
      'My PIA is $1,800.50, born 1962. I plan to claim at 67. My spouse (born 1964) has an own PIA of $600.00. I earn $30,000.00 a year from work. When should I claim Social Security?',
    );
    expect(plannerGuidePrompt(us, 'de')).toContain('Mein PIA ist 1.800,50 $, Jahrgang 1962.');
  });
});
