import { useTranslation } from 'react-i18next';
import { Card } from '@ageless/ui';

export function ChatPage() {
  const { t } = useTranslation('chat');
  return (
    <section aria-labelledby="chat-title">
      <h1 id="chat-title">{t('title')}</h1>
      <Card>
        <p>{t('welcome')}</p>
      </Card>
      <p className="lead">{t('disclaimer', { ns: 'common' })}</p>
    </section>
  );
}
