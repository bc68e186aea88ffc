import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import {
  FREE_BADGE_FROM_COUNT,
  FREE_WIDGET_CONVERSATIONS,
  topicLabel,
  type ChatMessage,
  type Language,
  detectMarket,
} from '@ageless/contracts';
import { apiUrl } from '@ageless/api-client';
import { applyTextSize, Badge, Button, buttonClassName, cx, textSizePreference } from '@ageless/ui';
import { topicsForMarket } from '../hero/market.js';
import { ChatComposer, type ChatComposerHandle } from '../messages/ChatComposer.js';
import { LONG_WORDS } from '../messages/long-words.js';
import { MessageList } from '../messages/MessageList.js';
import { ReplyAnnouncer } from '../messages/ReplyAnnouncer.js';
import { ReadingOptions } from '../reading/ReadingOptions.js';
import { ConversationTools } from '../session/ConversationTools.js';
import type { StorageKind } from '../session/chat-storage.js';
import { useChatSession } from '../session/use-chat-session.js';
import { useChatLanguage } from '../texts/use-chat-language.js';
import { LauncherIcon } from './LauncherIcon.js';
import { useKeyboardSafeBox } from './use-keyboard-safe-box.js';

const QUICK_TOPICS = 4;

export interface FloatingChatProps {
  apiBase?: string;
  language?: Language;
  storage?: StorageKind;
  /** Open at first render (the element's `open` attribute). */
  defaultOpen?: boolean;
  /** Controlled open state (the <ageless-chat> element owns it); omit to keep it here. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** false: no round launcher of its own (the custom element draws a lighter, non-React one). */
  launcher?: boolean;
  /** Move focus into the panel when it is already open at mount (opened by an outside launcher). */
  initialFocus?: boolean;
  /** A corner of the window, or 'inline' in the page's flow (no launcher, no close button). */
  placement?: 'bottom-right' | 'bottom-left' | 'inline';
  zIndex?: number;
  /** Each message once it is complete: the person's, then the guide's whole reply. */
  onMessage?: (message: ChatMessage) => void;
  onUpgradeRequired?: () => void;
}

