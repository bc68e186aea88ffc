import './i18n/register';
import './styles.css';
import { PensionPlannerPage } from '../features/pension-planner/components/PensionPlannerPage';

/** Exposed as `mfe_planner/PensionPlanner`: the pension calculators at `/pension-planner`. */
export default function PensionPlanner() {
  return <PensionPlannerPage />;
}
