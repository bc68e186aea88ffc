import './i18n/register';
import './styles.css';
import {
  FloatingChat,
  type FloatingChatProps,
} from '../features/floating-chat/components/FloatingChat';

/** Exposed as `mfe_chat/FloatingChat`: the floating widget (props: apiBase, language, storage). */
export default function FloatingChatEntry(props: FloatingChatProps) {
  return <FloatingChat {...props} />;
}
