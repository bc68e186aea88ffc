import { LAUNCHER_TEXT } from '../launcher.js';
import type { ConversationCatalogue } from './conversation-en.js';

export const conversationDe: ConversationCatalogue = {
  title: 'Ageless Synergie-Guide',
  welcome:
    'Willkommen! Fragen Sie zu Rente, Gesundheit, Langlebigkeit, Umzug oder Sinnfindung. Der Guide hilft Ihnen gern.',
  conversationLabel: 'Unterhaltung',
  you: 'Sie',
  guide: 'Begleiter',
  sentAt: 'Gesendet um {{time}}',
  inputLabel: 'Ihre Nachricht',
  // Short enough to stay on one line in the widget at 200 % zoom with the largest text.
  inputPlaceholder: 'Ihre Nachricht…',
  inputHint: 'Enter sendet. Umschalt+Enter beginnt eine neue Zeile.',
  send: 'Senden',
  typing: 'KI tippt...',
  failure: 'Es tut mir leid, dabei ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
  disclaimer:
    'Nur Bildungsinhalte. Wenden Sie sich bei wichtigen Entscheidungen an zugelassene Fachleute.',
  newReply: 'Neue Antwort des Begleiters: {{text}}',
  plannerLink: 'Im Rentenplaner mit diesen Zahlen öffnen',
  opensInNewTab: '(öffnet in einem neuen Tab)',
  reading: {
    optionsLabel: 'Leseoptionen',
    calm: 'Ruhiger Modus: jede Antwort in einem Stück zeigen',
    calmHint:
      'Die Antwort erscheint vollständig, sobald sie fertig ist, statt Wort für Wort während sie geschrieben wird.',
    readAloud: 'Diese Antwort vorlesen',
    stopReading: 'Vorlesen beenden',
    textSize: 'Schriftgröße',
    textSizes: { normal: 'Normal', large: 'Groß', larger: 'Größer' },
  },
  memory: {
    label: 'Dieses Gespräch',
    startNew: 'Neues Gespräch beginnen',
    forget: 'Dieses Gespräch vergessen',
    keptOnDevice: 'Dieses Gespräch bleibt auf diesem Gerät gespeichert, bis Sie es vergessen.',
    keptInTab: 'Dieses Gespräch bleibt nur gespeichert, bis Sie diese Seite schließen.',
    notKept:
      'Dieses Gespräch wird nicht gespeichert: Es ist weg, sobald Sie diese Seite schließen.',
    trimmed: 'Auf diesem Gerät werden nur die neuesten {{count}} Nachrichten gespeichert.',
    confirmTitle: 'Dieses Gespräch vergessen?',
    confirmText:
      'Alles, was Sie und der Begleiter hier geschrieben haben, wird von diesem Gerät und von unserem Server gelöscht. Das lässt sich nicht rückgängig machen.',
    confirmYes: 'Ja, vergessen',
    confirmNo: 'Nein, behalten',
    started: 'Ein neues Gespräch hat begonnen.',
    forgotten: 'Das Gespräch ist vergessen.',
    forgottenDeviceOnly:
      'Das Gespräch ist von diesem Gerät gelöscht. Unser Server war nicht erreichbar; er wird beim nächsten Öffnen des Chats erneut gefragt.',
  },
  tags: {
    panelLabel: 'Themen zum Entdecken',
    popular: 'Beliebt diese Woche',
    explore: 'Heute entdecken',
    updated: 'Aktualisiert {{time}}',
    loading: 'Themen werden geladen…',
    error: 'Dynamische Inhalte konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    timely: 'Aktuell',
    upgrade: 'Auf Premium-Themen upgraden',
    none: 'Hier erscheinen die Themen, die diese Woche am häufigsten gewählt werden. Bis dahin finden Sie unten die Themen von heute.',
  },
  embed: {
    title: 'Ageless Synergie-Guide',
  },
  hero: {
    badge: 'BETA',
    searchLabel: 'Was möchten Sie erkunden?',
    searchPlaceholder: 'Wie kann ich diesen Lebensabschnitt sinnvoller und erfüllter gestalten?',
    topicsLabel: 'Themen für heute',
    servicesLabel: 'Spezialisierte Dienste',
    start: 'Gespräch beginnen',
    typing: 'KI tippt...',
    inputLabel: 'Ihre Antwort',
    inputPlaceholder: 'Schreiben Sie hier Ihre Antwort...',
    send: 'Senden',
    failure:
      'Es tut mir leid, ich habe gerade Verbindungsprobleme. Bitte versuchen Sie es noch einmal.',
    footer:
      'Nur Bildungsinhalte. Wenden Sie sich bei wichtigen Entscheidungen an zugelassene Fachleute.',
    calculatorLinks: {
      pension: 'Rentenplaner-Rechner öffnen',
      budget: 'Budget-Optimierer-Rechner öffnen',
      calculatorHint: 'Lieber die eigenen Zahlen sehen?',
    },
  },
  widget: {
    open: LAUNCHER_TEXT.de.open,
    title: 'Ageless Connect',
    subtitle: 'Ihr Begleiter für aktives Älterwerden',
    close: 'Chat schließen',
    quickStart: 'Schnellstart-Themen',
    remaining_one: 'Noch {{count}} kostenloses Gespräch',
    remaining_other: 'Noch {{count}} kostenlose Gespräche',
    upgradeTitle: 'Upgrade auf Connector',
    price: '29 €/Monat',
    upgradeText:
      'Sie haben Ihre kostenlosen Gespräche genutzt. Upgraden Sie, um Ihre Reise des aktiven Älterwerdens fortzusetzen.',
    continue: 'Weiter entdecken',
    closeModal: 'Schließen',
    unreachable:
      'Der Chat ist von dieser Website aus nicht erreichbar. Vielleicht darf sie den Ageless-Connect-Chat nicht nutzen, oder die Verbindung ist unterbrochen. Bitte versuchen Sie es später noch einmal.',
    failure:
      'Es tut mir leid, dabei ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
  },
};
