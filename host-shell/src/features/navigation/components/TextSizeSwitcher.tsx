import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTextSize, TextSizeControl, textSizePreference } from '@ageless/ui';

/** The reader's text size for every page: set on <html>, so every remote's rem follows. */
export function TextSizeSwitcher() {
  const { t } = useTranslation('shell');
  const size = textSizePreference.useValue();
  useEffect(() => applyTextSize(document.documentElement, size), [size]);
  return (
    <TextSizeControl
      // Where the label and the three buttons do not fit in one row (16rem in German, at every
      // text size; a 320 px phone with the largest text), the label takes its own line above the
      // buttons instead of being cut off at the left edge. The row is the container (TopNav).
      className="max-w-full flex-wrap justify-end @max-[16rem]:[&>span:first-child]:basis-full @max-[16rem]:[&>span:first-child]:text-end"
      label={t('textSize.label')}
      names={{
        normal: t('textSize.normal'),
        large: t('textSize.large'),
        larger: t('textSize.larger'),
      }}
    />
  );
}
