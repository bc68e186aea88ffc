import { conversationDe } from './conversation-de.js';
import type { ChatCatalogue } from './en.js';

export const de: ChatCatalogue = {
  ...conversationDe,
  upload: {
    title: 'Daten hochladen',
    intro:
      'Fügen Sie Dokumente zu Rentensystemen (.doc, .docx oder .txt) zur Wissensbasis des Begleiters hinzu.',
    documentsReady_one: '{{count}} Dokument in der Wissensbasis bereit',
    documentsReady_other: '{{count}} Dokumente in der Wissensbasis bereit',
    documentsLoading: 'Dokumente werden gezählt…',
    dropzone: 'Datei hierher ziehen und ablegen',
    or: 'oder',
    choose: 'Datei auswählen',
    accepted: 'Erlaubte Formate: .doc, .docx, .txt',
    wrongType: 'Bitte wählen Sie eine .doc-, .docx- oder .txt-Datei.',
    processing: '{{filename}} wird verarbeitet…',
    successTitle: 'Dokument verarbeitet',
    filename: 'Datei',
    size: 'Größe',
    sizeValue_one: '{{count}} Zeichen',
    sizeValue_other: '{{count}} Zeichen',
    preview: 'Vorschau',
    status: 'Status',
    ready: 'Bereit für die Rentenanalyse',
    waiting: 'Wartet auf Freigabe: Der Begleiter nutzt es noch nicht',
    another: 'Weiteres Dokument hochladen',
    errorTitle: 'Das Dokument konnte nicht hochgeladen werden',
    tryAgain: 'Erneut versuchen',
    toastSuccessTitle: 'Hochladen erfolgreich',
    toastSuccess:
      '{{filename}} für den Rentenplaner verarbeitet; der Begleiter nutzt es nach der Freigabe',
    toastFailureTitle: 'Hochladen fehlgeschlagen',
    failed: 'Hochladen fehlgeschlagen',
    processFailed: 'Datei konnte nicht verarbeitet werden',
    dismiss: 'Schließen',
    token: {
      title: 'Admin-Token erforderlich',
      description:
        'Zum Hochladen wird das Admin-Token benötigt. Es bleibt nur gespeichert, bis Sie diesen Browser schließen.',
      label: 'Admin-Token',
      submit: 'Mit Token hochladen',
      reviewDescription:
        'Zum Prüfen von Dokumenten und Meldungen wird das Admin-Token benötigt. Es bleibt nur gespeichert, bis Sie diesen Browser schließen.',
      continue: 'Mit Token fortfahren',
      needed: 'Das sieht nur das Team. Geben Sie das Admin-Token ein, um es zu sehen.',
      enter: 'Admin-Token eingeben',
      cancel: 'Abbrechen',
      close: 'Schließen',
    },
    review: {
      title: 'Warten auf Freigabe',
      intro:
        'Der Begleiter nutzt ein hochgeladenes Dokument erst, wenn jemand vom Team es gelesen und freigegeben hat. Prüfen Sie es vor der Freigabe auf falsche Zahlen, Telefonnummern, Links und Bitten um Geld oder persönliche Daten. Freigegebene Dokumente werden immer als „hochgeladenes Dokument“ zitiert, nie als offizielle Quelle, und ihre Links erscheinen als Text.',
      none: 'Keine Dokumente warten auf Freigabe.',
      loading: 'Dokumente werden geladen…',
      uploadedAt: 'Hochgeladen',
      read: 'Text lesen',
      passagesLoading: 'Text wird geladen…',
      more: 'Die ersten {{shown}} von {{total}} Abschnitten werden gezeigt.',
      readFailed: 'Der Text konnte nicht geladen werden.',
      approve: 'Freigeben',
      approved:
        '„{{title}}“ ist freigegeben: Der Begleiter darf es jetzt als hochgeladenes Dokument zitieren.',
      failed: 'Das Dokument konnte nicht freigegeben werden',
      // Issue 27: jeder Prüfschritt wird bestätigt; freigegebene Uploads stehen in einer Liste.
      confirmApproveTitle: '„{{title}}“ freigeben?',
      confirmApproveText:
        'Nach der Freigabe darf der Begleiter dieses Dokument allen zitieren, die danach fragen, als hochgeladenes Dokument. Geben Sie es nur frei, wenn Sie es gelesen haben und es stimmt. Sie können die Freigabe später zurücknehmen.',
      confirmApprove: 'Ja, freigeben',
      approving: 'Wird freigegeben…',
      keepWaiting: 'Nein, zurück',
      withdrawnOn: 'Freigabe zurückgenommen',
      byWhenValue: '{{when}}, von {{who}}',
    },
    approvedList: {
      title: 'Freigegebene Dokumente',
      intro:
        'Diese hochgeladenen Dokumente darf der Begleiter zitieren. Stellt sich eines als falsch heraus, nehmen Sie die Freigabe zurück: Der Begleiter nutzt es dann sofort nicht mehr.',
      identity:
        'Es gibt keine persönlichen Konten für das Team: Alle nutzen dasselbe Admin-Token. Darum zeigt diese Seite, wie ein Dokument freigegeben wurde, nicht welche Person es freigegeben hat.',
      none: 'Noch ist kein hochgeladenes Dokument freigegeben.',
      loading: 'Freigegebene Dokumente werden geladen…',
      failed: 'Die freigegebenen Dokumente konnten nicht geladen werden.',
      approvedOn: 'Freigegeben',
      notRecorded: 'nicht festgehalten (vor dieser Aufzeichnung freigegeben)',
      by: {
        'admin-token': 'jemandem vom Team mit dem Admin-Token',
        'this-computer': 'jemandem vom Team am Server-Rechner',
        unknown: 'jemandem vom Team (nicht festgehalten)',
      },
      withdraw: 'Freigabe zurücknehmen',
      confirmTitle: 'Freigabe von „{{title}}“ zurücknehmen?',
      confirmText:
        'Der Begleiter nutzt dieses Dokument sofort nicht mehr. Es kommt zurück in die Liste „Warten auf Freigabe“ und kann dort wieder freigegeben werden.',
      confirm: 'Ja, zurücknehmen',
      withdrawing: 'Wird zurückgenommen…',
      keep: 'Nein, freigegeben lassen',
      withdrawn:
        'Die Freigabe von „{{title}}“ ist zurückgenommen: Der Begleiter nutzt es nicht mehr. Es wartet wieder auf Freigabe.',
      withdrawFailed: 'Die Freigabe konnte nicht zurückgenommen werden',
    },
    reports: {
      title: 'Meldungen über Personen',
      intro:
        'Eine gemeldete Person wird der meldenden Person sofort nicht mehr gezeigt. Solange Meldungen von drei unabhängigen Personen offen sind (verschiedene Browser und Netze, jede seit mindestens einer Woche dabei), wird sie auch niemand anderem gezeigt. Lesen Sie, was gemeldet wurde und wer es meldete, und entscheiden Sie dann.',
      none: 'Keine offenen Meldungen.',
      loading: 'Meldungen werden geladen…',
      failed: 'Die Meldungen konnten nicht geladen werden.',
      reason: 'Grund',
      reasons: {
        scam: 'Hat nach Geld oder Bankdaten gefragt',
        unsafe: 'Hat sich unsicher gefühlt',
        offensive: 'Unhöflich oder beleidigend',
        spam: 'Werbung oder Spam',
        other: 'Etwas anderes',
      },
      reportedAt: 'Gemeldet am',
      details: 'Was die meldende Person schrieb',
      noDetails: 'Nichts geschrieben',
      message: 'Die gemeldete Vorstellungsnachricht',
      person: 'Gemeldete Person',
      count_one: 'Insgesamt {{count}} Meldung über diese Person',
      count_other: 'Insgesamt {{count}} Meldungen über diese Person',
      reporter: 'Wer meldete',
      reporterAge_one: 'Das Profil war beim Melden {{count}} Tag alt.',
      reporterAge_other: 'Das Profil war beim Melden {{count}} Tage alt.',
      reporterAgeUnknown: 'Gemeldet, bevor das Alter des meldenden Profils gespeichert wurde.',
      reporterNew:
        'Ein neues Profil: Diese Meldung blendet die Person vor Ihrer Entscheidung für niemand anderen aus.',
      sharesNetwork:
        'Eine andere Meldung über diese Person kam aus demselben Netz. Die Meldenden können eine Person sein und zählen als eine.',
      dismiss: 'Person wieder zeigen',
      dismissHint:
        'Die Meldung war unbegründet: Die Person wird wieder gezeigt (nie der Person, die sie gemeldet hat).',
      uphold: 'Person dauerhaft ausblenden',
      upholdHint: 'Die Meldung stimmt: Die Person wird niemandem mehr gezeigt.',
      dismissed: 'Meldung geschlossen: Die Person wird wieder gezeigt.',
      upheld: 'Meldung bestätigt: Die Person bleibt dauerhaft ausgeblendet.',
      reviewFailed: 'Die Meldung konnte nicht geschlossen werden',
    },
  },
};
