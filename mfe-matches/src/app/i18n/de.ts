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
    bands: {
      town: 'In Ihrem Ort',
      'under-15': '5–15 km entfernt',
      'under-50': '15–50 km entfernt',
      'over-50': 'Mehr als 50 km entfernt',
    },
    kmUnknown: 'Keine Entfernung: ein Ort fehlt',
    notes: {
      'location-missing': 'Keine Entfernung: Sie haben keinen Ort angegeben',
      'location-unknown': 'Keine Entfernung: wir haben Ihren Ort nicht gefunden',
      'no-one-yet': 'Für diese Idee ist noch niemand in Ihrer Nähe',
      'none-in-radius':
        'Für diese Idee ist im Umkreis von {{radius}} km noch niemand dabei. Wir zeigen nur Menschen, die nah genug wohnen, um sich zu treffen.',
    },
  },
  meeting: {
    remote: 'Per Video / online',
    inPerson: 'Vor Ort, im Umkreis von {{radius}} km',
  },
  nearby: 'In der Nähe',
  proximityBoostBands: {
    local: '+{{percent}}\u00a0% in der Nähe',
    regional: '+{{percent}}\u00a0% in Ihrer Region',
    national: '+{{percent}}\u00a0% in Ihrem Land',
    international: '+{{percent}}\u00a0%',
  },
  score: '{{score}}\u00a0%',
  scoreLabel: '{{score}} Prozent Übereinstimmung',
  reasonsTitle: 'Warum es passt',
  reasonKinds: { positive: 'Stärke', question: 'Zu klären', negative: 'Zu bedenken' },
  category: 'Kategorie: {{category}}',
  close: 'Schließen',
  cancel: 'Abbrechen',
  learnMore: 'Mehr erfahren',
  learnMoreLabel: 'Mehr erfahren über {{name}}',
  viewAll: 'Alle Matches ansehen und Kontakt aufnehmen',
  viewAllHint:
    'Öffnen Sie „Mehr erfahren“ bei einem Match: Dort sehen Sie, wer in Ihrer Nähe es ergänzt, und können um eine Vorstellung bitten.',
  problems: {
    missingHint:
      'Erstellen Sie in wenigen Minuten ein Profil, oder öffnen Sie den privaten Link, den Sie gespeichert haben.',
    malformedTitle: 'Dieser Link ist nicht vollständig',
    malformedMessage:
      'Die Adresse dieser Seite ist kein Profil-Link. Vielleicht wurde sie beim Kopieren abgeschnitten.',
    unknownTitle: 'Wir haben dieses Profil nicht gefunden',
    unknownMessage:
      'Vielleicht wurde es gelöscht. Sie können in wenigen Minuten ein neues Profil erstellen, kostenlos und unverbindlich.',
    notYoursTitle: 'Dieses Profil wurde auf einem anderen Gerät erstellt',
    notYoursMessage:
      'Seine Matches öffnen sich nur in dem Browser, in dem es erstellt wurde, oder mit seinem privaten Rückkehr-Link. Wenn es Ihr Profil ist, öffnen Sie den privaten Link, den Sie gespeichert haben.',
    blueprintUnknownTitle: 'Wir haben diese Idee nicht gefunden',
    blueprintUnknownMessage:
      'Vielleicht wurde sie umbenannt. Ihre Matches zeigen die Ideen, die jetzt zu Ihnen passen.',
    createProfile: 'Profil erstellen',
    goHome: 'Zur Startseite',
    openMine: 'Meine Matches öffnen',
    backToMatches: 'Zurück zu meinen Matches',
  },
  profiles: {
    title: 'Profile auf diesem Gerät',
    intro:
      'Jedes Profil hat eigene Matches und Anfragen. Die Matches auf dieser Seite gehören zum markierten Profil.',
    chooseTitle: 'Wessen Matches möchten Sie sehen?',
    chooseIntro:
      'Auf diesem Gerät gibt es mehr als ein Profil. Jedes hat eigene Matches und Anfragen. Bitte wählen Sie eines.',
    unnamed: 'Profil ohne Beschreibung',
    place: 'Ort: {{place}}',
    noPlace: 'Noch kein Ort angegeben',
    made: 'Angelegt am {{date}}',
    waiting_one: '{{count}} Anfrage wartet',
    waiting_other: '{{count}} Anfragen warten',
    current: 'Wird gerade gezeigt',
    show: 'Matches dieses Profils zeigen',
  },
  myProfile: {
    title: 'Ihr Profil',
    place: 'Ort: {{place}}',
    noPlace:
      'Noch kein Ort gefunden: Mit Stadt oder Postleitzahl sehen Sie Menschen in Ihrer Nähe.',
    edit: 'Profil bearbeiten',
    delete: 'Profil löschen',
    deleteTitle: 'Ihr Profil löschen?',
    deleteMessage:
      'Ihr Profil und alle Ihre Vorstellungen werden endgültig gelöscht, und niemand sieht Sie mehr. Das lässt sich nicht rückgängig machen.',
    deleteConfirm: 'Ja, Profil löschen',
    keep: 'Profil behalten',
    deleting: 'Wird gelöscht...',
    deleted: 'Ihr Profil wurde gelöscht.',
    deleteFailed: 'Ihr Profil konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
  notifyEmail: {
    unconfirmed:
      'Bitte bestätigen Sie Ihre E-Mail-Adresse: Wir haben einen Link daran geschickt. Bis Sie ihn öffnen, senden wir keine Benachrichtigungen dorthin.',
    confirmed: 'Benachrichtigungen über Anfragen gehen an Ihre bestätigte E-Mail-Adresse.',
    resend: 'Link erneut senden',
    sending: 'Wird gesendet...',
    queued:
      'Ein neuer Link ist unterwegs. Bitte sehen Sie in Ihrem Posteingang nach, auch im Spam.',
    overDailyCap:
      'An diese Adresse haben wir heute schon alle Bestätigungs-E-Mails eines Tages geschickt. Bitte versuchen Sie es morgen wieder.',
    notSent:
      'Dieser Dienst sendet zurzeit keine E-Mails; Ihre Matches-Seite zeigt, was auf Sie wartet.',
    resendFailed: 'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    confirming: 'Ihre E-Mail-Adresse wird bestätigt...',
    confirmedNow:
      'Ihre E-Mail-Adresse ist bestätigt. Wir sagen Ihnen Bescheid, wenn eine Anfrage wartet.',
    confirmFailedTitle: 'Dieser Bestätigungslink hat nicht funktioniert',
  },
  returnLink: {
    title: 'Speichern Sie Ihren privaten Rückkehr-Link',
    message:
      'Mit diesem Link öffnen Sie Ihr Profil auf einem anderen Gerät oder hier wieder, nachdem der Browser geleert wurde. Wer ihn hat, kann in Ihrem Namen handeln: Halten Sie ihn privat. Er wird nur dieses eine Mal angezeigt.',
    label: 'Ihr privater Rückkehr-Link',
    copy: 'Link kopieren',
    copied: 'Link kopiert.',
    copyFailed:
      'Das Kopieren hat nicht geklappt. Bitte markieren Sie den Link und kopieren Sie ihn selbst.',
    done: 'Ich habe ihn gespeichert',
    opening: 'Ihr Profil wird in diesem Browser geöffnet...',
    opened: 'Ihr Profil ist jetzt in diesem Browser geöffnet.',
    openFailedTitle: 'Dieser Rückkehr-Link hat nicht funktioniert',
  },
  inbox: {
    newcomers: {
      title_one: '1 Anfrage von jemandem, der erst seit Kurzem dabei ist',
      title_other: '{{count}} Anfragen von Menschen, die erst seit Kurzem dabei sind',
      why: 'Menschen, die erst seit Kurzem dabei sind. Die meisten meinen es ehrlich; seien Sie trotzdem vorsichtig, bevor Sie etwas von sich teilen. Ihre Anfragen sind hier gesammelt, damit Sie sie lesen können, wenn Sie so weit sind.',
      show_one: 'Diese Anfrage lesen',
      show_other: 'Diese {{count}} Anfragen lesen',
      hide: 'Diese Anfragen ausblenden',
      newest:
        'Gezeigt werden {{shown}} von {{total}}: zuerst die von Menschen, aus deren Netz weniger kamen.',
      alike: {
        show_one: '1 weitere Anfrage mit denselben Worten zeigen',
        show_other: '{{count}} weitere Anfragen mit denselben Worten zeigen',
        hide: 'Anfragen mit denselben Worten ausblenden',
      },
      declineAll: 'Alle von Neuen ablehnen',
      declineDialog: {
        title: 'Alle Anfragen von Neuen ablehnen?',
        message_one:
          'Die Anfrage von jemandem, der erst seit Kurzem dabei ist, wird abgelehnt. Diese Person kann Sie nicht noch einmal anfragen. Anfragen von allen anderen bleiben, wie sie sind.',
        message_other:
          'Alle {{count}} Anfragen von Menschen, die erst seit Kurzem dabei sind, werden auf einmal abgelehnt. Diese Menschen können Sie nicht noch einmal anfragen. Anfragen von allen anderen bleiben, wie sie sind.',
        confirm: 'Alle ablehnen',
      },
      declined_zero: 'Es war nichts mehr abzulehnen.',
      declined_one: '1 Anfrage abgelehnt',
      declined_other: '{{count}} Anfragen abgelehnt',
    },
    refresh: 'Nach neuen Anfragen sehen',
    newRequests_zero: 'Keine neuen Anfragen',
    newRequests_one: '1 neue Anfrage',
    newRequests_other: '{{count}} neue Anfragen',
    title: 'Vorstellungen',
    empty:
      'Noch keine Vorstellungen. Öffnen Sie „Mehr erfahren“ bei einem Match, um Menschen in Ihrer Nähe zu sehen und um eine Vorstellung zu bitten.',
    loadFailed: 'Ihre Vorstellungen konnten nicht geladen werden.',
    requestsLeft: 'Sie können heute noch {{count}} Vorstellungen anfragen.',
    received: 'Jemand in Ihrer Nähe möchte Sie kennenlernen: „{{blueprint}}“',
    sent: 'Sie haben um eine Vorstellung gebeten: „{{blueprint}}“',
    theirMessage: 'Die Nachricht:',
    whoAsks: 'Wer fragt',
    whoYouAsked: 'Wen Sie gefragt haben',
    noName: 'Kein Name angezeigt',
    yourMessage: 'Ihre Nachricht:',
    moneyWarning: {
      title: 'Senden Sie niemals Geld an jemanden, den Sie nicht getroffen haben.',
      text: 'In dieser Nachricht geht es um Geld, Überweisungen, Gutscheinkarten oder Konten, oder Sie sollen für jemanden Geld, Gold oder Pakete bezahlen, aufbewahren oder weiterschicken. Senden Sie kein Geld, kaufen Sie keine Gutscheinkarten, geben Sie keine Bankdaten weiter und bewahren oder schicken Sie nichts für jemanden, den Sie nicht persönlich getroffen haben. Wenn jemand danach fragt, melden Sie die Person bitte.',
    },
    scamWarning: {
      impersonation: {
        title: 'Ist das wirklich jemand, den Sie kennen?',
        text: 'Diese Nachricht klingt nach einem bekannten Trick: Jemand gibt sich als Familie, Polizei, Gericht, Bank oder unser Team aus, sagt, ein Angehöriger sei in Not oder in Haft, hat eine neue Nummer, bittet um schnelle Hilfe und um Verschwiegenheit oder will Ihr Bargeld prüfen oder abholen. Ihre Familie würde Ihnen nicht hier schreiben; Polizei, Gerichte, Banken und unser Team tun es nie und verlangen nie eine Kaution, Bargeld oder Geld. Rufen Sie, bevor Sie etwas tun, Ihre Angehörigen oder Ihre Bank unter der Nummer an, die Sie schon kennen, und melden Sie die Nachricht.',
      },
      offPlatform: {
        title: 'Lassen Sie sich Zeit, bevor Sie woanders weiterschreiben.',
        text: 'Diese Nachricht bittet darum, woanders weiterzureden: per Messenger, SMS, Telefon oder E-Mail. Betrüger tun das oft früh, wo niemand Sie warnen kann. Sie können hier bleiben, so lange Sie möchten; teilen Sie einen Kontakt erst, wenn Sie der Person vertrauen, und treffen Sie sich zuerst an einem öffentlichen Ort.',
      },
      accessRequest: {
        title: 'Lassen Sie keine fremde Person an Ihren Computer, Ihr Telefon oder Ihr Konto.',
        text: 'Diese Nachricht bittet Sie, ein Programm zu installieren, Ihren Bildschirm zu teilen, einen QR-Code zu scannen, eine PIN, ein Passwort, einen Code oder Ihren privaten Link zu nennen, die Nummern Ihrer Bankkarte anzugeben oder jemanden in Ihre Wohnung zu lassen, der Ihre Wertsachen ansehen will. Betrüger übernehmen so Ihren Computer, Ihr Telefon, Ihr Bankkonto oder Ihr Profil, oder sie bestehlen Sie. Installieren, teilen, scannen oder nennen Sie nichts, und lassen Sie niemanden, den Sie nicht getroffen haben, in Ihre Wohnung. Melden Sie diese Nachricht bitte.',
      },
    },
    distance: 'Entfernung: {{band}}',
    status: {
      receivedPending: 'Wartet auf Ihre Antwort.',
      sentPending:
        'Wartet auf die Antwort. Vorname und Kontakt sehen Sie nur, wenn die Person zustimmt.',
      receivedAccepted:
        'Sie haben zugestimmt: Die Person kann Sie jetzt über den angegebenen Kontakt erreichen. Ihren Vornamen und Kontakt sehen Sie, wenn sie ihre teilt.',
      sentAccepted:
        'Die Person hat zugestimmt! So erreichen Sie sie. Wenn Sie möchten, teilen Sie auch Ihren Vornamen und einen Kontakt.',
      connected:
        'Sie sind einander vorgestellt. Treffen Sie sich zuerst an einem öffentlichen Ort und sagen Sie jemandem, wohin Sie gehen.',
      receivedDeclined: 'Sie haben diese Anfrage abgelehnt.',
      sentDeclined:
        'Diese Person hat freundlich abgelehnt. Vielleicht passen andere in Ihrer Nähe.',
    },
    contactName: 'Vorname: {{name}}',
    phone: 'Telefon:',
    email: 'E-Mail:',
    accept: 'Zustimmen',
    share: 'Meinen Kontakt teilen',
    decline: 'Ablehnen',
    block: 'Blockieren',
    report: 'Melden',
    actionFailed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    accepted: 'Ihr Kontakt wurde geteilt.',
    declined: 'Sie haben die Anfrage abgelehnt.',
    blocked: 'Diese Person ist blockiert. Sie sehen einander nicht mehr.',
    reported: 'Danke. Die Person ist verborgen, während unser Team Ihre Meldung prüft.',
    acceptDialog: {
      title: 'Vornamen und einen Kontakt teilen',
      message:
        'Die andere Person sieht nur Ihren Vornamen und den Kontakt, den Sie hier angeben, und erst, wenn Sie beide zugestimmt haben. Sonst wird nichts über Sie gezeigt.',
      firstName: 'Ihr Vorname',
      kind: 'Wie darf man Sie erreichen?',
      phone: 'Telefon',
      email: 'E-Mail',
      phoneLabel: 'Ihre Telefonnummer',
      phoneHint: 'Zum Beispiel +49 30 1234567',
      emailLabel: 'Ihre E-Mail-Adresse',
      submit: 'Teilen und zustimmen',
      submitting: 'Wird geteilt...',
      firstNameMissing: 'Bitte schreiben Sie Ihren Vornamen.',
      firstNameNotAName:
        'Bitte schreiben Sie nur Ihren Vornamen: ein oder zwei Wörter, in Buchstaben.',
      firstNameMixedAlphabets:
        'Einige Buchstaben dieses Namens stammen aus einem anderen Alphabet (zum Beispiel russische oder griechische Buchstaben, die wie unsere aussehen). Bitte tippen Sie Ihren Namen noch einmal mit Ihrer gewohnten Tastatur.',
      firstNameNotOwn:
        'Bitte verwenden Sie Ihren eigenen Vornamen, keine Familienrolle, keinen Titel, keinen Hilferuf und nicht den Namen einer Firma, einer Bank oder eines Teams.',
      valueMissing: 'Bitte geben Sie eine Telefonnummer oder eine E-Mail-Adresse an.',
    },
    blockDialog: {
      title: 'Diese Person blockieren?',
      message:
        'Sie sehen einander nicht mehr, und die Person erfährt es nicht. Ein geteilter Kontakt wird entfernt.',
      confirm: 'Ja, blockieren',
    },
    reportDialog: {
      title: 'Diese Person melden',
      message:
        'Erzählen Sie uns, was passiert ist. Wir verbergen die Person, während unser Team es prüft. Wenn Sie in Gefahr sind, rufen Sie die Polizei.',
      reason: 'Was ist passiert?',
      reasons: {
        scam: 'Hat nach Geld oder Bankdaten gefragt',
        unsafe: 'Ich habe mich unsicher gefühlt',
        offensive: 'Unhöflich oder beleidigend',
        spam: 'Werbung oder Spam',
        other: 'Etwas anderes',
      },
      details: 'Weitere Angaben (freiwillig)',
      submit: 'Meldung senden',
    },
  },
  thread: {
    show: 'Nachrichten',
    showUnread_one: 'Nachrichten: {{count}} neue',
    showUnread_other: 'Nachrichten: {{count}} neue',
    hide: 'Nachrichten ausblenden',
    title: 'Nachrichten',
    intro:
      'Lernen Sie einander hier kennen, bevor Sie eine Telefonnummer teilen. Links und Nummern werden als entfernt angezeigt; einen Kontakt teilen Sie mit „Meinen Kontakt teilen“. Neue Nachrichten erscheinen von selbst.',
    safety:
      'Senden Sie nie Geld, Gutscheinkarten oder Bankdaten. Nennen Sie niemandem eine PIN, ein Passwort, einen Code oder Ihren privaten Link. Unser Team fragt nie danach. Melden Sie jeden, der danach fragt.',
    listLabel: 'Nachrichten, älteste zuerst',
    none: 'Noch keine Nachrichten. Sagen Sie Hallo!',
    you: 'Sie',
    them: 'Die andere Person',
    label: 'Ihre Nachricht',
    left: 'Sie können heute noch {{count}} Nachrichten senden.',
    send: 'Senden',
    sending: 'Wird gesendet...',
    empty: 'Bitte schreiben Sie zuerst eine Nachricht.',
    sendFailed: 'Ihre Nachricht wurde nicht gesendet. Bitte versuchen Sie es erneut.',
    loadFailed: 'Die Nachrichten konnten nicht geladen werden.',
    closed: 'Dieses Gespräch ist beendet.',
  },
  blueprint: {
    back: 'Zurück zu meinen Matches',
    loading: 'Diese Idee wird geladen...',
    loadFailedTitle: 'Diese Idee konnte nicht geladen werden',
    loadFailed: 'Bitte versuchen Sie es gleich noch einmal.',
    participants: 'Für {{min}} bis {{max}} Personen',
    participantsExactly: 'Für {{count}} Personen',
    whatItIs: 'Worum es geht',
    firstSteps: 'Erste Schritte',
    agree: 'Was Sie vereinbaren sollten',
    safety: 'Sicher bleiben',
    people: 'Menschen in Ihrer Nähe, die das ergänzen',
    peopleIntro:
      'Sie sehen nur, was jede Person zeigen möchte (etwa Vorname, Altersgruppe, Ort, Sprachen oder einen Satz), nie eine Adresse oder einen Kontakt, und die anderen sehen von Ihnen nur, was Sie gewählt haben, bis Sie beide einer Vorstellung zustimmen.',
    morePeople: 'Weitere Personen',
    loadingMore: 'Weitere Personen werden geladen...',
    moreFailed: 'Weitere Personen konnten nicht geladen werden.',
    noPeople:
      'Noch ergänzt niemand in Ihrer Nähe diese Idee. Jede Woche kommen neue Menschen dazu: Schauen Sie später wieder.',
    notOwner:
      'Nur der Browser, der dieses Profil erstellt hat, sieht Menschen in der Nähe und kann um Vorstellungen bitten. Öffnen Sie zuerst Ihren privaten Rückkehr-Link in diesem Browser.',
    person: 'Person {{number}}',
    brings: 'Bringt mit',
    needs: 'Braucht',
    sharedValues: 'Gemeinsame Werte',
    time: 'Zeit',
    energy: 'Energie',
    nothing: 'Keine Angabe',
    ask: 'Um Vorstellung bitten',
    askLabel: 'Um Vorstellung bitten ({{name}})',
    hide: 'Diese Person nicht mehr zeigen',
    hideLabel: 'Diese Person nicht mehr zeigen ({{name}})',
    hidden: 'Sie sehen diese Person nicht mehr.',
    state: {
      sentPending:
        'Sie haben um eine Vorstellung gebeten. Die Antwort erscheint auf Ihrer Matches-Seite.',
      receivedPending:
        'Diese Person möchte Sie kennenlernen: Antworten Sie auf Ihrer Matches-Seite.',
      accepted: 'Sie sind einander vorgestellt: siehe Ihre Matches-Seite.',
      declined: 'Keine Vorstellung mit dieser Person.',
    },
    noneLeft:
      'Sie haben heute so viele Vorstellungen angefragt, wie möglich ist. Bitte kommen Sie morgen wieder.',
    askDialog: {
      title: 'Um Vorstellung bitten',
      message:
        'Schreiben Sie ein kurzes Hallo: wer Sie sind und was Sie gemeinsam ausprobieren möchten. Teilen Sie Adresse, Telefonnummer oder Bankdaten noch nicht.',
      label: 'Ihre Nachricht',
      counter: '{{count}} von {{max}} Zeichen',
      linksRemoved: 'Links werden vor dem Senden entfernt.',
      empty: 'Bitte schreiben Sie eine kurze Nachricht.',
      submit: 'Anfrage senden',
      submitting: 'Wird gesendet...',
      sent: 'Ihre Anfrage wurde gesendet. Die Antwort erscheint auf Ihrer Matches-Seite.',
    },
  },
};
