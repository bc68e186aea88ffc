import '@ageless/ui/styles.css';
import { Route, Routes } from 'react-router';
import { renderStandalone } from '@ageless/ui';
import App, { MATCHES_PATHS } from './app/App';

renderStandalone(
  <Routes>
    {MATCHES_PATHS.map((path) => (
      <Route key={path} path={path} element={<App />} />
    ))}
    <Route path="*" element={<App />} />
  </Routes>,
);
