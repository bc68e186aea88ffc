import './i18n/register';
import '../features/calculators/i18n/register';
import './styles.css';
import { PensionPlannerPage } from '../features/calculators/components/PensionPlannerPage';

/** Exposed as `mfe_chat/PensionPlanner`: the pension calculators at `/pension-planner`. */
export default function PensionPlanner() {
  return <PensionPlannerPage />;
}
