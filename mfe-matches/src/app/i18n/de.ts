import type { MatchesCatalogue } from './en';

export const de: MatchesCatalogue = {
  title: 'Ihre Synergie-Matches',
  intro: 'Ideen für Zusammenarbeit, die zu dem passen, was Sie haben, können und brauchen.',
  loading: 'Wir suchen Ihre passenden Matches...',
  errorTitle: 'Fehler beim Laden der Matches',
  errorMessage:
    'Ihre Synergie-Matches konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  tryAgain: 'Erneut versuchen',
  invalidTitle: 'Ungültiges Profil',
  invalidMessage: 'Zum Anzeigen der Matches wird eine Profil-ID benötigt.',
  emptyTitle: 'Noch keine Matches',
  emptyMessage: 'Keine Matches gefunden. Versuchen Sie, Ihr Profil zu ergänzen.',
  refresh: 'Matches aktualisieren',
  matchTypes: {
    high: 'Hohe Übereinstimmung',
    good: 'Gute Übereinstimmung',
    potential: 'Potenzial',
  },
  distance: {
    local: 'Lokal',
    regional: 'Regional',
    national: 'National',
    international: 'International',
    unknown: 'Entfernung unbekannt',
    km: '{{km}} km entfernt',
    kmUnknown: 'Keine Entfernung: ein Ort fehlt',
  },
  nearby: 'In der Nähe',
  proximityBoost: '+{{percent}} % in der Nähe',
  score: '{{score}} %',
  scoreLabel: '{{score}} Prozent Übereinstimmung',
  reasonsTitle: 'Warum es passt',
  reasonKinds: { positive: 'Stärke', question: 'Zu klären', negative: 'Zu bedenken' },
  category: 'Kategorie: {{category}}',
  learnMore: 'Mehr erfahren',
  viewAll: 'Alle Matches ansehen und Kontakt aufnehmen',
};
