import { domainErrorOf } from '../common/errors/domain-error.js';

/** Why the budget optimizer refuses a request: stable codes the front ends may test. */
export enum BudgetErrorCode {
  NoEntries = 'budget_no_entries',
}

export const BudgetError = domainErrorOf<BudgetErrorCode>({
  // Names the request's fields, like the validation pipe's messages, in both languages.
  [BudgetErrorCode.NoEntries]: {
    status: 400,
    texts: () => ({
      en: 'incomes or expenses must have at least one entry',
      de: 'incomes or expenses must have at least one entry',
    }),
  },
});
