import { Route, Routes } from 'react-router';
import { RemoteView } from '../features/remotes/components/RemoteView';
import { EmbedDemoPage } from '../features/pages/components/EmbedDemoPage';
import { NotFoundPage } from '../features/pages/components/NotFoundPage';
import { UpgradePage } from '../features/pages/components/UpgradePage';
import { ShellLayout } from './ShellLayout';

// Spec §2 routes. Each remote view is keyed so moving between pages starts a fresh load state.
export function App() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route index element={<RemoteView key="landing" remote="landing" module="App" />} />
        <Route
          path="onboarding"
          element={<RemoteView key="onboarding" remote="onboarding" module="App" />}
        />
        <Route path="chat" element={<RemoteView key="chat" remote="chat" module="App" />} />
        <Route path="upload" element={<RemoteView key="upload" remote="chat" module="Upload" />} />
        <Route
          path="pension-planner"
          element={<RemoteView key="pension-planner" remote="chat" module="PensionPlanner" />}
        />
        <Route
          path="budget-optimizer"
          element={<RemoteView key="budget-optimizer" remote="chat" module="BudgetOptimizer" />}
        />
        <Route path="matches">
          {/* The remote shows 'Invalid Profile' when the id is missing. */}
          <Route index element={<RemoteView key="matches" remote="matches" module="App" />} />
          <Route
            path=":profileId"
            element={<RemoteView key="matches" remote="matches" module="App" />}
          />
        </Route>
        <Route path="embed-demo" element={<EmbedDemoPage />} />
        <Route path="upgrade" element={<UpgradePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Embedded in other sites' iframes: no shell navigation. */}
      <Route
        path="embed"
        element={
          <main id="main" className="mx-auto w-full max-w-content px-4 py-4">
            <RemoteView remote="chat" module="Embed" />
          </main>
        }
      />
    </Routes>
  );
}
