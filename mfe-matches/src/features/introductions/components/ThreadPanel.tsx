import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, THREAD_LIMITS, type ThreadMessage } from '@ageless/contracts';
import { Button, Label, Skeleton, Textarea } from '@ageless/ui';
import { usePageLanguage } from '../../../hooks/page-language';
import { actionErrorText, isNotFound } from '../../../lib/api-error';
import { messageToSend } from '../../../lib/message-draft';
import { MessageWarnings } from '../../../components/MessageWarnings';
import { useSendMessage, useThread } from '../api/thread';

function sentAt(createdAt: string, language: Language): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

function Message({ message, language }: { message: ThreadMessage; language: Language }) {
  const { t } = useTranslation('matches');
  const sent = message.direction === 'sent';
  return (
    <li
      data-testid="thread-message"
      className={`flex max-w-[85%] flex-col gap-1 rounded-control border-2 p-3 ${
        sent ? 'self-end border-border-strong bg-surface' : 'self-start border-primary bg-surface'
      }`}
    >
      <p className="text-sm text-ink-muted">
        {sent ? t('thread.you') : t('thread.them')},{' '}
        <time dateTime={message.createdAt}>{sentAt(message.createdAt, language)}</time>
      </p>
      {/* Plain text: React writes it as text, so a link is never a link here. */}
      <p className="break-words whitespace-pre-line">{message.text}</p>
      {sent ? null : <MessageWarnings money={message.moneyWarning} signs={message.scamSigns} />}
    </li>
  );
}

/**
 * The messages of an accepted introduction (issue 26 item 4): get to know each other before
 * sharing a number. New messages are fetched every 15 s while it is open; reporting and blocking
 * are the introduction's own, opened by the card that shows this panel.
 */
export function ThreadPanel({
  profileId,
  introductionId,
  onReport,
  onBlock,
}: {
  profileId: string;
  introductionId: string;
  onReport: () => void;
  onBlock: () => void;
}) {
  const { t } = useTranslation('matches');
  const language = usePageLanguage();
  const id = useId();
  const thread = useThread(profileId, introductionId, language);
  const send = useSendMessage(profileId, introductionId, language);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = messageToSend(draft, THREAD_LIMITS.messageLength);
    if (text === null) {
      setProblem(t('thread.empty'));
      return;
    }
    if (send.isPending) return;
    setProblem(null);
    send.mutate(text, {
      onSuccess: () => setDraft(''),
      onError: (cause) => setProblem(actionErrorText(cause, t('thread.sendFailed'))),
    });
  };

  let messages;
  if (thread.isPending) {
    messages = <Skeleton className="h-24 w-full" />;
  } else if (thread.isError) {
    // 404: closed by a block or a report, or deleted; anything else may pass.
    messages = isNotFound(thread.error) ? (
      <p className="font-semibold">{t('thread.closed')}</p>
    ) : (
      // Not an ErrorPanel: its heading would rank above this panel's own.
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="font-semibold text-danger">{t('thread.loadFailed')}</p>
        <Button variant="outline" onClick={() => void thread.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else if (thread.data.messages.length === 0) {
    messages = <p>{t('thread.none')}</p>;
  } else {
    messages = (
      <ol aria-label={t('thread.listLabel')} className="flex flex-col gap-3">
        {thread.data.messages.map((message) => (
          <Message key={message.id} message={message} language={language} />
        ))}
      </ol>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-control border-2 border-border-strong p-4"
    >
      <h4 id={`${id}-title`} className="text-lg font-bold">
        {t('thread.title')}
      </h4>
      <p className="text-ink-muted">{t('thread.intro')}</p>
      {/* Thirteenth hostile pass #1 and #3: the one rule against every scam, in every thread. */}
      <p className="font-bold" data-testid="thread-safety">
        {t('thread.safety')}
      </p>
      {messages}
      {thread.isSuccess ? (
        <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
          <Label htmlFor={`${id}-text`}>{t('thread.label')}</Label>
          <Textarea
            id={`${id}-text`}
            rows={3}
            maxLength={THREAD_LIMITS.messageLength}
            value={draft}
            aria-invalid={problem !== null || undefined}
            aria-describedby={`${id}-rules${problem ? ` ${id}-problem` : ''}`}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
          />
          <div id={`${id}-rules`} className="flex flex-col gap-1 text-ink-muted">
            <p>
              {t('blueprint.askDialog.counter', {
                count: draft.length,
                max: THREAD_LIMITS.messageLength,
              })}
            </p>
            <p>{t('thread.left', { count: thread.data.messagesLeftToday })}</p>
          </div>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="font-semibold text-danger">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('thread.sending') : t('thread.send')}
            </Button>
            <Button type="button" variant="outline" onClick={onReport}>
              {t('inbox.report')}
            </Button>
            <Button type="button" variant="outline" onClick={onBlock}>
              {t('inbox.block')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
