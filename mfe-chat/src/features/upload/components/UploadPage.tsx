import { useTranslation } from 'react-i18next';
import { Card } from '@ageless/ui';

export function UploadPage() {
  const { t } = useTranslation('chat');
  return (
    <section aria-labelledby="upload-title">
      <h1 id="upload-title">{t('upload.title')}</h1>
      <Card>
        <p>{t('upload.intro')}</p>
      </Card>
    </section>
  );
}
