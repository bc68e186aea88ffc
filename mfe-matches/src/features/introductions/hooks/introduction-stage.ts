import { type Introduction } from '@ageless/contracts';

export type IntroductionStage =
  | 'receivedPending'
  | 'sentPending'
  | 'receivedAccepted'
  | 'sentAccepted'
  | 'connected'
  | 'receivedDeclined'
  | 'sentDeclined';

/**
 * Where an introduction stands for this side. The asker said yes by asking, so once the other
 * accepts the asker sees their contact at once; the asked person sees the asker's only if the
 * asker shares it too.
 */
export function introductionStage(introduction: Introduction): IntroductionStage {
  const sent = introduction.direction === 'sent';
  if (introduction.status === 'declined') return sent ? 'sentDeclined' : 'receivedDeclined';
  if (introduction.status === 'pending') return sent ? 'sentPending' : 'receivedPending';
  if (sent) return introduction.sharedMine ? 'connected' : 'sentAccepted';
  return introduction.contact ? 'connected' : 'receivedAccepted';
}

/** Answers beside block and report, which are open at every stage. */
export function introductionActions(stage: IntroductionStage) {
  return {
    accept: stage === 'receivedPending',
    share: stage === 'sentAccepted',
    decline: stage === 'receivedPending',
  };
}

/** Waiting for this person first, then open ones, then the closed. */
export function sortForInbox(introductions: readonly Introduction[]): Introduction[] {
  const rank = (introduction: Introduction) => {
    const stage = introductionStage(introduction);
    if (stage === 'receivedPending' || stage === 'sentAccepted') return 0;
    if (stage === 'receivedDeclined' || stage === 'sentDeclined') return 2;
    return 1;
  };
  return [...introductions].sort(
    (a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt),
  );
}

/** A phone number as a `tel:` link: digits and a leading plus only. */
export function phoneHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}
