import './i18n/register';
import './styles.css';
import { MatchesPage } from '../features/match-list/components/MatchesPage';

/** Exposed as `mfe_matches/App`: match results at `/matches/:profileId` (and `/matches`). */
export default function App() {
  return <MatchesPage />;
}
