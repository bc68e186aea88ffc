import {
  type ChatPlannerLink,
  DE_LIMITS,
  plannerPath,
  type PlannerInputs,
  US_CLAIM_AGE,
} from '@ageless/contracts';
import type { GuideContext } from './planner.js';

// Issue 24, item 4: an answer the calculator worked out with the person's own numbers links to the
// Pension Planner with those numbers filled in. Read from the context stored with the answer (what
// was computed, and the facts it was computed with), so a stored answer gets the same link again.
// The numbers are the ones the guide's calculator call takes (GuidePlanner.calculate): nothing is
// guessed or added, and an answer that did not run the calculator gets no link.

const within = (age: number | undefined, range: { min: number; max: number }) =>
  age !== undefined && age >= range.min && age <= range.max ? age : undefined;

/** The planner inputs an answer was computed with, or null when it computed no pension. */
export function plannerInputsOf(context: GuideContext | null | undefined): PlannerInputs | null {
  const facts = context?.facts;
  if (!facts || facts.birthYear === undefined) return null;
  const { birthYear, birthMonth, birthDay } = facts;
  // A whole date only as the calculator had it; otherwise the year alone.
  const birth =
    birthMonth !== undefined && birthDay !== undefined
      ? {
          birthDate: `${birthYear}-${String(birthMonth).padStart(2, '0')}-${String(birthDay).padStart(2, '0')}`,
        }
      : { birthYear };
  if (context.computed === 'us-benefit' && facts.pia !== undefined) {
    const claimAge = within(facts.askedAge, US_CLAIM_AGE);
    return {
      system: 'us',
      request: { pia: facts.pia, ...birth, ...(claimAge !== undefined ? { claimAge } : {}) },
    };
  }
  if (context.computed === 'de-pension' && facts.entgeltpunkte !== undefined) {
    const startAge = within(facts.askedAge, {
      min: DE_LIMITS.earliestStartAge,
      max: DE_LIMITS.latestStartAge,
    });
    return {
      system: 'de',
      request: {
        entgeltpunkte: facts.entgeltpunkte,
        ...birth,
        ...(startAge !== undefined ? { startAge } : {}),
        ...(facts.neededAmount !== undefined ? { targetMonthlyIncome: facts.neededAmount } : {}),
      },
    };
  }
  return null;
}

/** The link to the planner with the answer's numbers, or undefined when it has none. */
export function plannerLinkOf(
  context: GuideContext | null | undefined,
): ChatPlannerLink | undefined {
  const inputs = plannerInputsOf(context);
  return inputs ? { path: plannerPath(inputs) } : undefined;
}
