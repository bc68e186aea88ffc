import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, ErrorPanel } from '@ageless/ui';

export function MatchesPage() {
  const { t } = useTranslation('matches');
  const { profileId } = useParams();
  return (
    <section aria-labelledby="matches-title">
      <h1 id="matches-title">{t('title')}</h1>
      {profileId ? (
        <Card>
          <p>{t('forProfile', { profileId })}</p>
        </Card>
      ) : (
        <ErrorPanel title={t('invalidTitle')} message={t('invalidMessage')} />
      )}
    </section>
  );
}
