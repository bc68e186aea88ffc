// Which of this browser's profiles "My Matches" shows: the one the person last opened here, kept
// across visits. Without it `/matches` would have to guess, and the newest is the wrong guess after
// a second person in the household made a profile (issue 26).
const STORAGE_KEY = 'ageless.matches.currentProfile';

export function rememberedProfile(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private windows, strict settings): then nothing is remembered.
    return null;
  }
}

export function rememberProfile(profileId: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, profileId);
  } catch {
    // As above: the list still lets the person choose each time.
  }
}

/**
 * The profile `/matches` opens: the remembered one while this browser still owns it, the only one
 * when there is one, else none (the page then asks which).
 */
export function profileToOpen(
  ownedIds: readonly string[],
  remembered: string | null,
): string | null {
  if (remembered && ownedIds.includes(remembered)) return remembered;
  return ownedIds.length === 1 ? ownedIds[0]! : null;
}
