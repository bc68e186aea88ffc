import './i18n/register';
import './styles.css';
import { Wizard } from '../features/wizard/components/Wizard';

/** Exposed as `mfe_onboarding/App`: the profile wizard at `/onboarding`. */
export default function App() {
  return <Wizard />;
}
