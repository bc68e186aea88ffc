import './i18n/register';
import './styles.css';
import { ChatPage } from '../features/chat/components/ChatPage';

/** Exposed as `mfe_chat/App`: the full-page chat at `/chat`. */
export default function App() {
  return <ChatPage />;
}
