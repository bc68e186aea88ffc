import fc from 'fast-check';
import { contributionRatesOn, netPension } from './de-net-pension.js';
import {
  monthlyPensionCents,
  persoenlicheEntgeltpunkte,
  zugangsfaktor,
  zugangsfaktorRatesOn,
} from './de-statutory-pension.js';
import {
  claimOption,
  fullRetirementAgeMonths,
  type RetirementInput,
  spouseOption,
  ssaRatesOn,
  survivorFullRetirementAgeMonths,
  survivorOption,
} from './us-social-security.js';

// Properties every answer must have, whatever the numbers: more PIA never pays less, waiting (up to
// 70) never pays less a month, a survivor who waits never gets less, net is below gross.

const RATES = ssaRatesOn('2026-11-22');
const pia = fc.integer({ min: 1, max: 1_000_000 }); // cents, up to $10,000
const birthYear = fc.integer({ min: 1943, max: 2000 });
const claimAge = fc.integer({ min: 62 * 12, max: 70 * 12 });

const worker = (piaCents: number, year: number): RetirementInput => ({
  piaCents,
  fraMonths: fullRetirementAgeMonths(year),
  creditPerMonth: RATES.delayedCredit1943,
  rates: RATES,
  calendar: null,
  horizonAge: 95,
});

describe('US properties', () => {
  it('a higher PIA never pays less at the same claiming age', () => {
    fc.assert(
      fc.property(pia, pia, birthYear, claimAge, (a, b, year, age) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(claimOption(worker(low, year), age).monthlyBenefitCents).toBeLessThanOrEqual(
          claimOption(worker(high, year), age).monthlyBenefitCents,
        );
      }),
    );
  });

  it('claiming a month later, up to 70, never pays less a month', () => {
    fc.assert(
      fc.property(
        pia,
        birthYear,
        fc.integer({ min: 62 * 12, max: 70 * 12 - 1 }),
        (p, year, age) => {
          const input = worker(p, year);
          expect(claimOption(input, age).monthlyBenefitCents).toBeLessThanOrEqual(
            claimOption(input, age + 1).monthlyBenefitCents,
          );
        },
      ),
    );
  });

  it('spouse: waiting never lowers own + spousal, and the total never passes the larger of own and the spousal amount at FRA with credits', () => {
    fc.assert(
      fc.property(
        pia,
        pia,
        birthYear,
        fc.integer({ min: 62 * 12, max: 70 * 12 - 1 }),
        (own, partner, year, age) => {
          const input = {
            piaCents: own,
            partnerPiaCents: partner,
            fraMonths: fullRetirementAgeMonths(year),
            creditPerMonth: RATES.delayedCredit1943,
            rates: RATES,
            calendar: null,
            partnerFilesAtMonths: null,
          };
          const now = spouseOption(input, age);
          const later = spouseOption(input, age + 1);
          expect(now.totalCents).toBeLessThanOrEqual(later.totalCents + 1); // rounding of two parts
          expect(now.spousalBenefitCents).toBeGreaterThanOrEqual(0);
          expect(now.totalCents).toBeLessThanOrEqual(
            Math.max(now.ownBenefitCents, Math.ceil(partner / 2)) + 1,
          );
        },
      ),
    );
  });

  it('survivor: starting later never pays less, and never more than the base after FRA', () => {
    fc.assert(
      fc.property(
        pia,
        fc.integer({ min: 1945, max: 2000 }),
        fc.integer({ min: 60 * 12, max: 70 * 12 - 1 }),
        fc.constantFrom(5040, 6000, 7200, 8928),
        (p, year, age, factor) => {
          const input = {
            deceasedPiaCents: p,
            deceasedFactor: factor,
            deceased: factor < 7200 ? ('claimed-early' as const) : ('claimed' as const),
            survivorFraMonths: survivorFullRetirementAgeMonths(year),
            rates: RATES,
            calendar: null,
          };
          const now = survivorOption(input, age).monthlyBenefitCents;
          expect(now).toBeLessThanOrEqual(survivorOption(input, age + 1).monthlyBenefitCents);
          expect(now).toBeLessThanOrEqual(Math.ceil((p * Math.max(factor, 7200)) / 7200));
        },
      ),
    );
  });
});

describe('German properties', () => {
  const rates = zugangsfaktorRatesOn({ year: 2026, month: 11, day: 22 });
  const gross = (ep4: number, early: number, late: number) =>
    monthlyPensionCents(persoenlicheEntgeltpunkte(ep4, zugangsfaktor(early, late, rates)), 4252);

  it('more Entgeltpunkte never pay less; starting a month later never pays less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_500_000 }),
        fc.integer({ min: 1, max: 1_500_000 }),
        fc.integer({ min: -48, max: 96 }),
        (a, b, offset) => {
          const early = Math.max(0, -offset);
          const late = Math.max(0, offset);
          expect(gross(Math.min(a, b), early, late)).toBeLessThanOrEqual(
            gross(Math.max(a, b), early, late),
          );
          const laterEarly = Math.max(0, -(offset + 1));
          const laterLate = Math.max(0, offset + 1);
          expect(gross(a, early, late)).toBeLessThanOrEqual(gross(a, laterEarly, laterLate));
        },
      ),
    );
  });

  // Health and care are each rounded to the cent, so one cent more gross can round both up and cost a
  // cent of net; from two cents more, net never falls.
  it('net is below gross, more gross never gives less net beyond one rounding cent; childless never pays less care', () => {
    const withChildren = contributionRatesOn('2026-11-22', { children: 1, childrenUnder25: 0 });
    const childless = contributionRatesOn('2026-11-22', { children: 0, childrenUnder25: 0 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (g, more) => {
          const net = netPension(g, withChildren).monthlyNetCents;
          expect(net).toBeLessThan(g + 1);
          const roundingCent = more === 1 ? 1 : 0;
          expect(net - roundingCent).toBeLessThanOrEqual(
            netPension(g + more, withChildren).monthlyNetCents,
          );
          expect(netPension(g, childless).monthlyNetCents).toBeLessThanOrEqual(net);
        },
      ),
      // 90,613.19 EUR: both contributions round up at the next cent.
      {
        examples: [
          [9_061_319, 1],
          [9_061_319, 2],
        ],
      },
    );
  });
});
