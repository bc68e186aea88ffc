import { cx } from '../lib/cx.js';
import { type BadgeVariant } from './Badge.js';

export type ReasonKind = 'positive' | 'question' | 'negative';
export type MatchTypeTone = 'high' | 'good' | 'potential';

// Spec §4: match type colours high green, good yellow, potential blue (one mapping for all).
const MATCH_TYPE_VARIANTS: Record<MatchTypeTone, BadgeVariant> = {
  high: 'success',
  good: 'warning',
  potential: 'info',
};

export function matchTypeBadgeVariant(matchType: MatchTypeTone): BadgeVariant {
  return MATCH_TYPE_VARIANTS[matchType];
}

const PATHS: Record<ReasonKind, string> = {
  positive: 'M5 12.5l4.5 4.5L19 7.5',
  question: 'M9 9a3 3 0 1 1 4.5 2.6c-.9.5-1.5 1.2-1.5 2.2V15M12 18.5v.01',
  negative: 'M12 7v6M12 17v.01',
};

const TONES: Record<ReasonKind, string> = {
  positive: 'bg-success-soft text-success',
  question: 'bg-info-soft text-info',
  negative: 'bg-warning-soft text-warning',
};

/** The round icon before a match reason; pass a translated `label` for screen readers. */
export function ReasonIcon({ kind, label }: { kind: ReasonKind; label: string }) {
  return (
    <span
      className={cx(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-full',
        TONES[kind],
      )}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
        <path
          d={PATHS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
