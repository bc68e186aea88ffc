import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Language } from '@ageless/contracts';
import { cx } from '@ageless/ui';
import {
  ChatComposer,
  MessageList,
  ReplyAnnouncer,
  TagsPanel,
  useChatLanguage,
  useChatSession,
  type ChatComposerHandle,
} from '@ageless/chat';

export interface ChatPageProps {
  apiBase?: string;
  language?: Language;
  /** /embed leaves out the tags panel and fills its frame. */
  variant?: 'page' | 'embed';
}

/** Spec §2 full-page chat: header, welcome, bubbles, typing, streamed replies, tags panel. */
export function ChatPage({ apiBase, language, variant = 'page' }: ChatPageProps) {
  const { t, language: lang } = useChatLanguage(language);
  const [searchParams] = useSearchParams();
  // ?prompt= prefills the input (docs/DECISIONS.md: the visitor reads and sends it).
  const [draft, setDraft] = useState(() => searchParams.get('prompt')?.trim() ?? '');
  const composerRef = useRef<ChatComposerHandle>(null);
  const inputId = useId();

  // Spec §7: a session id per page load.
  const { messages, pending, send, announcement } = useChatSession({
    caller: 'page',
    language: lang,
    apiBase,
    failureText: t('failure'),
  });

  const onSend = (text: string) => {
    if (pending || !text.trim()) return;
    setDraft('');
    void send(text);
  };

  const onPickTag = (text: string) => {
    setDraft(text);
    composerRef.current?.focus();
  };

  const embed = variant === 'embed';

  return (
    <section
      aria-labelledby="chat-title"
      className={cx('mx-auto flex w-full max-w-content flex-col gap-4', embed ? 'p-3' : 'py-4')}
    >
      <h1 id="chat-title" className={embed ? 'text-2xl' : 'text-3xl sm:text-4xl'}>
        {t('title')}
      </h1>
      <div className={cx('grid gap-6', !embed && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
        <div className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface-muted p-3 sm:p-4">
          <MessageList
            messages={messages}
            pending={pending}
            language={lang}
            empty={<p className="rounded-card bg-surface p-4 text-lg">{t('welcome')}</p>}
            className={embed ? 'min-h-48' : 'min-h-64 max-h-[60vh]'}
          />
          <ChatComposer
            ref={composerRef}
            id={inputId}
            value={draft}
            onChange={setDraft}
            onSend={onSend}
            label={t('inputLabel')}
            placeholder={t('inputPlaceholder')}
            sendLabel={t('send')}
            hint={t('inputHint')}
            busy={pending}
          />
          <p className="text-sm text-ink-muted">{t('disclaimer')}</p>
        </div>
        {!embed && <TagsPanel onPick={onPickTag} apiBase={apiBase} language={language} />}
      </div>
      <ReplyAnnouncer announcement={announcement} language={lang} />
    </section>
  );
}
