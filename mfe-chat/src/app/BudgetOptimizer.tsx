import './i18n/register';
import '../features/calculators/i18n/register';
import './styles.css';
import { BudgetOptimizerPage } from '../features/calculators/components/BudgetOptimizerPage';

/** Exposed as `mfe_chat/BudgetOptimizer`: the budget calculator at `/budget-optimizer`. */
export default function BudgetOptimizer() {
  return <BudgetOptimizerPage />;
}
