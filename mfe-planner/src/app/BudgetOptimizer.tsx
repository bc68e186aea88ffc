import './i18n/register';
import './styles.css';
import { BudgetOptimizerPage } from '../features/budget-optimizer/components/BudgetOptimizerPage';

/** Exposed as `mfe_planner/BudgetOptimizer`: the budget calculator at `/budget-optimizer`. */
export default function BudgetOptimizer() {
  return <BudgetOptimizerPage />;
}
