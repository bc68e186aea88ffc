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
      label={t('textSize.label')}
      names={{
        normal: t('textSize.normal'),
        large: t('textSize.large'),
        larger: t('textSize.larger'),
      }}
    />
  );
}
