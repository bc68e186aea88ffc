import { WizardIntro } from '../features/wizard/components/WizardIntro';

/** Exposed as `mfe_onboarding/App`: the profile wizard at `/onboarding`. */
export default function App() {
  return <WizardIntro />;
}
