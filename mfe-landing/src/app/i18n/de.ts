import type { LandingCatalogue } from './en';

// \u00AD (a soft hyphen) marks where a long word in a heading, label or button may break on a phone
// whose browser has no German hyphenation dictionary (issue 27); it is invisible unless the line
// breaks there, and screen readers and copy and paste leave it out.
export const de: LandingCatalogue = {
  hero: {
    title: 'Ageless Connect',
    tagline: 'Machen Sie aus dem, was Sie haben, das Leben, das Sie sich wünschen',
    subtitle:
      'Teilen Sie Ihr Zuhause, Ihre Fähigkeiten, Ihre Zeit und Ihre Werte und finden Sie Menschen für ein sinnvolles nächstes Kapitel. Kostenlos erkunden, unverbindlich bis zur ersten Verbindung.',
    startChat: 'Mit unserem KI-Begleiter sprechen',
    watchHow: 'So funktioniert es',
    chatLoading: 'Der KI-Begleiter wird geladen…',
    chatFallbackTitle: 'Der KI-Begleiter kann hier nicht angezeigt werden',
    chatFallbackMessage: 'Sie können den Begleiter weiterhin auf seiner eigenen Seite nutzen.',
    chatFallbackLink: 'KI-Begleiter öffnen',
  },
  capital: {
    title: 'Mehr als finanzielles Kapital',
    intro:
      'Geld ist nur eine Form von Reichtum. Ageless Connect betrachtet sechs Arten von Kapital, die Sie bereits besitzen.',
    types: {
      Physical: {
        name: 'Physisch',
        description: 'Ein freies Zimmer, Werkzeug, ein Garten, ein Auto.',
      },
      Human: {
        name: 'Menschlich',
        description: 'Fähigkeiten und Erfahrung aus einem ganzen Berufsleben.',
      },
      Social: {
        name: 'Sozial',
        description: 'Freunde, Nachbarn und das Vertrauen, das Sie aufgebaut haben.',
      },
      Creative: { name: 'Kreativ', description: 'Handwerk, Musik, Kunst, Schreiben und Ideen.' },
      Digital: { name: 'Digital', description: 'Sich mit Smartphone und Computer auskennen.' },
      Cultural: {
        name: 'Kulturell',
        description: 'Sprachen, Traditionen und Wissen über Ihre Region.',
      },
    },
  },
  profileCard: {
    title: 'Ihr Synergie-Profil erstellen',
    intro: 'Ein paar einfache Fragen, Schritt für Schritt. So sieht Schritt 2 aus.',
    step: 'Schritt 2 von 4',
    stepTitle: 'Was Sie haben',
    stepHint: 'Kreuzen Sie alles an, was Sie mit anderen teilen könnten.',
    progress: 'Fortschritt des Profils',
    options: {
      space: 'Freier Platz in meinem Zuhause',
      tools: 'Werkzeug oder Geräte',
      land: 'Land oder Fläche im Freien',
      transportation: 'Transport\u00ADmöglichkeiten',
    },
    previous: 'Zurück',
    continue: 'Weiter',
  },
  sampleMatches: {
    title: 'Synergie-Matches',
    intro: 'Beispiele für Zusammenarbeit, die das Synergie-Matching vorschlägt.',
    matchTypes: {
      high: 'Hohe Überein\u00ADstimmung',
      good: 'Gute Überein\u00ADstimmung',
      potential: 'Potenzial',
    },
    score: '{{score}}\u00a0% Überein\u00ADstimmung',
    participants: '{{count}} Beteiligte',
    reasonKinds: { positive: 'Stärke', question: 'Zu klären', negative: 'Zu bedenken' },
    learnMore: 'Mehr erfahren',
    sampleNote:
      'Dies ist ein Beispiel, keine echte Person in Ihrer Nähe. Ihre eigenen Matches ergeben sich aus Ihrem Profil: was Sie haben, können, brauchen und was Ihnen wichtig ist.',
    createProfile: 'Profil erstellen und eigene Matches sehen',
    viewAll: 'Alle Matches ansehen',
    items: {
      garden: {
        name: 'Gemeinschafts\u00ADgarten',
        description: 'Ungenutztes Land wird mit Nachbarn zum gemeinsamen Gemüsegarten.',
        reasons: {
          a: 'Sie haben Fläche im Freien, die anderen Erfahrung im Gärtnern',
          b: 'Ihnen allen ist Nachhaltigkeit wichtig',
          c: 'Können Sie sich auf einen Wochenplan einigen?',
        },
        explanation:
          'Eine hohe Übereinstimmung: Ihre Fläche im Freien und die Gartenerfahrung der anderen ergänzen sich, und Ihnen ist dasselbe wichtig. Was noch zu vereinbaren ist, etwa ein Wochenplan, steht als Frage dabei.',
      },
      repair: {
        name: 'Repair-Café-Partnerschaft',
        description: 'Teilen Sie Werkstatt und Werkzeug für einen monatlichen Reparaturnachmittag.',
        reasons: {
          a: 'Ihr Werkzeug ergänzt die Reparaturerfahrung der anderen',
          b: 'Wie viel Zeit kann jede Seite einbringen?',
          c: 'Die Werkstatt liegt 30 km von deren Zuhause entfernt',
        },
        explanation:
          'Eine gute Übereinstimmung: Ihr Werkzeug und die Reparaturerfahrung der anderen ergänzen sich. Eine offene Frage (die Zeit) und ein Punkt zum Abwägen (die Entfernung) senken die Bewertung, und die Gründe sagen das offen.',
      },
      tech: {
        name: 'Digitaler Fähigkeiten\u00ADtausch',
        description: 'Hilfe am Smartphone gegen Kochstunden bei einer Tasse Kaffee.',
        reasons: {
          a: 'Sie wünschen Technikhilfe, die anderen erklären gern',
          b: 'Lieber persönlich oder online treffen?',
          c: 'Ihre freien Zeiten überschneiden sich nur teilweise',
        },
        explanation:
          'Ein mögliches Match: Was Sie lernen möchten, bringen die anderen gern bei, aber Ihre freien Zeiten überschneiden sich nur wenig. Ein Gespräch wert, noch kein Plan.',
      },
    },
  },
  services: {
    title: 'Spezielle Angebote für aktives Altern',
    intro:
      'Gezielte Begleiter für die großen Fragen des späteren Lebens. Jeder öffnet den KI-Begleiter mit einer vorbereiteten Frage.',
    access: 'Angebot öffnen',
    features: 'Themen',
    items: {
      pension: {
        badge: 'Finanzen',
        title: 'Renten-Wegweiser',
        description: 'Verstehen Sie Ihre Rente, mögliche Lücken und Wege, sie zu schließen.',
        features: 'Gesetzliche, betriebliche und private Vorsorge, Zeitpunkt des Rentenbeginns',
      },
      medicalTourism: {
        badge: 'Gesundheit',
        title: 'Ratgeber Medizin\u00ADtourismus',
        description:
          'Wie Behandlungen im Ausland funktionieren, was sie kosten und was zu prüfen ist.',
        features: 'Kosten, Qualitätsstandards, Reise und Nachsorge',
      },
      longevity: {
        badge: 'Gesundheit',
        title: 'Langlebig\u00ADkeits-Optimierer',
        description: 'Alltagsgewohnheiten für ein längeres, gesünderes Leben, einfach erklärt.',
        features: 'Bewegung, Schlaf, Ernährung, geistige Fitness',
      },
      overseas: {
        badge: 'International',
        title: 'Ruhestand im Ausland',
        description:
          'Länder für den Ruhestand vergleichen: Kosten, Gesundheitsversorgung, Visa, Steuern.',
        features: 'Lebenshaltungskosten, Gesundheitsversorgung, Aufenthaltsregeln',
      },
      knowledge: {
        badge: 'Wissen',
        title: 'Wissens\u00ADdatenbank Ruhestand',
        description: 'Fragen zu Rentensystemen, beantwortet aus unseren Dokumenten.',
        features: 'Rentensysteme, Pflegeversicherung, offizielle Regeln',
      },
    },
    dialog: {
      title: 'Bevor Sie fortfahren',
      intro: 'Sie öffnen gleich {{service}} im KI-Begleiter.',
      acknowledge: 'Ich verstehe, dass dies nur Bildungsinformationen sind',
      proceed: 'Weiter zum Angebot',
      openCalculator: 'Renten\u00ADplaner-Rechner öffnen',
      cancel: 'Abbrechen',
      close: 'Schließen',
    },
  },
  trust: {
    title: 'Auf Vertrauen gebaut',
    intro:
      'Sicherheit steht an erster Stelle, wenn Menschen zusammenarbeiten. Das schützt Sie heute schon.',
    pillars: {
      introductions: {
        title: 'Vorstellung nur, wenn beide Ja sagen',
        description:
          'Niemand sieht Ihren Namen oder wie man Sie erreicht. Erst wenn Sie beide einer Vorstellung zustimmen, sehen Sie gegenseitig einen Vornamen und den einen Kontakt, den Sie teilen möchten.',
      },
      blockReport: {
        title: 'Blockieren und Melden',
        description:
          'Sie können jede Person jederzeit blockieren, ohne dass sie es erfährt. Eine Meldung blendet die Person sofort aus, während unser Team sie prüft.',
      },
      safetyTips: {
        title: 'Sicherheits\u00ADtipps zu jeder Idee',
        description:
          'Jede Idee für eine Zusammenarbeit enthält Hinweise zur Sicherheit (zuerst an einem öffentlichen Ort treffen, jemandem sagen, wohin Sie gehen, niemals Geld schicken) und eine Liste, was Sie vereinbaren und aufschreiben sollten.',
      },
    },
    indicatorsTitle: 'Darauf können Sie sich verlassen',
    indicators: {
      noAds: 'Keine Werbung',
      deleteProfile: 'Profil jederzeit löschen',
      contactOnlyAgreed: 'Ihr Kontakt wird nur mit Ihrem Ja geteilt',
    },
    plannedTitle: 'Geplant, noch nicht verfügbar',
    plannedIntro:
      'Daran arbeiten wir. Bis es so weit ist, werden Mitglieder nicht überprüft: Bitte beachten Sie die Sicherheitstipps.',
    planned: {
      identity: 'Identitäts\u00ADprüfung der Mitglieder',
      mediation:
        'Hilfe durch ehrenamtliche Vermittler, wenn es in einer Zusammenarbeit Probleme gibt',
    },
  },
  howItWorks: {
    title: 'So funktioniert es',
    steps: {
      story: {
        title: 'Erzählen Sie Ihre Geschichte',
        description: 'Sagen Sie uns, was Sie haben, was Sie können und was Sie brauchen.',
      },
      analysis: {
        title: 'KI-Analyse',
        description: 'Unsere KI sucht nach sich ergänzenden Ressourcen, Fähigkeiten und Werten.',
      },
      discover: {
        title: 'Matches entdecken',
        description: 'Sehen Sie Ideen für Zusammenarbeit mit den Gründen dafür.',
      },
      collaborate: {
        title: 'Zusammen\u00ADarbeit beginnen',
        description: 'Kennenlernen, vereinbaren, loslegen, mit Unterstützung, wann immer nötig.',
      },
    },
  },
  stories: {
    title: 'Erfolgs\u00ADgeschichten',
    items: {
      garden: {
        title: 'Ein Garten, der drei Familien versorgt',
        description:
          'Zwei Nachbarn verbanden einen großen Garten mit jahrelanger Erfahrung im Anbau. Heute teilen sie die Ernte.',
        author: 'Margaret S.',
        location: 'Portland, Oregon',
      },
      house: {
        title: 'Ein gemeinsames Zuhause, geringere Kosten',
        description:
          'Ein Witwer mit freiem Zimmer fand eine pensionierte Lehrerin, die eine Wohnung nahe ihren Enkeln suchte.',
        author: 'Klaus W.',
        location: 'Freiburg, Deutschland',
      },
      business: {
        title: 'Ein neues kleines Unternehmen mit 68',
        description:
          'Eine ehemalige Buchhalterin und ein Tischler gründeten gemeinsam eine Möbelreparatur-Werkstatt.',
        author: 'Linda und Tom R.',
        location: 'Leeds, Vereinigtes Königreich',
      },
    },
    placeholder: 'Beispielgeschichte; Namen geändert.',
  },
  finalCta: {
    title: 'Bereit, Ihre Synergien zu entdecken?',
    message:
      'Erstellen Sie in wenigen Minuten Ihr kostenloses Synergie-Profil. Unverbindlich bis zur ersten Verbindung.',
    primary: 'Mein Synergie-Profil erstellen',
    secondary: 'Erst mit jemandem sprechen',
  },
  disclaimer: {
    label: 'Wichtig',
    text: 'Ageless Connect bietet ausschließlich Bildungsinhalte. Dies ist keine Finanz-, Rechts- oder medizinische Beratung. Wenden Sie sich bei wichtigen Entscheidungen an zugelassene Fachleute.',
  },
  footer: {
    label: 'Fußzeile',
    tagline:
      'Wir verbinden Menschen im späteren Leben über das, was sie haben, können und schätzen.',
    links: {
      howItWorks: 'So funktioniert es',
      successStories: 'Erfolgs\u00ADgeschichten',
      collaborationIdeas: 'Ideen für Zusammenarbeit',
      safetyTrust: 'Sicherheit & Vertrauen',
      helpCenter: 'Hilfe-Center',
      communityGuidelines: 'Gemeinschafts\u00ADregeln',
      privacyPolicy: 'Daten\u00ADschutz\u00ADerklärung',
      termsOfService: 'Nutzungs\u00ADbedingungen',
      impressum: 'Impressum',
      contact: 'Kontakt',
    },
    copyright: '© {{year}} Ageless Connect. Alle Rechte vorbehalten.',
  },
};
