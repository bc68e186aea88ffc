import './i18n/register';
import './styles.css';
import { HeroChat, type HeroChatProps } from '@ageless/chat';

/** Exposed as `mfe_chat/HeroChat`: the landing hero's chat (props: apiBase, language, storage). */
export default function HeroChatEntry(props: HeroChatProps) {
  return <HeroChat {...props} />;
}
