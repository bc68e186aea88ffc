import './i18n/register';
import './styles.css';
import { useSearchParams } from 'react-router';
import { EditProfile } from '../features/profile-edit/components/EditProfile';
import { Wizard } from '../features/wizard/components/Wizard';

/** Exposed as `mfe_onboarding/App`: the profile wizard at `/onboarding` (`?edit={id}` edits one). */
export default function App() {
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  return editId ? <EditProfile profileId={editId} /> : <Wizard />;
}
