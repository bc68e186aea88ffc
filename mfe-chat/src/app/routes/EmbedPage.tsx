import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isLanguage } from '@ageless/i18n';
import { applyTextSize, textSizePreference } from '@ageless/ui';
import { ChatPage } from '../../features/chat/components/ChatPage';
import { useIframeHeight } from '../../features/embed/hooks/use-iframe-height';

/** Spec §2 /embed: the chat filling an iframe; `?lang=` (default en) fixes its language. */
export function EmbedPage() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('lang');
  const language = isLanguage(requested) ? requested : 'en';
  const rootRef = useRef<HTMLDivElement>(null);
  useIframeHeight(rootRef);
  // No shell page around the frame: the text size chosen in it applies here.
  const textSize = textSizePreference.useValue();
  useEffect(() => applyTextSize(document.documentElement, textSize), [textSize]);

  // The frame's document speaks the chat's language (screen readers, hyphenation).
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <div ref={rootRef} lang={language}>
      <ChatPage variant="embed" language={language} />
    </div>
  );
}
