import { readPlannerSearchParams } from '@ageless/contracts';
import { plannerLinkOf } from './planner-link.js';

// What the planner reads back from the link: the numbers the answer was computed with.
const opened = (path: string | undefined) =>
  path === undefined ? null : readPlannerSearchParams(new URL(path, 'https://x.test').searchParams);

describe('plannerLinkOf', () => {
  it('links a Social Security answer to the planner with the PIA, birth year and claiming age told', () => {
    const link = plannerLinkOf({
      computed: 'us-benefit',
      facts: { pia: 1850, birthYear: 1960, askedAge: 67 },
    });
    expect(link?.path).toBe('/pension-planner?system=us&pia=1850&born=1960&claim=67');
    expect(opened(link?.path)).toEqual({
      system: 'us',
      request: { pia: 1850, birthYear: 1960, claimAge: 67 },
    });
  });

  it('passes a whole birth date on, and leaves out an age the calculator could not use', () => {
    const link = plannerLinkOf({
      computed: 'us-benefit',
      facts: { pia: 2100.5, birthYear: 1961, birthMonth: 3, birthDay: 4, askedAge: 60 },
    });
    expect(opened(link?.path)).toEqual({
      system: 'us',
      request: { pia: 2100.5, birthDate: '1961-03-04' },
    });
  });

  it('links a Rente answer with Entgeltpunkte, birth year, start age and target income', () => {
    const link = plannerLinkOf({
      computed: 'de-pension',
      facts: { entgeltpunkte: 38.5, birthYear: 1964, askedAge: 65, neededAmount: 2000 },
    });
    expect(link?.path).toBe('/pension-planner?system=de&ep=38.5&born=1964&start=65&target=2000');
    expect(opened(link?.path)).toEqual({
      system: 'de',
      request: { entgeltpunkte: 38.5, birthYear: 1964, startAge: 65, targetMonthlyIncome: 2000 },
    });
  });

  it('gives no link while a number the planner needs is missing', () => {
    // The guide asked for the year of birth: nothing was computed.
    expect(plannerLinkOf({ pending: 'us-benefit', facts: { pia: 1850 } })).toBeUndefined();
    expect(plannerLinkOf({ computed: 'us-benefit', facts: { birthYear: 1960 } })).toBeUndefined();
    expect(plannerLinkOf({ computed: 'de-pension', facts: { entgeltpunkte: 30 } })).toBeUndefined();
  });

  it('gives no link for answers that computed something the planner does not do, or nothing', () => {
    const facts = { pia: 1850, entgeltpunkte: 30, birthYear: 1960 };
    expect(plannerLinkOf({ computed: 'us-full-retirement-age', facts })).toBeUndefined();
    expect(plannerLinkOf({ cardId: 'us-claiming-age', facts })).toBeUndefined();
    expect(plannerLinkOf(null)).toBeUndefined();
    expect(plannerLinkOf({})).toBeUndefined();
  });
});
