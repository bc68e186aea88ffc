import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Language } from '@ageless/contracts';
import { isLanguage, setLanguage } from '@ageless/i18n';
import { cx } from '@ageless/ui';
import {
  ChatComposer,
  MessageList,
  ReadingOptions,
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

/**
 * `/chat?lang=de`: a link into the chat in a given language switches the page to it once (then the
 * language switcher decides again).
 */
function useLanguageFromLink(enabled: boolean) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('lang');
  useEffect(() => {
    if (!enabled || !isLanguage(requested)) return;
    setLanguage(requested).catch((error: unknown) =>
      console.error('[chat] could not switch to the language of the link', error),
    );
  }, [enabled, requested]);
}

/** Spec §2 full-page chat: header, welcome, bubbles, typing, streamed replies, tags panel. */
export function ChatPage({ apiBase, language, variant = 'page' }: ChatPageProps) {
  const embed = variant === 'embed';
  useLanguageFromLink(!embed && !language);
  const { t, language: lang } = useChatLanguage(language);
  const [searchParams] = useSearchParams();
  // ?prompt= prefills the input (docs/DECISIONS.md: the visitor reads and sends it).
  const [draft, setDraft] = useState(() => searchParams.get('prompt')?.trim() ?? '');
  const composerRef = useRef<ChatComposerHandle>(null);
  const inputId = useId();

  // Spec §7: a session id of the page's own, kept for this tab (Back and reload bring it back).
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

  return (
    <section
      aria-labelledby="chat-title"
      className={cx('mx-auto flex w-full max-w-content flex-col gap-4', embed ? 'p-3' : 'pt-2')}
    >
      <h1 id="chat-title" className={embed ? 'text-2xl' : 'text-3xl sm:text-4xl'}>
        {t('title')}
      </h1>
      <div className={cx('grid gap-6', !embed && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
        {/*
          The conversation fills the window below the title, the input at its bottom; the
          messages scroll above it. Never shorter than a useful 20rem (200 % zoom, phones).
          /embed grows with its content instead: its frame takes the height it reports.
        */}
        <div
          data-testid="chat-conversation"
          className={cx(
            'flex min-w-0 flex-col gap-3 rounded-card border border-border bg-surface-muted p-3 sm:p-4',
            // The shell tells its header's height (it wraps with larger text and longer labels);
            // the title above the conversation takes about 6.5rem.
            !embed && 'h-[max(20rem,calc(100dvh-var(--shell-header-height,8rem)-6.5rem))]',
          )}
        >
          <MessageList
            messages={messages}
            pending={pending}
            language={lang}
            empty={<p className="rounded-card bg-surface p-4 text-lg">{t('welcome')}</p>}
            className={embed ? 'min-h-48' : 'min-h-0 flex-1'}
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
        <div className="flex flex-col gap-6">
          <section aria-label={t('reading.optionsLabel')}>
            {/* /embed has no page around it to offer the text size, so it offers its own. */}
            <ReadingOptions language={lang} textSize={embed} />
          </section>
          {!embed && <TagsPanel onPick={onPickTag} apiBase={apiBase} language={language} />}
        </div>
      </div>
      <ReplyAnnouncer announcement={announcement} language={lang} />
    </section>
  );
}
