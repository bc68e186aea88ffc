import '@ageless/ui/styles.css';
import { Route, Routes } from 'react-router';
import { renderStandalone } from '@ageless/ui';
import App from './app/App';
import Embed from './app/Embed';
import Upload from './app/Upload';

renderStandalone(
  <Routes>
    <Route path="/upload" element={<Upload />} />
    <Route path="/embed" element={<Embed />} />
    <Route path="*" element={<App />} />
  </Routes>,
);
