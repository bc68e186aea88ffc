import { useTranslation } from 'react-i18next';
import { LANDING_SECTIONS } from '@ageless/contracts';
import { Card } from '@ageless/ui';

const STORIES = ['garden', 'house', 'business'] as const;

// Spec §2: three samples with placeholder authors (said so on the page).
export function SuccessStories() {
  const { t } = useTranslation('landing');
  return (
    <section
      id={LANDING_SECTIONS.successStories}
      aria-labelledby="stories-title"
      className="flex scroll-mt-4 flex-col gap-6"
    >
      <h2 id="stories-title" className="text-3xl" tabIndex={-1}>
        {t('stories.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {STORIES.map((story) => (
          <li key={story}>
            <Card className="flex h-full flex-col gap-3">
              <h3 className="text-xl font-bold">{t(`stories.items.${story}.title`)}</h3>
              <blockquote className="text-ink">
                {t(`stories.items.${story}.description`)}
              </blockquote>
              <p className="mt-auto">
                <span className="font-semibold">{t(`stories.items.${story}.author`)}</span>
                <span className="text-ink-muted">, {t(`stories.items.${story}.location`)}</span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">{t('stories.placeholder')}</p>
    </section>
  );
}