/** Spec §2 floating widget: round launcher, 384 x 600 panel, quick topics, upgrade modal. */
export function FloatingChat({
  apiBase,
  language,
  storage,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  launcher = true,
  initialFocus = false,
  placement = 'bottom-right',
  zIndex,
  onMessage,
  onUpgradeRequired,
}: FloatingChatProps) {
  const { t, language: lang } = useChatLanguage(language);
  const inline = placement === 'inline';
  const [ownOpen, setOpen] = useState(defaultOpen);
  const open = inline || (controlledOpen ?? ownOpen);
  const [draft, setDraft] = useState('');
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<ChatComposerHandle>(null);
  const continueRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  const inputId = useId();
  const upgradeTitleId = useId();
  const wasOpen = useRef(initialFocus ? false : open);
  const topics = useMemo(() => topicsForMarket(detectMarket()).slice(0, QUICK_TOPICS), []);

  const {
    messages,
    conversationCount: count,
    pending,
    send,
    announcement,
    requiresUpgrade,
    dismissUpgrade,
    memory,
    startNew,
    forget,
  } = useChatSession({
    caller: 'widget',
    language: lang,
    apiBase,
    storage,
    failureText: t('widget.failure'),
    unreachableText: t('widget.unreachable'),
    onMessage,
    onUpgradeRequired,
  });
  const keyboardBox = useKeyboardSafeBox(open && !inline);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const optionsId = useId();

  // Inside <ageless-chat>'s shadow root the text size is the element's own (its stylesheet scales
  // with it); on the product's pages the host sets it for the whole page instead.
  const rootRef = useRef<HTMLDivElement>(null);
  const textSize = textSizePreference.useValue();
  useLayoutEffect(() => {
    const root = rootRef.current?.getRootNode();
    if (root instanceof ShadowRoot && root.host instanceof HTMLElement) {
      applyTextSize(root.host, textSize);
    }
  }, [textSize]);

  const setOpenAndTell = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };

  // Focus into the panel when it opens and back to the launcher when it closes.
  useEffect(() => {
    if (open && !wasOpen.current) {
      // No keyboard pops up on phones by itself: focus the panel there, the input elsewhere.
      if (window.matchMedia?.('(min-width: 641px)').matches) composerRef.current?.focus();
      else panelRef.current?.focus();
    } else if (!open && wasOpen.current) {
      launcherRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (requiresUpgrade) continueRef.current?.focus();
  }, [requiresUpgrade]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (requiresUpgrade) dismissUpgrade();
    else if (!inline) setOpenAndTell(false);
  };

  const remaining = Math.max(0, FREE_WIDGET_CONVERSATIONS - count);

  const onSend = (text: string) => {
    if (pending || !text.trim()) return;
    setDraft('');
    void send(text);
  };

  return (
    <div ref={rootRef} className="font-sans text-ink">
      {!open && launcher && (
        <button
          ref={launcherRef}
          type="button"
          aria-label={t('widget.open')}
          aria-haspopup="dialog"
          onClick={() => setOpenAndTell(true)}
          style={zIndex === undefined ? undefined : { zIndex }}
          className="fixed right-4 bottom-4 z-40 inline-flex size-16 items-center justify-center rounded-full border-2 border-primary bg-primary text-on-primary shadow-overlay hover:bg-primary-hover"
        >
          <LauncherIcon className="size-8" />
        </button>
      )}
      {open && (
        <div
          ref={panelRef}
          role="dialog"
          aria-labelledby={titleId}
          aria-describedby={subtitleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          // Inline styles go through the CSSOM (allowed by a strict CSP): the host's z-index and,
          // on phones, the part of the screen the on-screen keyboard leaves (visualViewport).
          style={inline ? undefined : { zIndex, ...keyboardBox }}
          // Clipped, not merely hidden: a box with overflow hidden can still be scrolled by the
          // browser (focus, scrollIntoView), which slid the header out of the panel (issue 27).
          className={cx(
            'flex flex-col overflow-hidden border border-border bg-canvas supports-[overflow:clip]:overflow-clip',
            inline
              ? 'relative h-[max(600px,33.333rem)] max-w-full w-[max(384px,21.333rem)] rounded-card shadow-card'
              : // Full screen, except in a corner where the window is wide and tall enough for a
                // useful panel (not at 200 % zoom, where it would leave a sliver): 384 x 600 at the
                // shell's normal text (18 px) and on other sites, larger with larger text, so the
                // message area does not shrink to a sliver.
                'fixed inset-0 z-40 shadow-overlay sm:[@media(min-height:36rem)]:inset-auto sm:[@media(min-height:36rem)]:bottom-4 sm:[@media(min-height:36rem)]:h-[max(600px,33.333rem)] sm:[@media(min-height:36rem)]:max-h-[calc(100dvh-2rem)] sm:[@media(min-height:36rem)]:w-[max(384px,21.333rem)] sm:[@media(min-height:36rem)]:max-w-[calc(100vw-2rem)] sm:[@media(min-height:36rem)]:rounded-card',
            !inline &&
              (placement === 'bottom-left'
                ? 'sm:[@media(min-height:36rem)]:left-4'
                : 'sm:[@media(min-height:36rem)]:right-4'),
          )}
        >
          {/* In a short window (200 % zoom, a phone held sideways) the header gives its room to the
              messages: less padding, the subtitle for screen readers only. */}
          {/* On a 320 px phone at the largest text the title's longest word ("Ageless") only fits
              beside the two buttons with a smaller title and less padding. */}
          <header className="flex shrink-0 items-start justify-between gap-1 bg-primary px-3 py-4 text-on-primary sm:gap-2 sm:px-4 [@media(max-height:36rem)]:py-2">
            {/* Words wrap whole (hyphenated in the page's language), never cut mid-word; on a
                phone or in a short window the subtitle is for screen readers only. */}
            <div className="min-w-0 hyphens-auto">
              <h2 id={titleId} className="text-lg text-on-primary sm:text-xl">
                {t('widget.title')}
              </h2>
              <p
                id={subtitleId}
                className="text-sm max-sm:sr-only [@media(max-height:36rem)]:sr-only"
              >
                {t('widget.subtitle')}
              </p>
            </div>
            <button
              type="button"
              aria-expanded={optionsOpen}
              aria-controls={optionsId}
              onClick={() => setOptionsOpen((shown) => !shown)}
              className="ml-auto inline-flex min-h-target shrink-0 items-center justify-center rounded-control px-2 font-semibold hover:bg-primary-hover"
            >
              <span className="text-lg">Aa</span>
              <span className="sr-only"> {t('reading.optionsLabel')}</span>
            </button>
            {!inline && (
              <button
                type="button"
                onClick={() => setOpenAndTell(false)}
                aria-label={t('widget.close')}
                className="inline-flex size-target shrink-0 items-center justify-center rounded-control hover:bg-primary-hover"
              >
                <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            )}
          </header>
          {optionsOpen && (
            <section
              id={optionsId}
              aria-label={t('reading.optionsLabel')}
              className="max-h-[45%] shrink-0 overflow-y-auto border-b border-border bg-surface p-4"
            >
              <ReadingOptions language={lang} textSize persist={storage !== 'none'} />
            </section>
          )}
          {count >= FREE_BADGE_FROM_COUNT && (
            <div className="shrink-0 border-b border-border bg-warning-soft px-4 py-2 [@media(max-height:36rem)]:py-1">
              <Badge variant="warning" className="max-w-full whitespace-normal!">
                {t('widget.remaining', { count: remaining })}
              </Badge>
            </div>
          )}
          <div
            data-testid="chat-panel-body"
            className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4"
          >
            {messages.length === 0 && (
              <section aria-labelledby={`${titleId}-topics`} className="flex flex-col gap-2">
                <h3 id={`${titleId}-topics`} className="text-lg">
                  {t('widget.quickStart')}
                </h3>
                <ul className="flex list-none flex-col gap-2 p-0">
                  {topics.map((topic) => (
                    <li key={topic.tagId}>
                      <Button
                        variant="outline"
                        className={cx('w-full justify-start', LONG_WORDS)}
                        onClick={() => onSend(topicLabel(topic, lang))}
                      >
                        {topicLabel(topic, lang)}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <MessageList
              messages={messages}
              pending={pending}
              language={lang}
              // On another site, the planner link leads to the product (as the upgrade link does).
              apiBase={apiBase}
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
          </div>
          <div className="shrink-0 border-t border-border bg-surface p-3 [@media(max-height:36rem)]:py-2">
            <ChatComposer
              ref={composerRef}
              id={inputId}
              value={draft}
              onChange={setDraft}
              onSend={onSend}
              label={t('inputLabel')}
              placeholder={t('inputPlaceholder')}
              sendLabel={t('send')}
              busy={pending || requiresUpgrade}
            />
          </div>
          <ReplyAnnouncer announcement={announcement} language={lang} />
          {requiresUpgrade && (
            // Scrolls when the dialog is taller than the panel (larger text, 200 % zoom); m-auto
            // centres it otherwise without cutting off its top, as centring by flex would.
            <div className="absolute inset-0 flex overflow-y-auto bg-ink/60 p-4">
              <div
                role="dialog"
                aria-modal="true"
                aria-labelledby={upgradeTitleId}
                className="m-auto flex max-w-full flex-col gap-3 rounded-card bg-surface p-5 shadow-overlay"
              >
                <h3 id={upgradeTitleId} className="text-xl">
                  {t('widget.upgradeTitle')}
                </h3>
                <p className="text-2xl font-bold text-primary">{t('widget.price')}</p>
                <p>{t('widget.upgradeText')}</p>
                <a
                  ref={continueRef}
                  href={apiUrl('/upgrade', apiBase)}
                  className={buttonClassName('primary')}
                >
                  {t('widget.continue')}
                </a>
                <Button variant="outline" onClick={dismissUpgrade}>
                  {t('widget.closeModal')}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
