import { useTranslation } from 'react-i18next';
import { Card } from '@ageless/ui';

// Placeholder: the floating widget (widget-element) is mounted here later.
export function EmbedDemoPage() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="embed-demo-title">
      <h1 id="embed-demo-title">{t('embedDemo.title')}</h1>
      <Card>
        <p>{t('embedDemo.message')}</p>
      </Card>
    </section>
  );
}
