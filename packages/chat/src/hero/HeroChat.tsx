import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  composeOpeningMessage,
  HERO_SERVICE_IDS,
  HERO_SERVICE_LABELS,
  heroServiceMessage,
  type HeroServiceId,
  pickStarter,
  topicLabel,
  type Language,
  detectMarket,
} from '@ageless/contracts';
import { Badge, Button, LinkButton, Skeleton, cx } from '@ageless/ui';
import { ChatComposer, type ChatComposerHandle } from '../messages/ChatComposer.js';
import { LONG_WORDS } from '../messages/long-words.js';
import { MessageList } from '../messages/MessageList.js';
import { ReplyAnnouncer } from '../messages/ReplyAnnouncer.js';
import { newMessage } from '../session/chat-message.js';
import { ConversationTools } from '../session/ConversationTools.js';
import type { StorageKind } from '../session/chat-storage.js';
import { useChatSession } from '../session/use-chat-session.js';
import { useDynamicTags } from '../tags/dynamic-tags.js';
import { recordTagClick } from '../tags/tag-clicks.js';
import { useChatLanguage } from '../texts/use-chat-language.js';
import { topicsForMarket } from './market.js';

// Spec §9: canned intro after 2 s; at most 12 tags; 12 skeleton tiles.
export const INTRO_DELAY_MS = 2000;
const MAX_TAGS = 12;

type Service = HeroServiceId;

// Services with a calculator of their own (issue 10): the panel offers it beside the conversation.
const CALCULATORS: Partial<Record<Service, { label: 'pension' | 'budget'; path: string }>> = {
  pensionPlanner: { label: 'pension', path: '/pension-planner' },
  budgetOptimizer: { label: 'budget', path: '/budget-optimizer' },
};

export interface HeroChatProps {
  apiBase?: string;
  language?: Language;
  storage?: StorageKind;
  /** Spec §2: the 10 service buttons show when specialised services are enabled. */
  specialisedServices?: boolean;
}

interface TopicChip {
  id: string;
  text: string;
  kind: 'topic' | 'dynamic';
}

// Less padding on a phone keeps most German words whole at the largest text (issue 27).
const CHIP = cx(
  'inline-flex min-h-target items-center rounded-full border-2 border-primary bg-primary-soft px-3 py-1 text-base font-semibold text-primary cursor-pointer hover:bg-surface transition-colors motion-reduce:transition-none sm:px-4',
  LONG_WORDS,
);

