import { useId } from 'react';
import type { Language } from '@ageless/contracts';
import { TextSizeControl, cx } from '@ageless/ui';
import { useChatLanguage } from '../texts/use-chat-language.js';
import { calmModePreference, useCalmMode } from './calm-mode.js';

export interface ReadingOptionsProps {
  language: Language;
  /** The text-size buttons too (where no page around the chat offers them: /embed, the widget). */
  textSize?: boolean;
  /** false: remembered for this page only (a widget host that asked for no storage). */
  persist?: boolean;
  className?: string;
}

/** Calm mode, explained, and (where the page has none) the text size. */
export function ReadingOptions({
  language,
  textSize = false,
  persist = true,
  className,
}: ReadingOptionsProps) {
  const { t } = useChatLanguage(language);
  const calm = useCalmMode();
  const hintId = useId();
  return (
    <div className={cx('flex flex-col gap-3', className)}>
      {textSize && (
        <TextSizeControl
          label={t('reading.textSize')}
          names={{
            normal: t('reading.textSizes.normal'),
            large: t('reading.textSizes.large'),
            larger: t('reading.textSizes.larger'),
          }}
          persist={persist}
          className="flex-wrap"
        />
      )}
      <div className="flex flex-col">
        {/* The whole row is the target, not just the box. */}
        <label className="flex min-h-target cursor-pointer items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={calm}
            onChange={(event) =>
              calmModePreference.write(event.target.checked ? 'on' : 'off', persist)
            }
            aria-describedby={hintId}
            className="size-6 shrink-0 cursor-pointer accent-primary"
          />
          {t('reading.calm')}
        </label>
        <p id={hintId} className="text-base text-ink-muted">
          {t('reading.calmHint')}
        </p>
      </div>
    </div>
  );
}
