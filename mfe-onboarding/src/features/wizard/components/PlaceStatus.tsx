import { useTranslation } from 'react-i18next';
import { type PlaceCheckState } from '../api/place-check';

/**
 * How the place will be read, as it is typed: the API's own sentence ("Found: Berlin-Spandau,
 * Germany." or what it could not find, with a hint), so nobody learns only from the match cards
 * that their town was not found.
 */
export function PlaceStatus({ check }: { check: PlaceCheckState }) {
  const { t } = useTranslation('onboarding');
  if (check.kind === 'idle') return null;
  if (check.kind === 'checking') return <p className="text-ink-muted">{t('place.checking')}</p>;
  if (check.kind === 'unavailable')
    return <p className="text-ink-muted">{t('place.unavailable')}</p>;
  const { result } = check;
  const found = result.found === 'city';
  return (
    <div
      data-testid="place-status"
      className={`flex items-start gap-2 rounded-control border-2 p-3 ${found ? 'border-success bg-success-soft' : 'border-warning bg-warning-soft'}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="mt-1 size-5 shrink-0"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={found ? 'M5 12l5 5 9-10' : 'M12 7v6M12 17h.01'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <p>{result.message}</p>
    </div>
  );
}
