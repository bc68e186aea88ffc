import type { Language, StaffIdentity } from '@ageless/contracts';

/** A review's moment as staff read it: "27 November 2026 at 18:30" / "27. November 2026 um 18:30". */
export function formatWhen(iso: string, language: Language): string {
  return new Date(iso).toLocaleString(language === 'de' ? 'de-DE' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  });
}

/**
 * The key of the text naming who reviewed: how they signed in, as the API recorded it. There are no
 * per-person staff accounts, so the page can say no more than that (docs/DECISIONS.md, issue 27).
 */
export function reviewerKey(
  by: StaffIdentity | null,
): `upload.approvedList.by.${StaffIdentity | 'unknown'}` {
  return `upload.approvedList.by.${by ?? 'unknown'}`;
}
