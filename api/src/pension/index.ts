// The pension module's public face: what other modules and the app may use (eslint.config.mjs).
// The guide (chat) works out its answers with the same rules and figures as the calculators.
export { type CalendarDate, toCalendarDate } from './calendar.js';
export { contributionRatesOn, netPension } from './de-net-pension.js';
export {
  adjustmentPercent,
  besondersLangjaehrigAgeMonths,
  DE_SOURCES,
  regelaltersgrenzeMonths,
  rentenlueckeCents,
  rentenwertOn,
  startMonthForAge,
  zugangsfaktorRatesOn,
} from './de-statutory-pension.js';
export { formatPensionAnswer, type PensionAnswer } from './pension-question.js';
export { PENSION_TOOLS, PENSION_TOPIC } from './pension-tools.js';
export { PensionModule } from './pension.module.js';
export { PensionService } from './pension.service.js';
export {
  MEDICARE_SOURCES,
  medicareInitialEnrollmentPeriod,
  partBLatePenalty,
} from './us-medicare.js';
export {
  CLAIM_AGE_MIN_MONTHS,
  delayedCreditPerMonth,
  FACTOR_DENOMINATOR,
  fullRetirementAgeMonths,
  retirementFactor,
  scaleCents,
  spousalFactor,
  ssaRatesOn,
  survivorFullRetirementAgeMonths,
  survivorShare,
  US_SOURCES,
} from './us-social-security.js';
