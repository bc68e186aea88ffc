import type { Language } from '@ageless/contracts';
import type { Announcement } from '../session/use-chat-session.js';
import { useChatLanguage } from '../texts/use-chat-language.js';

/**
 * One screen-reader announcement per finished reply, not per streamed word. The text sits in an
 * element keyed by the reply, so the same answer given twice is announced twice.
 */
export function ReplyAnnouncer({
  announcement,
  language,
}: {
  announcement: Announcement | null;
  language: Language;
}) {
  const { t } = useChatLanguage(language);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {announcement && (
        <span key={announcement.id}>{t('newReply', { text: announcement.text })}</span>
      )}
    </p>
  );
}
