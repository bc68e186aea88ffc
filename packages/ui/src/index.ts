export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonVariant,
} from './components/Button.js';
export { Card } from './components/Card.js';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel.js';
export { Loading, Spinner, type LoadingProps } from './components/Loading.js';
export { LinkButton, type LinkButtonProps } from './components/LinkButton.js';
export { AppProviders, type AppProvidersProps } from './providers/AppProviders.js';
export { createQueryClient } from './providers/query-client.js';
export { renderStandalone } from './providers/StandaloneApp.js';
