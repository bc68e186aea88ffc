import { type Catalogue } from './en.js';

export const de: Catalogue = {
  common: {
    loading: 'Wird geladen',
    error: 'Fehler',
    retry: 'Erneut versuchen',
    skipToContent: 'Zum Hauptinhalt springen',
    disclaimer:
      'Nur Bildungsinhalte. Wenden Sie sich bei wichtigen Entscheidungen an zugelassene Fachleute.',
  },
  shell: {
    nav: {
      label: 'Hauptnavigation',
      logo: 'Ageless Connect',
      home: 'Startseite von Ageless Connect',
      howItWorks: 'So funktioniert es',
      successStories: 'Erfolgsgeschichten',
      uploadData: 'Daten hochladen',
      getStarted: 'Jetzt starten',
    },
    language: {
      label: 'Sprache',
      en: 'Englisch',
      de: 'Deutsch',
    },
    remote: {
      loading: 'Diese Seite wird geladen…',
      unavailableTitle: 'Dieser Teil von Ageless Connect konnte nicht geladen werden',
      unavailableMessage: 'Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      incompatibleMessage:
        'Dieser Teil von Ageless Connect wird gerade aktualisiert. Bitte versuchen Sie es gleich noch einmal.',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      message: 'Die gesuchte Seite konnten wir leider nicht finden.',
      home: 'Zurück zur Startseite',
    },
    upgrade: {
      title: 'Auf Premium-Themen upgraden',
      message: 'Premium-Themen sind bald verfügbar. Vielen Dank für Ihr Interesse.',
    },
    embedDemo: {
      title: 'Einbettungs-Demo',
      message: 'Diese Seite zeigt, wie Ageless Connect in einer anderen Website aussieht.',
    },
    footer: {
      copyright: '© 2025 Ageless Connect',
    },
  },
  landing: {
    hero: {
      title: 'Ageless Connect',
      tagline: 'Machen Sie aus dem, was Sie haben, das Leben, das Sie sich wünschen',
      subtitle:
        'Teilen Sie Ihre Ressourcen, Fähigkeiten und Werte und finden Sie Menschen, mit denen Sie einen erfüllten neuen Lebensabschnitt gestalten.',
      startChat: 'Mit unserem KI-Guide sprechen',
      getStarted: 'Jetzt starten',
    },
  },
  onboarding: {
    title: 'Entdecken Sie Ihr Synergie-Profil',
    intro:
      'Vier kurze Schritte helfen uns zu verstehen, was Sie haben, was Sie können und was Sie brauchen.',
    stepLabel: 'Schritt {{step}} von {{total}}',
    steps: {
      have: 'Was Sie haben',
      can: 'Was Sie können',
      need: 'Was Sie brauchen',
      motivates: 'Was Sie motiviert',
    },
  },
  matches: {
    title: 'Ihre Synergie-Treffer',
    loading: 'Wir suchen Ihre passenden Treffer...',
    forProfile: 'Die Treffer für Profil {{profileId}} erscheinen hier.',
    invalidTitle: 'Ungültiges Profil',
    invalidMessage: 'Zum Anzeigen der Treffer wird eine Profil-ID benötigt.',
  },
  chat: {
    title: 'Ageless Synergie-Guide',
    welcome:
      'Fragen Sie nach Rente, Gesundheit, Langlebigkeit, Umzug oder Sinnfindung. Der Guide hilft Ihnen gern.',
    upload: {
      title: 'Daten hochladen',
      intro:
        'Fügen Sie Dokumente zum Rentensystem (.doc, .docx oder .txt) der Wissensdatenbank hinzu.',
    },
    embed: {
      title: 'Ageless Synergie-Guide',
      intro: 'Chatten Sie direkt hier mit dem Guide.',
    },
  },
};
