import '@ageless/ui/styles.css';
import { Route, Routes } from 'react-router';
import { renderStandalone } from '@ageless/ui';
import App from './app/App';

renderStandalone(
  <Routes>
    <Route path="/matches/:profileId/blueprints/:blueprintKey" element={<App />} />
    <Route path="/matches/:profileId" element={<App />} />
    <Route path="*" element={<App />} />
  </Routes>,
);
