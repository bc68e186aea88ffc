import './i18n/register';
import './styles.css';
import { useSearchParams } from 'react-router';
import { NewProfileGate } from './routes/NewProfileGate';
import { EditProfile } from './routes/EditProfile';

/**
 * Exposed as `mfe_onboarding/App`: the profile wizard at `/onboarding` (`?edit={id}` edits one;
 * a browser that already owns a profile is asked first, `?separate=1` once it chose a new one).
 */
export default function App() {
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  return editId ? <EditProfile profileId={editId} /> : <NewProfileGate />;
}
