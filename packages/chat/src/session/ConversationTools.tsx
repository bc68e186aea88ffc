import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Language } from '@ageless/contracts';
import { Button, cx } from '@ageless/ui';
import { useChatLanguage } from '../texts/use-chat-language.js';
import { KEPT_MESSAGES } from './caller-policy.js';
import type { ConversationMemory, ForgetResult } from './use-chat-session.js';

export interface ConversationToolsProps {
  language: Language;
  /** Whether there is a conversation to start afresh from or to forget. */
  hasConversation: boolean;
  memory: ConversationMemory;
  onStartNew: () => void;
  onForget: () => Promise<ForgetResult>;
  /** After either: the surface puts the focus where the reader goes on (its input). */
  onDone?: () => void;
  className?: string;
}

type Status = 'started' | 'forgotten' | 'forgottenDeviceOnly';

/**
 * Under a conversation: where it is kept (this device, this page, nowhere), and the two ways out of
 * it, "Start a new conversation" and "Forget this conversation" (with a plain confirmation, in
 * place rather than in a pop-up, so it works the same inside the widget's shadow root).
 */
export function ConversationTools({
  language,
  hasConversation,
  memory,
  onStartNew,
  onForget,
  onDone,
  className,
}: ConversationToolsProps) {
  const { t } = useChatLanguage(language);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const titleId = useId();
  const textId = useId();
  const forgetRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLParagraphElement>(null);

  // The question is read first, its buttons following it in the tab order; answered "no", the focus
  // goes back to "Forget". Moved as the question is drawn, before the next key is handled: on a slow
  // device a quick Escape otherwise reached a button already gone and was lost.
  const wasConfirming = useRef(false);
  useLayoutEffect(() => {
    if (confirming) titleRef.current?.focus();
    else if (wasConfirming.current) forgetRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const ask = () => setConfirming(true);

  const cancel = () => setConfirming(false);

  const startNew = () => {
    onStartNew();
    setStatus('started');
    onDone?.();
  };

  const forget = async () => {
    setBusy(true);
    const result = await onForget();
    setBusy(false);
    setConfirming(false);
    setStatus(result === 'erased' ? 'forgotten' : 'forgottenDeviceOnly');
    onDone?.();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !confirming) return;
    // Escape answers "no" here, and does not close the widget around it.
    event.stopPropagation();
    cancel();
  };

  const note =
    memory.where === 'device'
      ? t('memory.keptOnDevice')
      : memory.where === 'tab'
        ? t('memory.keptInTab')
        : t('memory.notKept');

  return (
    <div className={cx('flex flex-col gap-2', className)} onKeyDown={onKeyDown}>
      {/* Always present, so that what happened is announced once it is written into it. */}
      <p role="status" className={cx('text-base', !(status && !hasConversation) && 'sr-only')}>
        {status && !hasConversation ? t(`memory.${status}`) : ''}
      </p>
      {hasConversation && (
        // A group, not a region: the conversation around it is the region named "Conversation".
        <div
          role="group"
          aria-label={t('memory.label')}
          className="flex flex-col gap-2 border-t border-border pt-3"
        >
          <p className="text-sm text-ink-muted">
            {note}
            {memory.trimmed && <> {t('memory.trimmed', { count: KEPT_MESSAGES })}</>}
          </p>
          {confirming ? (
            <div
              role="group"
              aria-labelledby={titleId}
              aria-describedby={textId}
              className="flex flex-col gap-2 rounded-card border-2 border-danger bg-danger-soft p-3"
            >
              <p id={titleId} ref={titleRef} tabIndex={-1} className="text-lg font-bold">
                {t('memory.confirmTitle')}
              </p>
              <p id={textId}>{t('memory.confirmText')}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="destructive" onClick={() => void forget()} disabled={busy}>
                  {t('memory.confirmYes')}
                </Button>
                <Button variant="outline" onClick={cancel} disabled={busy}>
                  {t('memory.confirmNo')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={startNew}>
                {t('memory.startNew')}
              </Button>
              <Button ref={forgetRef} variant="outline" size="sm" onClick={ask}>
                {t('memory.forget')}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
