import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Button, cx } from '@ageless/ui';

// Spec §2: the full-page textarea grows up to 128 px.
const MAX_HEIGHT_PX = 128;

export interface ChatComposerHandle {
  focus(): void;
}

export interface ChatComposerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  label: string;
  placeholder: string;
  sendLabel: string;
  hint?: string;
  /** The id of a hint shown outside the composer (the /chat page puts it under the box). */
  describedBy?: string;
  /** A growing textarea (Shift+Enter for a new line) or a one-line input. */
  multiline?: boolean;
  /** While a reply is pending, Enter and Send do nothing (spec §4). */
  busy?: boolean;
  className?: string;
}

/** Enter sends; blank text is never sent (the send button is disabled for it). */
export const ChatComposer = forwardRef<ChatComposerHandle, ChatComposerProps>(function ChatComposer(
  {
    id,
    value,
    onChange,
    onSend,
    label,
    placeholder,
    sendLabel,
    hint,
    describedBy,
    multiline = true,
    busy = false,
    className,
  },
  ref,
) {
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => fieldRef.current?.focus() }), []);
  const blank = value.trim() === '';

  // Back in the input once a reply is in, unless the reader has moved on to something else.
  const wasBusy = useRef(busy);
  useEffect(() => {
    const field = fieldRef.current;
    if (wasBusy.current && !busy && field) {
      const active = (field.getRootNode() as Document | ShadowRoot).activeElement;
      if (active === document.body || (active && field.form?.contains(active))) field.focus();
    }
    wasBusy.current = busy;
  }, [busy]);

  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!multiline || !field) return;
    field.style.height = 'auto';
    field.style.height = `${Math.min(field.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [value, multiline]);

  const submit = useCallback(() => {
    if (blank || busy) return;
    onSend(value);
  }, [blank, busy, onSend, value]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // isComposing: Enter that confirms an IME composition is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const describedByIds =
    [hint ? `${id}-hint` : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  const fieldClass =
    'block w-full min-h-target rounded-control border-2 border-border-strong bg-surface px-4 py-2 text-base text-ink placeholder:text-ink-muted';

  return (
    <form onSubmit={onSubmit} className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex flex-col gap-2 min-[480px]:flex-row min-[480px]:items-end">
        {multiline ? (
          <textarea
            ref={fieldRef}
            id={id}
            rows={1}
            value={value}
            placeholder={placeholder}
            aria-describedby={describedByIds}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            className={cx(fieldClass, 'max-h-32 resize-none overflow-y-auto')}
          />
        ) : (
          <input
            ref={fieldRef}
            id={id}
            type="text"
            value={value}
            placeholder={placeholder}
            aria-describedby={describedByIds}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            className={fieldClass}
            autoComplete="off"
          />
        )}
        <Button type="submit" disabled={blank || busy} className="shrink-0 self-end">
          {sendLabel}
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </form>
  );
});
