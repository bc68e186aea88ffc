import { INTRODUCTION_LIMITS, THREAD_LIMITS } from '@ageless/contracts';
import type { RequestLanguage } from '../common/http/request-language.js';

type Texts = Record<RequestLanguage, string>;

// What the introductions API says when it refuses, in English and German.
export const CONNECT_TEXTS = {
  personGone: {
    en: 'This person is no longer shown for this idea. Open the idea again to see who is near you now.',
    de: 'Diese Person wird für diese Idee nicht mehr angezeigt. Öffnen Sie die Idee erneut, um zu sehen, wer jetzt in Ihrer Nähe ist.',
  },
  alreadyAsked: {
    en: 'You are already in touch with this person about an introduction.',
    de: 'Sie haben mit dieser Person schon eine Vorstellung angefragt.',
  },
  dailyLimit: {
    en: `You can ask for ${INTRODUCTION_LIMITS.requestsPerDay} introductions a day. Please try again tomorrow.`,
    de: `Sie können ${INTRODUCTION_LIMITS.requestsPerDay} Vorstellungen pro Tag anfragen. Bitte versuchen Sie es morgen wieder.`,
  },
  siteDailyLimit: {
    en: 'Many introductions were asked for from your internet connection (your home or building) today. Please try again tomorrow.',
    de: 'Von Ihrem Internetanschluss (Ihrem Haus oder Gebäude) wurden heute schon viele Vorstellungen angefragt. Bitte versuchen Sie es morgen wieder.',
  },
  manyWaiting: {
    en: 'This person has many requests waiting to be answered. Please try again in a few days, or ask someone else.',
    de: 'Diese Person hat schon viele unbeantwortete Anfragen. Bitte versuchen Sie es in ein paar Tagen wieder oder fragen Sie jemand anderen.',
  },
  siteWaiting: {
    en: "This person already has several requests waiting from your internet connection (your home or building) or your provider's network. Please wait until they are answered, try again tomorrow, or ask someone else.",
    de: 'Diese Person hat schon mehrere unbeantwortete Anfragen von Ihrem Internetanschluss (Ihrem Haus oder Gebäude) oder aus dem Netz Ihres Anbieters. Bitte warten Sie, bis sie beantwortet sind, versuchen Sie es morgen wieder oder fragen Sie jemand anderen.',
  },
  // What is cut from a request that, with other senders' requests to her, gave a contact (request-pieces).
  pieceRemoved: {
    en: '[removed: together with other requests it gave contact details]',
    de: '[entfernt: zusammen mit anderen Anfragen ergab es Kontaktdaten]',
  },
  // In a newcomer's request she has not accepted, where a longer run of digits was (request-pieces).
  numberHidden: {
    en: '[number shown once you accept]',
    de: '[Zahl sichtbar, wenn Sie annehmen]',
  },
  // Only when the fold of newcomers' requests is at its bound against a flood (IntroductionsService).
  newAskersWaiting: {
    en: 'This person already has very many requests waiting from people who joined recently. Please try again in a few days, or ask someone else. Newcomers who confirmed their email address for notices (with the link in the mail we sent) can still ask.',
    de: 'Diese Person hat schon sehr viele unbeantwortete Anfragen von Menschen, die erst seit Kurzem dabei sind. Bitte versuchen Sie es in ein paar Tagen wieder oder fragen Sie jemand anderen. Neue, die ihre E-Mail-Adresse für Benachrichtigungen bestätigt haben (mit dem Link aus unserer E-Mail), können trotzdem anfragen.',
  },
  reportLimit: {
    en: 'You have sent many reports today. Please write to us if someone is putting you at risk.',
    de: 'Sie haben heute viele Meldungen gesendet. Bitte schreiben Sie uns, wenn jemand Sie gefährdet.',
  },
  emptyMessage: {
    en: 'Please write a short message (links and numbers are removed).',
    de: 'Bitte schreiben Sie eine kurze Nachricht (Links und Nummern werden entfernt).',
  },
  // Eleventh hostile pass #2: a phone number, address or app name split over several messages.
  contactAcrossMessages: {
    en: 'Together with your last messages, this one gives a phone number, an address, a messenger, a password or a code. Contact details and secrets are not sent in messages: share yours with “Share my contact” once you trust this person.',
    de: 'Zusammen mit Ihren letzten Nachrichten ergibt diese eine Telefonnummer, eine Adresse, einen Messenger, ein Passwort oder einen Code. Kontaktdaten und Geheimnisse werden nicht in Nachrichten geschickt: Teilen Sie Ihre mit „Meinen Kontakt teilen“, wenn Sie dieser Person vertrauen.',
  },
  introductionNotFound: {
    en: 'This introduction was not found. It may have been withdrawn or deleted.',
    de: 'Diese Vorstellung wurde nicht gefunden. Sie wurde vielleicht zurückgezogen oder gelöscht.',
  },
  notYours: {
    en: 'Only the person who was asked can answer this request.',
    de: 'Nur die angefragte Person kann diese Anfrage beantworten.',
  },
  notPending: {
    en: 'This request has already been answered.',
    de: 'Diese Anfrage wurde schon beantwortet.',
  },
  notAccepted: {
    en: 'You can share your contact once the other person has accepted.',
    de: 'Sie können Ihren Kontakt teilen, sobald die andere Person zugestimmt hat.',
  },
  alreadyShared: {
    en: 'You have already shared your contact.',
    de: 'Sie haben Ihren Kontakt schon geteilt.',
  },
  notOwner: {
    en: 'Only the browser that owns this profile can do this. Open it with your private return link.',
    de: 'Das kann nur der Browser, dem dieses Profil gehört. Öffnen Sie es mit Ihrem privaten Rückkehr-Link.',
  },
  badPhone: {
    en: 'Please give a phone number of 6 to 15 digits (spaces, +, - and brackets are fine).',
    de: 'Bitte geben Sie eine Telefonnummer mit 6 bis 15 Ziffern an (Leerzeichen, +, - und Klammern sind erlaubt).',
  },
  badEmail: {
    en: 'Please give a valid email address.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  },
  premiumPhone: {
    en: 'Please give an ordinary phone number. Premium-rate and service numbers (such as 0900, 0137, 0180 or 1-900) cost the caller money and are not accepted.',
    de: 'Bitte geben Sie eine gewöhnliche Telefonnummer an. Mehrwert- und Servicenummern (wie 0900, 0137, 0180 oder 1-900) kosten den Anrufer Geld und werden nicht angenommen.',
  },
  productEmail: {
    en: 'Please give your own email address. Addresses that carry the name Ageless Connect are not accepted: they could be taken for ours.',
    de: 'Bitte geben Sie Ihre eigene E-Mail-Adresse an. Adressen mit dem Namen Ageless Connect werden nicht angenommen: Sie könnten für unsere gehalten werden.',
  },
  reportOnlyReceived: {
    en: 'You can report a message someone sent you. To stop hearing from this person, block them.',
    de: 'Sie können eine Nachricht melden, die Ihnen jemand geschickt hat. Wenn Sie von dieser Person nichts mehr hören möchten, blockieren Sie sie.',
  },
  alreadyReported: {
    en: 'You have already reported this message. Our staff will look at it; you do not need to report it again.',
    de: 'Sie haben diese Nachricht schon gemeldet. Unser Team sieht sie sich an; Sie müssen sie nicht noch einmal melden.',
  },
  reportNotFound: {
    en: 'Report not found or already reviewed',
    de: 'Meldung nicht gefunden oder schon geprüft',
  },
  // Threads (issue 26 item 4): one answer for "no such thread" and "not this browser's", so that
  // another browser learns nothing of it.
  threadNotFound: {
    en: 'This conversation was not found. It may have been closed or deleted.',
    de: 'Dieses Gespräch wurde nicht gefunden. Es wurde vielleicht beendet oder gelöscht.',
  },
  threadNotOpen: {
    en: 'You can write to each other once the request has been accepted.',
    de: 'Sie können einander schreiben, sobald die Anfrage angenommen wurde.',
  },
  threadLimit: {
    en: `You can send ${THREAD_LIMITS.messagesPerDay} messages a day. Please continue tomorrow.`,
    de: `Sie können ${THREAD_LIMITS.messagesPerDay} Nachrichten pro Tag senden. Bitte schreiben Sie morgen weiter.`,
  },
} satisfies Record<string, Texts>;

// The notice emails: short, in both languages (the profile's language is not stored), and
// without anything of the other person.
export function noticeEmail(
  kind: 'request' | 'accepted',
  link: string | undefined,
): { subject: string; text: string } {
  const where = link
    ? { en: `Open your matches page: ${link}`, de: `Öffnen Sie Ihre Matches-Seite: ${link}` }
    : {
        en: 'Open Ageless Connect in the browser you used to see it.',
        de: 'Öffnen Sie Ageless Connect in dem Browser, mit dem Sie es nutzen.',
      };
  const what =
    kind === 'request'
      ? {
          en: 'Someone near you would like to be introduced to you.',
          de: 'Jemand in Ihrer Nähe möchte Ihnen vorgestellt werden.',
        }
      : {
          en: 'Someone accepted your introduction request and shared how to reach them.',
          de: 'Jemand hat Ihre Anfrage angenommen und mitgeteilt, wie Sie ihn erreichen.',
        };
  return {
    subject:
      kind === 'request'
        ? 'Ageless Connect: eine Anfrage wartet / a request is waiting'
        : 'Ageless Connect: Ihre Anfrage wurde angenommen / your request was accepted',
    text: `${what.de}\n${where.de}\n\n${what.en}\n${where.en}\n\nAgeless Connect`,
  };
}
