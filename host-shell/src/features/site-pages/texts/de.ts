import type { SitePagesTexts } from './en';

// German texts of the footer's pages; every key of en.ts, in the same order.
// \u00AD (a soft hyphen) marks where a long word in a heading may break on a phone whose browser
// has no German hyphenation dictionary (issue 27); it is invisible unless the line breaks there.
export const de: SitePagesTexts = {
  common: {
    related: 'Weitere Hilfe',
    loading: 'Die Angaben des Betreibers werden geladen…',
    loadFailedTitle: 'Die Angaben des Betreibers konnten nicht geladen werden',
    loadFailedMessage: 'Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es noch einmal.',
    retry: 'Noch einmal versuchen',
    pageLoading: 'Diese Seite wird geladen…',
    notProvided: 'von dieser Installation nicht angegeben',
    notConfiguredTitle: 'Diese Installation hat ihre Angaben noch nicht eingetragen',
    notConfiguredMessage:
      'Wer dieses Exemplar von Ageless Connect betreibt, hat noch nicht angegeben, wer er ist und wie man ihn erreicht. Wir erfinden keine Angaben: Solange sie fehlen, kann diese Seite niemanden nennen.',
    forOperator:
      'Für den Betreiber: Setzen Sie SITE_OPERATOR_NAME, SITE_OPERATOR_ADDRESS, SITE_CONTACT_EMAIL und, soweit zutreffend, SITE_CONTACT_PHONE, SITE_OPERATOR_REPRESENTATIVE, SITE_REGISTER_ENTRY und SITE_VAT_ID (siehe README) und starten Sie den Server neu.',
    operatorNoteTitle: 'Ein Hinweis der Software',
    fields: {
      name: 'Name',
      address: 'Anschrift',
      representative: 'Vertreten durch',
      email: 'E-Mail',
      phone: 'Telefon',
      registerEntry: 'Registereintrag',
      vatId: 'Umsatzsteuer-Identifikationsnummer',
    },
    links: {
      onboarding: 'Mein Profil erstellen',
      myMatches: 'Zu „Meine Matches“',
      chat: 'Den KI-Begleiter fragen',
      contact: 'Einen Menschen erreichen',
      help: 'Hilfe-Center',
      safety: 'Sicherheit & Vertrauen',
      communityGuidelines: 'Gemeinschafts\u00ADregeln',
      privacy: 'Daten\u00ADschutz\u00ADerklärung',
      terms: 'Nutzungs\u00ADbedingungen',
      impressum: 'Impressum',
      trustSection: 'Wie wir Vertrauen schaffen (Startseite)',
    },
  },
  privacy: {
    title: 'Daten\u00ADschutz\u00ADerklärung',
    intro:
      'Was Ageless Connect über Sie speichert, wo, wie lange und wie Sie es löschen lassen können, in einfachen Worten. Wir speichern nur, was der Dienst braucht. Es gibt keine Werbung und kein Tracking.',
    responsibleHeading: 'Wer für Ihre Daten verant\u00ADwortlich ist',
    responsibleText:
      'Der Betreiber dieser Installation entscheidet, was mit Ihren Daten geschieht (der „Verantwortliche“ nach der Datenschutz-Grundverordnung, DSGVO):',
    sections: {
      where: {
        heading: 'Wo Ihre Daten liegen',
        paragraphs: {
          one: 'Alles, was Sie eingeben, wird in der Datenbank dieser Installation gespeichert, auf den Servern, die ihr Betreiber gewählt hat. Wir verkaufen nichts davon und geben nichts für Werbung weiter.',
        },
      },
      profile: {
        heading: 'Ihr Synergie-Profil',
        paragraphs: {
          one: 'Wenn Sie ein Profil erstellen, speichern wir Ihre Antworten: was Sie haben, können, brauchen und schätzen, Ihre Zeit und Energie und den Ort, den Sie angeben. Wir behalten den Ort so, wie Sie ihn geschrieben haben, und für die Vorschläge nur den Mittelpunkt dieses Ortes auf der Karte; geben Sie daher bitte einen Ort oder eine Postleitzahl an, nicht Ihre Straße.',
          two: 'Andere sehen nur die Antworten, die Sie angekreuzt haben (zum Beispiel „Gärtnern“), und eine ungefähre Entfernung, nie Ihre eigenen Worte und nie Ihre Adresse. Wenn Sie eine E-Mail-Adresse für Benachrichtigungen angeben, wird sie mit Ihrem Profil gespeichert und niemandem gezeigt. Außerdem behalten wir eine verschlüsselte Kennung (Hash) der Internetverbindung, über die das Profil erstellt wurde, nie die Adresse selbst, damit viele Profile aus einer Verbindung nicht die Seiten anderer füllen oder nach einer Blockierung zurückkommen.',
          three:
            'Ihr Profil bleibt, bis Sie es löschen. Es läuft nicht von selbst ab; bitte löschen Sie es, wenn Sie es nicht mehr brauchen.',
        },
      },
      introductions: {
        heading: 'Vor\u00ADstellungen, Blockieren und Meldungen',
        paragraphs: {
          one: 'Wenn Sie um eine Vorstellung bitten, speichern wir Ihre kurze Nachricht; Web- und E-Mail-Adressen, Telefon- und Kontonummern, Wohnadressen, Passwörter und Codes werden daraus entfernt. Ihre Telefonnummer oder E-Mail-Adresse wird nur gespeichert und der anderen Person gezeigt, wenn Sie eine Vorstellung annehmen und sie teilen möchten.',
          two: 'Wenn Sie jemanden ablehnen, blockieren oder melden, speichern wir das, damit die Person Ihnen verborgen bleibt. Dafür behalten wir zwei verschlüsselte Kennungen (Hashes) zufälliger Browser-Schlüssel, die Art und ein Datum; sie bleiben auch, wenn ein Profil gelöscht wird, damit eine blockierte Person nicht mit einem neuen Profil zurückkommt. Eine Meldung behält die Nachricht, um die es geht, damit die Mitarbeitenden des Betreibers sie beurteilen können.',
        },
      },
      chat: {
        heading: 'Gespräche mit dem KI-Begleiter',
        paragraphs: {
          one: 'Ihre Nachrichten an den Begleiter und seine Antworten werden mit dem Gespräch auf dem Server gespeichert, damit es dort weitergehen kann, wo Sie aufgehört haben. Das Gespräch ist an einen zufälligen Schlüssel in einem Cookie Ihres Browsers gebunden: Nur dieser Browser kann es lesen oder fortsetzen. Es bleibt auf dem Server, bis es gelöscht wird.',
          two: 'Um die kostenlosen Gespräche pro Tag zu zählen, speichern wir eine verschlüsselte Form (Hash) Ihres Browser-Schlüssels und Ihrer Internetadresse mit einer Zahl. Diese Zählungen werden nach etwa zwei Tagen gelöscht.',
        },
      },
      cookies: {
        heading: 'Cookies und Speicher auf Ihrem Gerät',
        paragraphs: {
          one: 'Wir verwenden zwei Cookies. Beide sind für den Dienst nötig; keines dient der Werbung oder der Statistik, daher fragen wir nicht nach einer Einwilligung (§ 25 Abs. 2 TDDDG):',
        },
        items: {
          profileCookie:
            'ageless_profile_owner: ein zufälliger Schlüssel, der zeigt, dass die in diesem Browser erstellten Profile Ihnen gehören. Er bleibt ein Jahr.',
          chatCookie:
            'ageless_chat_owner: ein zufälliger Schlüssel, der Ihre Gespräche mit dem Begleiter an diesen Browser bindet. Er bleibt ein Jahr.',
        },
        after: {
          one: 'Ihr Browser behält außerdem einiges auf diesem Gerät. Es bleibt auf Ihrem Gerät:',
        },
        afterItems: {
          settings: 'Ihre Sprache, Ihre Schriftgröße und den ruhigen Lesemodus;',
          conversations:
            'Ihre Gespräche mit dem Begleiter, damit sie noch da sind, wenn Sie wiederkommen;',
          wizard:
            'Ihre Antworten auf die Profilfragen, bis das Profil erstellt ist, nur bis Sie den Tab schließen;',
          widget:
            'im Chatfenster auf anderen Websites auch den zufälligen Chat-Schlüssel, weil diese Browser unser Cookie oft blockieren;',
          staff: 'nur für Mitarbeitende: das Admin-Token, bis der Tab geschlossen wird.',
        },
      },
      email: {
        heading: 'E-Mails',
        paragraphs: {
          one: 'Wenn Sie eine E-Mail-Adresse angeben und diese Installation E-Mails verschickt, senden wir zuerst eine Nachricht mit einem Link, um die Adresse zu bestätigen. Erst danach sagen wir Ihnen, dass eine Anfrage oder eine Zusage auf Sie wartet, höchstens dreimal am Tag. Die E-Mail sagt nichts über die andere Person. Eine Nachricht, die noch verschickt werden soll, wird gelöscht, sobald sie verschickt ist oder nach sechs vergeblichen Versuchen.',
        },
      },
      logs: {
        heading: 'Auf\u00ADzeichnungen des Servers',
        paragraphs: {
          one: 'Der Server zeichnet jede Anfrage auf: die Zeit, die Art der Anfrage, die Adresse der Seite (Kennungen von Profilen und Gesprächen unkenntlich gemacht) und das Ergebnis. Er zeichnet nicht auf, was Sie schreiben, und keine Cookies oder Passwörter. Zum Schutz vor Missbrauch zählt er Anfragen je Internetadresse höchstens 15 Minuten lang.',
          two: 'Wie lange diese Aufzeichnungen aufbewahrt werden, hängt davon ab, wie der Betreiber den Server führt; Sie können ihn fragen (siehe „Wer für Ihre Daten verantwortlich ist“ oben).',
        },
      },
      erase: {
        heading: 'So löschen Sie Ihre Daten',
        items: {
          profile:
            'Ihr Profil: Öffnen Sie „Meine Matches“ und wählen Sie „Profil löschen“. Das Profil, seine Vorstellungen und Blockierungen, die darin geteilten Kontaktdaten und die Meldungen über Sie werden sofort gelöscht. Eine Meldung, die Sie gemacht haben, bleibt für die Mitarbeitenden, ohne Ihr Profil.',
          conversation:
            'Ein Gespräch mit dem Begleiter: Wählen Sie daneben „Dieses Gespräch vergessen“, dann wird es auf diesem Gerät und auf dem Server gelöscht. Das geht nur in dem Browser, in dem das Gespräch begonnen wurde, denn nur dieser hat seinen Schlüssel. Wenn Sie diesen Browser nicht mehr nutzen können, schreiben Sie dem Betreiber das Datum und ein paar Worte aus dem Gespräch.',
          device:
            'Auf Ihrem Gerät: Wenn Sie die Daten dieser Website in Ihrem Browser löschen, ist alles dort Gespeicherte weg. Löschen Sie vorher Ihr Profil und Ihre Gespräche: Danach kann Ihr Browser nicht mehr zeigen, dass sie Ihnen gehören (Ihr privater Rückkehr-Link kann es weiterhin).',
        },
      },
      rights: {
        heading: 'Ihre Rechte',
        paragraphs: {
          one: 'Nach der DSGVO können Sie Auskunft verlangen, was über Sie gespeichert ist, es berichtigen oder löschen lassen, die Verarbeitung einschränken lassen oder ihr widersprechen und Ihre Daten in einem üblichen Format erhalten. Schreiben Sie an den oben genannten Betreiber. Sie können sich auch bei einer Datenschutz-Aufsichtsbehörde beschweren.',
          two: 'Wir verarbeiten Ihre Daten, um den Dienst zu erbringen, den Sie nutzen möchten (Art. 6 Abs. 1 lit. b DSGVO), und um ihn und seine Mitglieder vor Missbrauch zu schützen (Art. 6 Abs. 1 lit. f DSGVO).',
        },
      },
    },
    languageModelOn:
      'Diese Installation schickt Ihre Nachrichten außerdem an einen Sprachmodell-Dienst, den ihr Betreiber gewählt hat und der die Antworten schreibt. Bitte schreiben Sie nicht Ihren vollen Namen, Ihre Adresse, Kontonummern oder Gesundheitsangaben hinein, die Sie nicht teilen möchten.',
    languageModelOff:
      'Diese Installation schreibt die Antworten des Begleiters selbst: Ihre Nachrichten gehen an kein anderes Unternehmen.',
    operatorNote:
      'Diese Erklärung beschreibt, was die Software Ageless Connect speichert und tut. Der Betreiber dieser Installation ist dafür verantwortlich zu ergänzen, was sein eigener Betrieb ändert, zum Beispiel das Unternehmen, bei dem die Server stehen, oder wie lange Server-Aufzeichnungen aufbewahrt werden.',
  },
  terms: {
    title: 'Nutzungs\u00ADbedingungen',
    intro:
      'Die Regeln für die Nutzung von Ageless Connect, in einfachen Worten. Wenn Sie den Dienst nutzen, stimmen Sie ihnen zu.',
    sections: {
      what: {
        heading: 'Was Ageless Connect ist',
        paragraphs: {
          one: 'Ein kostenloser Dienst, der Ihnen hilft, Menschen in Ihrer Nähe zu finden, mit denen Sie ein Zuhause, Fähigkeiten, Zeit oder ein Vorhaben teilen können; ein KI-Begleiter für Fragen zu Ruhestand und späterem Leben; und Rechner für Rente und Budget. Betrieben wird er von dem im Impressum genannten Betreiber.',
        },
      },
      advice: {
        heading: 'Information, keine fachliche Beratung',
        paragraphs: {
          one: 'Der Begleiter, die Rechner und die Artikel dienen nur der Information. Sie können falsch, unvollständig oder veraltet sein. Fragen Sie vor einer wichtigen Entscheidung über Geld, Gesundheit, Recht oder Wohnen eine Fachperson.',
        },
      },
      members: {
        heading: 'Verein\u00ADbarungen zwischen Mitgliedern',
        paragraphs: {
          one: 'Ageless Connect stellt Menschen einander vor; an dem, was Sie miteinander vereinbaren, ist es nicht beteiligt. Die Identität der Mitglieder wird noch nicht geprüft. Treffen Sie sich sicher, lassen Sie sich Zeit und halten Sie Wichtiges schriftlich fest (siehe Sicherheit & Vertrauen).',
        },
      },
      conduct: {
        heading: 'Ihr Teil',
        items: {
          adult: 'Sie müssen volljährig sein (18 Jahre oder älter).',
          honest: 'Beschreiben Sie sich ehrlich und halten Sie die Gemeinschaftsregeln ein.',
          yours: 'Für das, was Sie schreiben, sind Sie verantwortlich.',
          noMisuse:
            'Missbrauchen Sie den Dienst nicht: keine Werbung, keine Bitten um Geld, keine Versuche, ihn zu stören oder zu überlasten.',
        },
        after: {
          one: 'Mitarbeitende können Nachrichten entfernen und Menschen verbergen, die gegen diese Regeln verstoßen, besonders nach einer Meldung.',
        },
      },
      price: {
        heading: 'Kostenlos',
        paragraphs: {
          one: 'Ageless Connect ist kostenlos. Das Chatfenster auf anderen Websites erlaubt fünf kostenlose Gespräche am Tag. Ein bezahlter Tarif ist geplant: Sie können ihn noch nicht abschließen, und nichts wird berechnet.',
        },
      },
      availability: {
        heading: 'Verfüg\u00ADbarkeit und Änderungen',
        paragraphs: {
          one: 'Der Betreiber bemüht sich, den Dienst am Laufen zu halten, kann aber nicht versprechen, dass er immer erreichbar oder fehlerfrei ist. Wenn sich diese Bedingungen ändern, zeigt diese Seite die neue Fassung.',
          two: 'Sie können den Dienst jederzeit nicht mehr nutzen und Ihr Profil löschen. Nichts in diesen Bedingungen schränkt Rechte ein, die Ihnen das Gesetz gibt.',
        },
      },
    },
    operatorNote:
      'Diese Bedingungen gehören zur Software. Der Betreiber dieser Installation sollte sie anhand des für ihn geltenden Rechts prüfen und ergänzen, was sein Dienst braucht.',
  },
  help: {
    title: 'Hilfe-Center',
    intro:
      'Wie Ageless Connect funktioniert, Schritt für Schritt, und was der KI-Begleiter kann und was nicht.',
    sections: {
      start: {
        heading: 'Der Anfang',
        paragraphs: {
          one: 'Beantworten Sie ein paar Fragen dazu, was Sie haben, können, brauchen und schätzen. Das dauert etwa fünf Minuten. Sie brauchen kein Konto und kein Passwort. Ihre Matches erscheinen, sobald Sie fertig sind.',
        },
      },
      matching: {
        heading: 'Wie die Vorschläge entstehen',
        paragraphs: {
          one: 'Ageless Connect sucht nach Ideen für gemeinsame Vorhaben, etwa Wohnen teilen, Fähigkeiten tauschen oder einen Gemeinschaftsgarten, und nach Menschen in Ihrer Nähe, deren Antworten Ihre ergänzen: Was Sie haben, trifft auf das, was andere brauchen, und umgekehrt. Gemeinsame Werte zählen auch.',
          two: 'Jede Idee zeigt, wie gut sie passt (Hohe Übereinstimmung, Gute Übereinstimmung oder Potenzial), eine Entfernung und die Gründe in einfachen Worten. Entfernungen sind ungefähr, nie eine Adresse.',
        },
      },
      introductions: {
        heading: 'Wie Vor\u00ADstellungen funktio\u00ADnieren',
        items: {
          learnMore:
            'Bei einer Idee zeigt „Mehr erfahren“ die Menschen, die Sie darin ergänzen. Sie können mit einer kurzen Nachricht um eine Vorstellung bitten.',
          theySee:
            'Die andere Person sieht Ihre Nachricht, nie Ihre Kontaktdaten. Sie kann annehmen, ablehnen, blockieren oder melden.',
          accept:
            'Nur wenn sie annimmt und eine Telefonnummer oder E-Mail-Adresse teilen möchte, sehen Sie diese. Dann können Sie Ihre auf dieselbe Weise teilen.',
          limits:
            'Sie können um fünf Vorstellungen am Tag bitten, damit niemand mit Anfragen überhäuft wird.',
          notices:
            'Wenn Sie eine E-Mail-Adresse angegeben und bestätigt haben, sagen wir Ihnen, wenn etwas wartet. Sonst zeigt es „Meine Matches“ bei Ihrem nächsten Besuch.',
        },
      },
      devices: {
        heading: 'Ihr Profil auf einem anderen Gerät',
        paragraphs: {
          one: 'Es gibt kein Konto: Ihr Profil gehört zu dem Browser, in dem Sie es erstellt haben. Bewahren Sie den privaten Link auf, den Sie nach dem Erstellen sehen. Wenn Sie ihn auf einem anderen Computer oder Telefon öffnen, gehört das Profil auch dort Ihnen.',
        },
      },
      guideCan: {
        heading: 'Was der KI-Begleiter kann',
        items: {
          explain:
            'Rente und Ruhestand in Deutschland und den USA erklären: gesetzliche Rente, Pflegeversicherung, Social Security, Medicare, 401(k) und mehr.',
          topics:
            'Über Budget, Umzug oder Ruhestand im Ausland, Behandlungen im Ausland, gesundes Älterwerden und Sinnfragen sprechen.',
          calculate:
            'Mit dem Rentenplaner und dem Budget-Optimierer Schätzungen ausrechnen und zeigen, wie er darauf kommt.',
          sources:
            'Aus Artikeln antworten, die Mitarbeitende geprüft haben, und sagen, woher eine Zahl stammt und von wann sie ist.',
        },
      },
      guideCannot: {
        heading: 'Was der KI-Begleiter nicht kann',
        items: {
          records: 'Er kann Ihr Rentenkonto, Ihre Bank oder Ihre Gesundheitsdaten nicht sehen.',
          advice:
            'Er gibt keine persönliche Finanz-, Rechts- oder medizinische Beratung. Fragen Sie für Entscheidungen eine Fachperson.',
          wrong: 'Er kann sich irren. Prüfen Sie wichtige Zahlen bei der offiziellen Stelle.',
          act: 'Er kann niemanden anrufen, keine Termine machen und im Notfall keine Hilfe schicken.',
          person: 'Er ist kein Mensch. Wie Sie einen Menschen erreichen, steht unter Kontakt.',
        },
      },
      emergency: {
        heading: 'Im Notfall',
        paragraphs: {
          one: 'Rufen Sie in Deutschland 112 an, in den USA 911. Der Begleiter und diese Website können keine Hilfe schicken.',
        },
      },
      reading: {
        heading: 'Lesen und Bedienen',
        paragraphs: {
          one: 'Oben auf jeder Seite können Sie die Schrift vergrößern (Normal, Groß, Größer) und zwischen Deutsch und Englisch wechseln. Alles lässt sich mit der Tastatur bedienen: Die Tabulatortaste springt zum nächsten Link oder Knopf, die Eingabetaste öffnet ihn.',
        },
      },
    },
  },
  communityGuidelines: {
    title: 'Gemeinschafts\u00ADregeln',
    intro:
      'Ageless Connect funktioniert, wenn Menschen einander vertrauen können. Diese Regeln gelten für jede Nachricht und jedes Treffen.',
    sections: {
      kind: {
        heading: 'Freundlich und respektvoll sein',
        paragraphs: {
          one: 'Schreiben Sie anderen so, wie Sie selbst angeschrieben werden möchten. Alle hier bringen ein Leben voller Erfahrung mit; widersprechen Sie höflich.',
        },
      },
      honest: {
        heading: 'Ehrlich sein',
        paragraphs: {
          one: 'Beschreiben Sie, was Sie wirklich haben, können und brauchen. Sagen Sie in Vorstellungen, wer Sie sind. Geben Sie sich nicht als jemand anderes aus.',
        },
      },
      money: {
        heading: 'Nie um Geld bitten',
        paragraphs: {
          one: 'Bitten Sie andere Mitglieder nicht um Geld, Darlehen, Geschenke, Gutscheinkarten, Geldanlagen oder Bankdaten, und nutzen Sie Vorstellungen nicht für Werbung oder Verkauf.',
        },
      },
      no: {
        heading: 'Ein Nein akzeptieren',
        paragraphs: {
          one: 'Wenn jemand ablehnt oder nicht antwortet, lassen Sie die Person in Ruhe. Versuchen Sie es nicht mit einem anderen Profil noch einmal.',
        },
      },
      privacy: {
        heading: 'Privatsphäre achten',
        paragraphs: {
          one: 'Geben Sie Kontaktdaten, Fotos oder Erzählungen anderer nicht ohne deren Erlaubnis weiter.',
        },
      },
      harm: {
        heading: 'Keine Belästigung, kein Hass, keine Drohungen',
        paragraphs: {
          one: 'Keine Beleidigungen, Drohungen, sexuelle Bedrängung oder Benachteiligung wegen Alter, Herkunft, Religion, Behinderung, Geschlecht oder sexueller Orientierung.',
        },
      },
      report: {
        heading: 'Wenn jemand gegen diese Regeln verstößt',
        paragraphs: {
          one: 'Lehnen Sie die Person ab, blockieren oder melden Sie sie bei ihrer Vorstellung unter „Meine Matches“. Nach dem Blockieren oder Melden sehen Sie einander nicht mehr.',
          two: 'Die Mitarbeitenden des Betreibers prüfen jede Meldung. Wenn sie eine Meldung bestätigen oder wenn drei verschiedene Menschen dieselbe Person melden, wird diese Person vor allen verborgen.',
        },
      },
    },
  },
  safety: {
    title: 'Sicherheit & Vertrauen',
    intro:
      'Wie Ageless Connect Sie schützt, was es nicht prüft und wie Sie sich sicher treffen und Betrug erkennen.',
    sections: {
      protects: {
        heading: 'Wie Ageless Connect Sie schützt',
        items: {
          bothYes:
            'Vorstellungen gibt es nur, wenn beide Ja sagen, und Ihre Kontaktdaten werden nur geteilt, wenn Sie es wollen.',
          cleaned:
            'Webadressen, Telefon- und Kontonummern werden aus Vorstellungsnachrichten entfernt, und eine Nachricht, in der es um Geld geht, kommt mit einem Warnhinweis.',
          block: 'Sie können jede Person ablehnen, blockieren oder melden.',
          noAds: 'Es gibt keine Werbung, und Sie können Ihr Profil jederzeit löschen.',
        },
      },
      notChecked: {
        heading: 'Was wir nicht prüfen',
        paragraphs: {
          one: 'Die Identität der Mitglieder wird noch nicht geprüft. Identitätsprüfung und ehrenamtliche Vermittlung sind geplant, aber noch nicht verfügbar. Behandeln Sie jeden neuen Kontakt wie einen fremden Menschen, bis Sie sich sicher getroffen haben.',
        },
      },
      meeting: {
        heading: 'Sicher treffen',
        items: {
          public:
            'Treffen Sie sich zuerst an einem belebten öffentlichen Ort bei Tageslicht, etwa in einem Café oder einer Bibliothek.',
          travel: 'Kommen und gehen Sie auf eigene Faust.',
          tell: 'Sagen Sie einer Freundin, einem Freund oder Angehörigen, wohin Sie gehen, wen Sie treffen und wann Sie zurück sind.',
          address: 'Behalten Sie Ihre Adresse für sich, bis Sie die Person gut kennen.',
          slow: 'Lassen Sie sich Zeit. Bevor Sie eine Wohnung teilen, treffen Sie sich mehrmals und vereinbaren Sie Kosten, Hausregeln und eine Probezeit schriftlich.',
          leave: 'Vertrauen Sie Ihrem Gefühl. Sie dürfen jederzeit gehen, ohne etwas zu erklären.',
        },
      },
      scams: {
        heading: 'Warnzeichen für Betrug',
        items: {
          money:
            'Jemand bittet um Geld, ein Darlehen, Gutscheinkarten, Kryptowährung oder Bankdaten, wie gut die Geschichte auch klingt.',
          hurry: 'Druck und Heimlichkeit: „Es muss heute sein“, „Sagen Sie Ihrer Familie nichts“.',
          feelings:
            'Sehr schnell große Gefühle, aber immer ein Grund, sich nicht zu treffen oder nicht zu telefonieren.',
          returns: 'Eine Geldanlage, die hohe und sichere Gewinne verspricht.',
          officials:
            'Ein Anruf von „der Bank“, „der Polizei“ oder der Rentenversicherung, der nach PIN, Passwort oder einer Zahlung fragt.',
        },
        after: {
          one: 'Schicken Sie niemandem, den Sie hier kennengelernt haben, Geld, Gutscheinkarten oder Bankdaten. Legen Sie auf und rufen Sie unter einer Nummer zurück, die Sie kennen. Sprechen Sie vor jeder Zahlung mit einem vertrauten Menschen.',
        },
      },
      report: {
        heading: 'Melden',
        paragraphs: {
          one: 'Melden Sie die Person bei ihrer Vorstellung unter „Meine Matches“: Sie sehen einander nicht mehr, und die Mitarbeitenden prüfen die Meldung. Betrug zeigen Sie in Deutschland bei der Polizei an; in den USA können Sie ihn auch der FTC melden (reportfraud.ftc.gov).',
        },
      },
      danger: {
        heading: 'Wenn Sie in Gefahr sind',
        paragraphs: {
          one: 'Rufen Sie in Deutschland 112 an oder die Polizei unter 110. In den USA wählen Sie 911.',
        },
      },
    },
  },
  impressum: {
    title: 'Impressum',
    intro: 'Angaben zum Anbieter dieses Dienstes gemäß § 5 Digitale-Dienste-Gesetz (DDG).',
    providerHeading: 'Anbieter',
    contactHeading: 'Kontakt',
    registerHeading: 'Register und Steuer',
    missingRequired:
      'Einige Angaben, die das Gesetz verlangt, fehlen hier. Diese Installation hat sie noch nicht eingetragen.',
    operatorNote:
      'Diese Seite ist eine Vorlage der Software und zeigt die Einstellungen des Betreibers. Je nach Dienst können weitere Angaben nötig sein (etwa eine Aufsichtsbehörde, berufsrechtliche Regeln oder eine für redaktionelle Inhalte verantwortliche Person nach § 18 Abs. 2 MStV); der Betreiber sollte sie prüfen und ergänzen.',
  },
  contact: {
    title: 'Kontakt',
    intro:
      'Wie Sie einen Menschen erreichen, und mit wem Sie sonst sprechen können, bevor Sie etwas entscheiden.',
    operatorHeading: 'Die Menschen, die diesen Dienst betreiben',
    operatorIntro: 'So erreichen Sie den Betreiber dieser Installation:',
    writeTo: 'E-Mail an {{email}} schreiben',
    callOn: '{{phone}} anrufen',
    noBankDetails: 'Bitte schicken Sie nie Passwörter oder Bankdaten per E-Mail.',
    notConfiguredTitle: 'Es wurde noch keine Kontaktadresse angegeben',
    notConfiguredMessage:
      'Diese Installation hat noch keine Kontaktadresse angegeben, daher können wir Sie hier nicht mit einem Menschen verbinden. Der KI-Begleiter beantwortet Fragen zur Website und zum Ruhestand, aber er ist kein Mensch.',
    sections: {
      helpWith: {
        heading: 'Wobei ein Mensch hier helfen kann',
        items: {
          using: 'Fragen zur Nutzung von Ageless Connect.',
          data: 'Ihr Profil, eine Löschung oder Ihre Daten (siehe Datenschutzerklärung).',
          member:
            'Ein Problem mit einem anderen Mitglied (bitte melden Sie es auch unter „Meine Matches“).',
          mistake: 'Ein Fehler auf dieser Website.',
        },
      },
      trusted: {
        heading: 'Ein Mensch, dem Sie vertrauen',
        paragraphs: {
          one: 'Angehörige oder Freunde können sich Ihre Matches mit Ihnen ansehen, bevor Sie jemandem antworten. Sich Zeit zu lassen, ist immer in Ordnung.',
        },
      },
    },
    otherHeading: 'Andere Stellen, die Sie anrufen können',
    usHeading: 'In den USA',
    germanyHeading: 'In Deutschland',
    services: {
      eldercare: 'Eldercare Locator, Hilfe für Ältere vor Ort',
      ssa: 'Social Security',
      medicare: 'Medicare',
      crisisUs: '988 Suicide & Crisis Lifeline, Tag und Nacht',
      drv: 'Deutsche Rentenversicherung, kostenlos',
      seelsorge: 'TelefonSeelsorge, kostenlos, Tag und Nacht',
      emergency: 'Notruf',
    },
  },
};
