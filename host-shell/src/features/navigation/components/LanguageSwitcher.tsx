import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '@ageless/i18n';
import { Button } from '@ageless/ui';

const OPTIONS: readonly Language[] = ['en', 'de'];

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const current = i18n.resolvedLanguage ?? i18n.language;

  const choose = (language: Language) => {
    setLanguage(language).catch((error: unknown) =>
      console.error('[i18n] could not switch language', error),
    );
  };

  return (
    <div className="inline-flex gap-1" role="group" aria-label={t('language.label')}>
      {OPTIONS.map((language) => (
        <Button
          key={language}
          variant="ghost"
          size="sm"
          aria-pressed={current === language}
          onClick={() => choose(language)}
        >
          {language.toUpperCase()}
          <span className="sr-only"> {t(`language.${language}`)}</span>
        </Button>
      ))}
    </div>
  );
}
