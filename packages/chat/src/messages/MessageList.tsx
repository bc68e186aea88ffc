import { useEffect, useRef, type ReactNode } from 'react';
import { apiUrl } from '@ageless/api-client';
import type { Language } from '@ageless/contracts';
import { Button, buttonClassName, cx } from '@ageless/ui';
import { canReadAloud, useReadAloud } from '../reading/read-aloud.js';
import { useChatLanguage } from '../texts/use-chat-language.js';
import { formatTime, type DisplayMessage } from '../session/chat-message.js';
import { LazyChatMarkdown } from './LazyChatMarkdown.js';
import { TypingIndicator } from './TypingIndicator.js';

export interface MessageListProps {
  messages: DisplayMessage[];
  pending: boolean;
  language: Language;
  /** Shown when there are no messages yet. */
  empty?: ReactNode;
  showTimestamps?: boolean;
  /** A surface's own wording of the typing indicator (the landing hero's, spec §2). */
  typingLabel?: string;
  /** Shown after the messages, inside the scrolling area (the conversation's tools). */
  after?: ReactNode;
  className?: string;
  /**
   * The product's origin, when the chat is shown on another site (the widget): links into the
   * product (the planner with an answer's numbers) lead there. Empty: this site is the product.
   */
  apiBase?: string;
  /** Links into the product open in a new tab (/embed, inside another site's frame). */
  productLinksInNewTab?: boolean;
}

/**
 * The box that scrolls the conversation: the list itself or the nearest ancestor that scrolls (the
 * widget's panel body). Only that box is moved: `scrollIntoView` would also move every box around
 * it, the widget's panel (which pushed its header out of view) and the page (which hid the input).
 */
function scrollBoxOf(list: HTMLElement): HTMLElement | null {
  for (let box: Element | null = list; box; box = box.parentElement) {
    if (box === document.body || box === document.documentElement) return null;
    const { overflowY } = getComputedStyle(box);
    const scrolls = overflowY === 'auto' || overflowY === 'scroll';
    if (scrolls && box.scrollHeight > box.clientHeight) return box as HTMLElement;
  }
  return null;
}

function showInBox(
  list: HTMLElement | null,
  target: HTMLElement | null,
  block: 'start' | 'end',
): void {
  if (!list || !target) return;
  const box = scrollBoxOf(list);
  if (!box) {
    // Nothing inside scrolls (/embed grows with its frame): the page brings it into view.
    target.scrollIntoView?.({ block });
    return;
  }
  const offset = target.getBoundingClientRect().top - box.getBoundingClientRect().top;
  box.scrollTop =
    block === 'start'
      ? box.scrollTop + offset - 8
      : box.scrollTop + offset + target.offsetHeight - box.clientHeight;
}

/** Bubbles, newest at the bottom, kept in view; typing until the first token of a reply. */
export function MessageList({
  messages,
  pending,
  language,
  empty,
  showTimestamps = true,
  typingLabel,
  after,
  className,
  apiBase,
  productLinksInNewTab = false,
}: MessageListProps) {
  // Every chat surface labels its messages alike, in the chat's own language.
  const { t } = useChatLanguage(language);
  const labels = {
    you: t('you'),
    guide: t('guide'),
    typing: typingLabel ?? t('typing'),
    conversation: t('conversationLabel'),
    readAloud: t('reading.readAloud'),
    stopReading: t('reading.stopReading'),
    planner: t('plannerLink'),
    newTab: t('opensInNewTab'),
  };
  const listRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const newestRef = useRef<HTMLLIElement>(null);
  const shown = messages.filter((message) => message.content);
  const newest = shown.at(-1);
  const newestId = newest?.id;
  const newestIsReply = newest?.role === 'assistant';
  const last = messages.at(-1);
  const waitingForFirstToken = pending && !(last?.role === 'assistant' && last.content);
  // Reading aloud stops when a new message comes in.
  const speech = useReadAloud(language, newestId);
  const speaks = canReadAloud();

  // Armed while the reader waits for an answer: only then does the view move. A conversation
  // restored after Back or a reload (or replaced by the server's copy) never scrolls the page.
  const armed = useRef(false);
  useEffect(() => {
    if (pending) armed.current = true;
  });

  // A new reply is shown from its first line, once, not followed word by word to its end: the
  // reader starts at the answer, not at the legal note under it. A question scrolls to the end,
  // where the typing indicator shows. (jsdom and old browsers lack scrollIntoView.)
  useEffect(() => {
    if (!newestId) return;
    if (!armed.current) {
      // Restored: the conversation's box shows its newest messages; the page stays where it is.
      const box = listRef.current && scrollBoxOf(listRef.current);
      if (box) box.scrollTop = box.scrollHeight;
      return;
    }
    if (newestIsReply) showInBox(listRef.current, newestRef.current, 'start');
    else showInBox(listRef.current, endRef.current, 'end');
  }, [newestId, newestIsReply, waitingForFirstToken]);

  useEffect(() => {
    if (!pending) armed.current = false;
  }, [pending]);

  return (
    // The list scrolls: keyboard users must be able to focus it to scroll (WCAG 2.1.1).
    <div
      ref={listRef}
      className={cx('flex flex-col gap-3 overflow-y-auto', className)}
      tabIndex={0}
      // How /chat finds its message area when it fits the conversation into the window.
      data-chat-messages=""
      role="region"
      aria-label={labels.conversation}
    >
      {messages.length === 0 && empty}
      <ol className="flex list-none flex-col gap-3 p-0" aria-label={labels.conversation}>
        {shown.map((message) => {
          const mine = message.role === 'user';
          const time = showTimestamps ? formatTime(message.timestamp, language) : '';
          return (
            <li
              key={message.id}
              ref={message === newest ? newestRef : undefined}
              className={cx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
            >
              <div
                className={cx(
                  'max-w-[85%] rounded-card px-4 py-3 break-words',
                  mine
                    ? 'bg-primary text-on-primary whitespace-pre-wrap'
                    : 'border border-border bg-surface text-ink',
                )}
              >
                <span className="sr-only">{mine ? labels.you : labels.guide}: </span>
                {mine ? message.content : <LazyChatMarkdown text={message.content} />}
              </div>
              {time && (
                <time dateTime={message.timestamp} className="px-1 text-sm text-ink-muted">
                  {time}
                </time>
              )}
              {/* A normal link after the reply (the announcer reads the reply alone): the planner
                  with the numbers this answer was worked out with (issue 24, item 4). */}
              {!mine && !message.streaming && message.planner && (
                <a
                  href={apiUrl(message.planner.path, apiBase)}
                  className={buttonClassName('secondary', undefined, 'sm')}
                  {...(productLinksInNewTab
                    ? { target: '_blank', rel: 'noopener noreferrer' }
                    : {})}
                >
                  {labels.planner}
                  {productLinksInNewTab && <span className="sr-only"> {labels.newTab}</span>}
                </a>
              )}
              {speaks && !mine && !message.streaming && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => speech.toggle(message.id, message.content)}
                >
                  <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
                    <path
                      d="M4 9v6h4l5 4V5L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z"
                      fill="currentColor"
                    />
                  </svg>
                  {speech.speakingId === message.id ? labels.stopReading : labels.readAloud}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {waitingForFirstToken && <TypingIndicator label={labels.typing} />}
      <div ref={endRef} />
      {after}
    </div>
  );
}
