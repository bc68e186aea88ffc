// The matches page's texts (namespace 'matches'), with the spec's exact English labels.

export const en = {
  title: 'Your Synergy Matches',
  intro: 'Collaboration ideas that fit what you have, what you can do and what you need.',
  loading: 'Finding your perfect matches...',
  errorTitle: 'Error Loading Matches',
  errorMessage: 'Failed to load your synergy matches. Please try again.',
  tryAgain: 'Try Again',
  invalidTitle: 'Invalid Profile',
  invalidMessage: 'Profile ID is required to view matches.',
  emptyTitle: 'No Matches Yet',
  emptyMessage: 'No matches found. Try updating your profile.',
  refresh: 'Refresh Matches',
  matchTypes: { high: 'High Match', good: 'Good Match', potential: 'Potential' },
  distance: {
    local: 'Local',
    regional: 'Regional',
    national: 'National',
    international: 'International',
    unknown: 'Distance unknown',
    km: '{{km}} km away',
    kmUnknown: 'No distance: a location is missing',
  },
  nearby: 'Nearby',
  proximityBoost: '+{{percent}}% nearby',
  score: '{{score}}%',
  scoreLabel: '{{score}} percent match',
  reasonsTitle: 'Why this fits',
  reasonKinds: { positive: 'Strength', question: 'To explore', negative: 'Consider' },
  category: 'Category: {{category}}',
  learnMore: 'Learn More',
  viewAll: 'View All Matches & Start Connecting',
};

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type MatchesCatalogue = Widen<typeof en>;
