// The budget module's public face: what other modules and the app may use (eslint.config.mjs).
export { BudgetModule } from './budget.module.js';
