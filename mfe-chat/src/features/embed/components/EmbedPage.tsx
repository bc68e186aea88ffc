import { useTranslation } from 'react-i18next';
import { Card } from '@ageless/ui';

export function EmbedPage() {
  const { t } = useTranslation('chat');
  return (
    <section aria-labelledby="embed-title">
      <h1 id="embed-title">{t('embed.title')}</h1>
      <Card>
        <p>{t('embed.intro')}</p>
      </Card>
    </section>
  );
}
