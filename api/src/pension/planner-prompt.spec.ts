import { plannerGuidePrompt, type PlannerInputs } from '@ageless/contracts';
import { detectPensionQuestion } from './pension-question.js';

// "Ask the guide about this" on the planner sends the inputs as a question: the guide must find the
// same numbers in it, in either language's number format, so it runs the same calculation.
describe("the planner's question reaches the guide's calculator", () => {
  const de: PlannerInputs = {
    system: 'de',
    request: { entgeltpunkte: 38.5, birthYear: 1964, startAge: 64, targetMonthlyIncome: 2000 },
  };
  const us: PlannerInputs = {
    system: 'us',
    request: { pia: 1800.5, birthDate: '1962-03-02', claimAge: 67 },
  };

  it.each(['de', 'en'] as const)('German inputs asked in %s', (language) => {
    expect(detectPensionQuestion(plannerGuidePrompt(de, language), language)).toMatchObject({
      kind: 'de',
      request: { entgeltpunkte: 38.5, birthYear: 1964, startAge: 64, targetMonthlyIncome: 2000 },
    });
  });

  it.each(['en', 'de'] as const)('US inputs asked in %s', (language) => {
    expect(detectPensionQuestion(plannerGuidePrompt(us, language), language)).toMatchObject({
      kind: 'us',
      request: { pia: 1800.5, birthDate: '1962-03-02', claimAge: 67 },
    });
  });
});
