import { type Catalogue } from './en.js';

// \u00AD (a soft hyphen) marks where a long word may break on a phone whose browser has no German
// hyphenation dictionary (issue 27); invisible unless the line breaks there, and not read out.
export const de: Catalogue = {
  common: {
    loading: 'Wird geladen',
    error: 'Fehler',
    retry: 'Erneut versuchen',
    skipToContent: 'Zum Hauptinhalt springen',
    disclaimer:
      'Nur Bildungsinhalte. Wenden Sie sich bei wichtigen Entscheidungen an zugelassene Fachleute.',
    toast: {
      region: 'Benachrichtigungen',
      close: 'Schließen',
    },
  },
  shell: {
    nav: {
      label: 'Hauptnavigation',
      logo: 'Ageless Connect',
      home: 'Startseite von Ageless Connect',
      howItWorks: 'So funktioniert es',
      successStories: 'Erfolgs\u00ADgeschichten',
      askGuide: 'Den Guide fragen',
      calculators: 'Rechner',
      uploadData: 'Daten hochladen',
      menu: 'Menü',
      getStarted: 'Jetzt starten',
      myMatches: 'Meine Matches',
      requestsWaiting_one: '{{count}} Anfrage wartet',
      requestsWaiting_other: '{{count}} Anfragen warten',
      newMessages_one: '{{count}} neue Nachricht',
      newMessages_other: '{{count}} neue Nachrichten',
    },
    textSize: {
      label: 'Schriftgröße',
      normal: 'Normal',
      large: 'Groß',
      larger: 'Größer',
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
      eyebrow: 'Connector-Tarif',
      title: 'Auf Connector upgraden',
      intro:
        'Ageless Connect können Sie kostenlos und unverbindlich erkunden. Der Connector-Tarif ist für alle, die mit dem KI-Begleiter und den Premium-Themen weitergehen möchten.',
      price: '29 €',
      perMonth: 'pro Monat',
      includesTitle: 'Das enthält der Connector-Tarif',
      includes: {
        conversations: 'Unbegrenzte Gespräche mit dem KI-Begleiter (kostenlos sind 5 enthalten)',
        premiumTags:
          'Premium-Themen: ausführlichere Gesprächs\u00ADeinstiege neben den kostenlosen',
        everythingFree:
          'Alles, was heute kostenlos ist: Ihr Synergie-Profil, Ihre Matches und die aktuellen Themen',
      },
      notLiveTitle: 'Zahlungen sind noch nicht möglich',
      notLiveMessage:
        'Ein Abschluss ist online noch nicht möglich. Wir fragen keine Zahlungsdaten ab und berechnen nichts. Bis der Tarif startet, bleibt alles Kostenlose kostenlos.',
      keepExploring: 'Weiter kostenlos erkunden',
      talkToGuide: 'Mit dem KI-Begleiter sprechen',
    },
    embedDemo: {
      title: 'Einbettungs-Demo',
      message: 'Diese Seite zeigt, wie Ageless Connect in einer anderen Website aussieht.',
      widgetHint:
        'Der runde Knopf unten rechts auf dieser Seite ist das Widget: Öffnen Sie ihn, um zu chatten.',
      snippetTitle: 'Den Chat in Ihre Website einbauen',
      snippetIntro:
        'Fügen Sie diese zwei Zeilen in Ihre Seite ein. Setzen Sie lang auf "en" oder "de". Ihre Seite braucht kein \'unsafe-inline\' in ihrer Content Security Policy: Erlauben Sie die Herkunft des Widgets in script-src, style-src und connect-src.',
      snippetLabel: 'Code zum Kopieren',
      copy: 'Code kopieren',
      copied: 'Code kopiert',
      copyFailed:
        'Das Kopieren ist fehlgeschlagen. Bitte markieren Sie den Code und kopieren Sie ihn selbst.',
    },
    titles: {
      page: '{{page}} | Ageless Connect',
      home: 'Ageless Connect: Machen Sie aus dem, was Sie haben, das Leben, das Sie sich wünschen',
      onboarding: 'Entdecken Sie Ihr Synergie-Profil',
      chat: 'KI-Begleiter',
      upload: 'Daten hochladen',
      pensionPlanner: 'Rentenplaner',
      budgetOptimizer: 'Budget-Optimierer',
      matches: 'Ihre Synergie-Matches',
      blueprint: 'Idee für eine Zusammenarbeit',
      embedDemo: 'Einbettungs-Demo',
      upgrade: 'Auf Connector upgraden',
      notFound: 'Seite nicht gefunden',
      privacy: 'Datenschutzerklärung',
      terms: 'Nutzungsbedingungen',
      help: 'Hilfe-Center',
      communityGuidelines: 'Gemeinschaftsregeln',
      safety: 'Sicherheit & Vertrauen',
      impressum: 'Impressum',
      contact: 'Kontakt',
    },
    footer: {
      pagesLabel: 'Hilfe und rechtliche Angaben',
      copyright: '© {{year}} Ageless Connect',
    },
  },
  personCard: {
    label: 'Über {{name}}',
    age: 'Alter',
    place: 'Ort oder Stadtteil',
    languages: 'Spricht',
    about: 'In eigenen Worten',
    nothingChosen: 'Möchte nicht mehr über sich zeigen.',
    ageBands: {
      'under-55': 'Unter 55',
      '55-59': '55–59',
      '60-64': '60–64',
      '65-69': '65–69',
      '70-74': '70–74',
      '75-79': '75–79',
      '80-plus': '80 oder älter',
    },
  },
};
