import './i18n/register';
import './styles.css';
import { FloatingChat, type FloatingChatProps } from '@ageless/chat';

/** Exposed as `mfe_chat/FloatingChat`: the floating widget (props: apiBase, language, storage). */
export default function FloatingChatEntry(props: FloatingChatProps) {
  return <FloatingChat {...props} />;
}
