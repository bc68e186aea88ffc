import './i18n/register';
import './styles.css';
import { useParams } from 'react-router';
import { BlueprintPage } from '../features/blueprint/components/BlueprintPage';
import { MatchesPage } from './routes/MatchesPage';
import { profileLinkProblem } from '../lib/profile-link';

/** The addresses the remote answers on, most specific first (the standalone page and tests). */
export const MATCHES_PATHS = [
  '/matches/:profileId/blueprints/:blueprintKey',
  '/matches/:profileId',
];

/**
 * Exposed as `mfe_matches/App`: match results at `/matches/:profileId` (and `/matches`), a
 * blueprint's Learn More page at `/matches/:profileId/blueprints/:blueprintKey`.
 */
export default function App() {
  const { profileId, blueprintKey } = useParams();
  if (blueprintKey && profileId && !profileLinkProblem(profileId)) {
    return <BlueprintPage profileId={profileId} blueprintKey={blueprintKey} />;
  }
  return <MatchesPage profileId={profileId} />;
}
