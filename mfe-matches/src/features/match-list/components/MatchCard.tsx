import { useTranslation } from 'react-i18next';
import { DEFAULT_TRAVEL_RADIUS_KM, type Match, type MatchReason } from '@ageless/contracts';
import {
  Badge,
  Card,
  CardFooter,
  LinkButton,
  matchTypeBadgeVariant,
  ReasonIcon,
  softHyphens,
} from '@ageless/ui';

// Spec §9: at most three reasons per card.
const MAX_REASONS = 3;

function reasonsOf(match: Match): (MatchReason | { type: null; text: string })[] {
  if (match.reasonDetails?.length) return match.reasonDetails.slice(0, MAX_REASONS);
  return match.reasons.slice(0, MAX_REASONS).map((text) => ({ type: null, text }));
}

/**
 * The line under the category: how far the nearest partner lives, as a band (the API never sends
 * kilometres), or why there is none (the API says which).
 */
function useDistanceLine(match: Match): string {
  const { t } = useTranslation('matches');
  if (match.distanceBand) return t(`distance.bands.${match.distanceBand}`);
  if (match.distanceNote)
    return t(`distance.notes.${match.distanceNote}`, {
      radius: match.blueprint.travelRadiusKm ?? DEFAULT_TRAVEL_RADIUS_KM,
    });
  return t('distance.kmUnknown');
}

export function MatchCard({ match, profileId }: { match: Match; profileId: string }) {
  const { t, i18n } = useTranslation('matches');
  const score = Math.round(match.score * 100);
  const band = match.distanceBadge ?? null;
  const boost = match.proximityBonus ? Math.round(match.proximityBonus * 100) : 0;
  const distanceLine = useDistanceLine(match);

  return (
    <Card className="flex h-full flex-col gap-3" data-testid="match-card">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={matchTypeBadgeVariant(match.matchType)}>
          {t(`matchTypes.${match.matchType}`)}
        </Badge>
        {/* Spec §4 badges; an unknown distance is said, not guessed. */}
        <Badge variant="outline">{band ? t(`distance.${band}`) : t('distance.unknown')}</Badge>
        {boost > 0 && band ? (
          <Badge variant="secondary">{t(`proximityBoostBands.${band}`, { percent: boost })}</Badge>
        ) : null}
        {/* Remote ideas may show anyone: say how they are done (issue 26 item 2). */}
        {match.blueprint.meeting === 'remote' ? (
          <Badge variant="outline">{t('meeting.remote')}</Badge>
        ) : null}
      </div>
      <p className="text-3xl font-bold text-primary">
        <span aria-hidden="true">{t('score', { score })}</span>
        <span className="sr-only">{t('scoreLabel', { score })}</span>
      </p>
      <h2 className="text-xl font-bold">{softHyphens(match.blueprint.name, i18n.language)}</h2>
      <p className="text-ink-muted">{match.blueprint.description}</p>
      <h3 className="font-semibold">{t('reasonsTitle')}</h3>
      <ul className="flex flex-col gap-2">
        {reasonsOf(match).map((reason, index) => (
          <li key={index} className="flex items-start gap-2">
            {reason.type ? (
              <ReasonIcon kind={reason.type} label={t(`reasonKinds.${reason.type}`)} />
            ) : (
              <span className="mt-3 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
            )}
            <span>{reason.text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-1 text-ink-muted">
        <p>{t('category', { category: match.blueprint.category })}</p>
        <p>{distanceLine}</p>
      </div>
      {match.blueprint.key ? (
        <CardFooter className="mt-2">
          <LinkButton
            to={`/matches/${profileId}/blueprints/${match.blueprint.key}`}
            variant="secondary"
            className="w-full"
            aria-label={t('learnMoreLabel', { name: match.blueprint.name })}
          >
            {t('learnMore')}
          </LinkButton>
        </CardFooter>
      ) : null}
    </Card>
  );
}