/** The landing hero's chat (spec §2 "Chat widget"), reusable by the landing remote. */
export function HeroChat({
  apiBase,
  language,
  storage,
  specialisedServices = true,
}: HeroChatProps) {
  const { t, language: lang } = useChatLanguage(language);
  const market = useMemo(() => detectMarket(), []);
  // Spec §3/§7: the session id (kept in local storage) and the history of role/content pairs.
  const { messages, pending, send, addMessage, announcement, memory, startNew, forget } =
    useChatSession({
      caller: 'landing',
      language: lang,
      apiBase,
      storage,
      failureText: t('hero.failure'),
    });
  // After Back or a reload the conversation is shown again, where it was left.
  const [open, setOpen] = useState(() => messages.length > 0);

  const [introPending, setIntroPending] = useState(false);
  const [draft, setDraft] = useState('');
  const [question, setQuestion] = useState('');
  const [calculator, setCalculator] = useState<(typeof CALCULATORS)[Service]>(undefined);
  const composerRef = useRef<ChatComposerHandle>(null);
  const searchId = useId();
  const inputId = useId();
  const panelId = useId();

  // The intro timer is cancelled when the hero goes away.
  const introTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(introTimer.current), []);

  // Spec §7: dynamic tags only while the panel is open (then every 60 s).
  const dynamic = useDynamicTags(lang, apiBase, open);
  const chips: TopicChip[] =
    open && dynamic.isSuccess
      ? dynamic.data.tags
          .slice(0, MAX_TAGS)
          .map((tag) => ({ id: tag.id, text: tag.text, kind: 'dynamic' as const }))
      : topicsForMarket(market)
          .slice(0, MAX_TAGS)
          .map((topic) => ({
            id: topic.tagId,
            text: topicLabel(topic, lang),
            kind: 'topic' as const,
          }));

  const openPanel = () => setOpen(true);

  const onTag = (chip: TopicChip) => {
    if (chip.kind === 'dynamic') recordTagClick('dynamic', chip.id, apiBase);
    openPanel();
    if (introPending || pending) return;
    setIntroPending(true);
    clearTimeout(introTimer.current);
    introTimer.current = setTimeout(() => {
      addMessage(newMessage('assistant', composeOpeningMessage(pickStarter(chip.id, lang), lang)));
      setIntroPending(false);
    }, INTRO_DELAY_MS);
  };

  const onService = (service: Service) => {
    openPanel();
    setCalculator(CALCULATORS[service]);
    void send(heroServiceMessage(service, lang));
  };

  const onSend = (text: string) => {
    if (pending || introPending || !text.trim()) return;
    setDraft('');
    void send(text);
  };

  const typing = pending || introPending;

  // Enter in the question box and the Start button do the same (issue 27): a typed question is
  // sent; with none, the conversation opens and its input takes the focus.
  const onStart = () => {
    openPanel();
    if (!question.trim()) {
      // The panel renders first; then the input takes focus.
      setTimeout(() => composerRef.current?.focus(), 0);
      return;
    }
    if (typing) return;
    setQuestion('');
    onSend(question);
  };

  // The input is hidden while the guide types (spec §2): it takes focus back when it returns,
  // unless the reader has moved on to something else.
  const wasTyping = useRef(typing);
  useEffect(() => {
    if (wasTyping.current && !typing && open && document.activeElement === document.body) {
      composerRef.current?.focus();
    }
    wasTyping.current = typing;
  }, [typing, open]);

  return (
    <div className="flex w-full flex-col gap-4 rounded-card border border-border bg-surface p-3 text-ink shadow-card sm:p-6">
      <div className="flex items-center gap-3">
        <Badge variant="info">{t('hero.badge')}</Badge>
      </div>
      <div>
        <label htmlFor={searchId} className="sr-only">
          {t('hero.searchLabel')}
        </label>
        {/* Enter in the question box starts the conversation with it (issue 20; docs/DECISIONS.md). */}
        <input
          id={searchId}
          type="search"
          value={question}
          placeholder={t('hero.searchPlaceholder')}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            onStart();
          }}
          className="block w-full min-h-target rounded-full border-2 border-border-strong bg-surface px-5 py-2 text-base text-ink placeholder:text-ink-muted"
        />
      </div>

      <section aria-label={t('hero.topicsLabel')}>
        {open && dynamic.isPending ? (
          <div role="status" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <span className="sr-only">{t('tags.loading')}</span>
            {Array.from({ length: MAX_TAGS }, (_, index) => (
              <Skeleton key={index} className="h-11 rounded-full" />
            ))}
          </div>
        ) : (
          <>
            {open && dynamic.isError && (
              <p role="alert" className="mb-2 text-danger">
                {t('tags.error')}
              </p>
            )}
            <ul className="flex list-none flex-wrap gap-2 p-0">
              {chips.map((chip) => (
                <li key={chip.id} className="max-w-full">
                  <button
                    type="button"
                    className={CHIP}
                    onClick={() => onTag(chip)}
                    aria-controls={panelId}
                  >
                    {chip.text}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {specialisedServices && (
        <section aria-label={t('hero.servicesLabel')}>
          <ul className="grid list-none grid-cols-1 gap-2 p-0 sm:grid-cols-2">
            {HERO_SERVICE_IDS.map((service) => (
              <li key={service}>
                {/* The small size's padding on a phone, the usual one from sm up. */}
                <Button
                  variant="outline"
                  size="sm"
                  className={cx('w-full justify-start sm:px-5', LONG_WORDS)}
                  onClick={() => onService(service)}
                >
                  {HERO_SERVICE_LABELS[service][lang]}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!open && (
        <Button size="lg" onClick={onStart} aria-controls={panelId} aria-expanded={false}>
          {t('hero.start')}
        </Button>
      )}

      <div id={panelId} hidden={!open} className={cx('flex flex-col gap-3', !open && 'hidden')}>
        <MessageList
          messages={messages}
          pending={typing}
          language={lang}
          showTimestamps={false}
          typingLabel={t('hero.typing')}
          className="max-h-96 rounded-card bg-surface-muted p-3"
          after={
            <ConversationTools
              language={lang}
              hasConversation={messages.length > 0}
              memory={memory}
              onStartNew={() => {
                clearTimeout(introTimer.current);
                setIntroPending(false);
                setCalculator(undefined);
                startNew();
              }}
              onForget={() => {
                clearTimeout(introTimer.current);
                setIntroPending(false);
                setCalculator(undefined);
                return forget();
              }}
              // The input is back once nothing is pending; it renders first, then takes focus.
              onDone={() => setTimeout(() => composerRef.current?.focus(), 0)}
            />
          }
        />
        {calculator && (
          <p className="flex flex-wrap items-center gap-3">
            {t('hero.calculatorLinks.calculatorHint')}
            <LinkButton to={calculator.path} variant="outline" size="sm">
              {t(`hero.calculatorLinks.${calculator.label}`)}
            </LinkButton>
          </p>
        )}
        {/* Spec §2: the input is hidden while the AI is typing. */}
        {!typing && (
          <ChatComposer
            ref={composerRef}
            id={inputId}
            value={draft}
            onChange={setDraft}
            onSend={onSend}
            label={t('hero.inputLabel')}
            placeholder={t('hero.inputPlaceholder')}
            sendLabel={t('hero.send')}
            multiline={false}
          />
        )}
      </div>
      <ReplyAnnouncer announcement={announcement} language={lang} />
      <p className="text-sm text-ink-muted">{t('hero.footer')}</p>
    </div>
  );
}
