import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Language } from '@ageless/contracts';
import { isLanguage, setLanguage } from '@ageless/i18n';
import { cx } from '@ageless/ui';
import {
  ChatComposer,
  ConversationTools,
  MessageList,
  ReadingOptions,
  ReplyAnnouncer,
  TagsPanel,
  useChatLanguage,
  useChatSession,
  type ChatComposerHandle,
} from '@ageless/chat';
import { useConversationFit } from '../hooks/use-conversation-fit';

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
  const boxRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const hintId = useId();
  const bringIntoView = useConversationFit(boxRef, !embed);

  // Spec §7: a session id of the page's own, kept on this device (a new tab, the next day and
  // Back bring it back) until the reader starts a new conversation or forgets this one.
  const { messages, pending, send, announcement, memory, startNew, forget } = useChatSession({
    caller: 'page',
    language: lang,
    apiBase,
    failureText: t('failure'),
  });

  const onSend = (text: string) => {
    if (pending || !text.trim()) return;
    setDraft('');
    bringIntoView();
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
      {/* Columns that may shrink below their content's widest word: nothing widens the page. */}
      <div
        className={cx(
          'grid grid-cols-[minmax(0,1fr)] gap-6',
          !embed && 'lg:grid-cols-[minmax(0,1fr)_20rem]',
        )}
      >
        <div className="flex min-w-0 flex-col gap-2">
          {/*
            The conversation as one box: its title on top, the messages scrolling in the middle,
            the input at the bottom. On /chat the box fills the window below the shell's header,
            or the whole window when that would leave too little (useConversationFit). /embed
            grows with its content instead: its frame takes the height it reports.
          */}
          <div
            ref={boxRef}
            data-testid="chat-conversation"
            className={cx(
              'flex min-w-0 flex-col gap-3 rounded-card border border-border bg-surface-muted p-2 sm:p-4',
              !embed && 'h-[var(--chat-height,calc(100dvh-var(--shell-header-height,8rem)-3rem))]',
            )}
          >
            <h1
              id="chat-title"
              // In a short window (200 % zoom, a phone held sideways) the title keeps to one size
              // down, so the messages keep their room.
              className={cx(
                'shrink-0 px-1',
                embed
                  ? 'text-2xl'
                  : 'text-xl [@media(min-height:36rem)]:text-2xl sm:[@media(min-height:36rem)]:text-3xl',
              )}
            >
              {t('title')}
            </h1>
            <MessageList
              messages={messages}
              pending={pending}
              language={lang}
              empty={<p className="rounded-card bg-surface p-4 text-lg">{t('welcome')}</p>}
              className={embed ? 'min-h-48' : 'min-h-0 flex-1'}
              productLinksInNewTab={embed}
              after={
                <ConversationTools
                  language={lang}
                  hasConversation={messages.length > 0}
                  memory={memory}
                  onStartNew={startNew}
                  onForget={forget}
                  onDone={() => composerRef.current?.focus()}
                />
              }
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
              describedBy={hintId}
              busy={pending}
              className="shrink-0"
            />
          </div>
          {/* Under the box, so that on a phone with larger text the messages keep their room. */}
          <p id={hintId} className="text-sm text-ink-muted">
            {t('inputHint')}
          </p>
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
