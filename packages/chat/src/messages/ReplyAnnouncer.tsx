import type { Language } from '@ageless/contracts';
import type { Announcement } from '../session/use-chat-session.js';
import { useChatLanguage } from '../texts/use-chat-language.js';
import { plainTextForAnnouncement } from './plain-text.js';

/**
 * One screen-reader announcement per finished reply, not per streamed word. The text sits in an
 * element keyed by the reply, so the same answer given twice is announced twice. It is the reply's
 * plain text: no Markdown marks, links by their text, no addresses read out (issue 27).
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
        <span key={announcement.id}>
          {t('newReply', { text: plainTextForAnnouncement(announcement.text) })}
        </span>
      )}
    </p>
  );
}
