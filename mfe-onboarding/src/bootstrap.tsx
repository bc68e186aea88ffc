import '@ageless/ui/styles.css';
import { renderStandalone } from '@ageless/ui';
import App from './app/App';

renderStandalone(<App />);
