import { useTranslation } from 'react-i18next';
import { LinkButton } from '@ageless/ui';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="not-found-title" className="flex flex-col items-start gap-4 py-8">
      <h1 id="not-found-title" className="text-2xl sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="text-lg text-ink-muted">{t('notFound.message')}</p>
      <LinkButton to="/">{t('notFound.home')}</LinkButton>
    </section>
  );
}
