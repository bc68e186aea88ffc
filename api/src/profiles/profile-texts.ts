import type { RequestLanguage } from '../common/http/request-language.js';

// What the profiles API says when it refuses, in English and German.
export const PROFILE_TEXTS = {
  notFound: {
    en: 'Profile not found',
    de: 'Profil nicht gefunden',
  },
  notOwner: {
    en: 'This profile belongs to another browser. Open it with your private return link.',
    de: 'Dieses Profil gehört zu einem anderen Browser. Öffnen Sie es mit Ihrem privaten Rückkehr-Link.',
  },
  badReturnKey: {
    en: 'This return link is not valid for this profile.',
    de: 'Dieser Rückkehr-Link passt nicht zu diesem Profil.',
  },
  badConfirmLink: {
    en: 'This confirmation link is no longer valid: it was used already, replaced by a newer one or is older than 7 days. Open your matches page to send a new one.',
    de: 'Dieser Bestätigungslink gilt nicht mehr: Er wurde schon benutzt, durch einen neueren ersetzt oder ist älter als 7 Tage. Öffnen Sie Ihre Matches-Seite, um einen neuen zu senden.',
  },
  noNotifyEmail: {
    en: 'This profile has no email address for notices.',
    de: 'Dieses Profil hat keine E-Mail-Adresse für Benachrichtigungen.',
  },
  alreadyConfirmed: {
    en: 'This email address is already confirmed.',
    de: 'Diese E-Mail-Adresse ist schon bestätigt.',
  },
  // Eighth hostile pass #4: "Ageless Connect Team member, verified moderator" on a card.
  aboutClaimsStaff: {
    en: 'Please describe yourself in your own words. The sentence about you may not say that you belong to the Ageless Connect team, its support or moderators, that you are verified or official, or that you act for the police, a bank or an authority.',
    de: 'Bitte beschreiben Sie sich mit eigenen Worten. Der Satz über Sie darf nicht sagen, dass Sie zum Team, zum Support oder zur Moderation von Ageless Connect gehören, geprüft oder offiziell sind oder im Auftrag von Polizei, Bank oder Behörde handeln.',
  },
  // Ninth hostile pass #2: "Buy me Apple cards and read me the numbers, WhatsApp me" on a card.
  aboutAsks: {
    en: 'Please describe yourself in your own words. The sentence about you may not ask for money, gift cards or codes, ask anyone to install a program, or ask people to write to you somewhere else: introductions here are the safe way to get in touch.',
    de: 'Bitte beschreiben Sie sich mit eigenen Worten. Der Satz über Sie darf nicht nach Geld, Gutscheinkarten oder Codes fragen, niemanden bitten, ein Programm zu installieren, und niemanden bitten, Ihnen woanders zu schreiben: Vorstellungen hier sind der sichere Weg, in Kontakt zu kommen.',
  },
  // Thirteenth hostile pass #1: 'tg: oldgardener55', 'Lindenstraße 5', TeamViewer help on a card.
  aboutArranged: {
    en: 'Please describe yourself in your own words, without contact details, addresses, phone numbers, other apps, payments or help on someone’s computer. These are arranged in the conversation after an introduction, where both of you have agreed to talk.',
    de: 'Bitte beschreiben Sie sich mit eigenen Worten, ohne Kontaktdaten, Adressen, Telefonnummern, andere Apps, Zahlungen oder Hilfe am Computer anderer. Das wird im Gespräch nach einer Vorstellung vereinbart, wenn Sie beide einverstanden sind.',
  },
  // Tenth hostile pass #7: a stranger copied a member's card (card-copy.ts).
  cardCopied: {
    en: 'Another member already shows this first name with this sentence about them. Please describe yourself in your own words.',
    de: 'Ein anderes Mitglied zeigt schon diesen Vornamen mit diesem Satz über sich. Bitte beschreiben Sie sich mit eigenen Worten.',
  },
  // Fourteenth hostile pass #4: one browser owned 120 profiles, made from many networks.
  browserCeiling: {
    en: 'This browser already holds 10 profiles, as many as one browser may. Please delete one you no longer need (on "My Matches") before you make or open another.',
    de: 'In diesem Browser sind schon 10 Profile, so viele, wie ein Browser haben kann. Bitte löschen Sie eines, das Sie nicht mehr brauchen (unter „Meine Matches“), bevor Sie ein weiteres anlegen oder öffnen.',
  },
} satisfies Record<string, Record<RequestLanguage, string>>;

// The one mail an unconfirmed address gets: in both languages (the profile's language is not
// stored), with nothing of the profile in it but the link, saying that ignoring it is enough and
// where to report mails one did not ask for (sixth hostile pass #5: strangers named other people's
// addresses).
export function confirmationEmail(link: string, report: string): { subject: string; text: string } {
  return {
    subject:
      'Ageless Connect: Bitte bestätigen Sie Ihre E-Mail-Adresse / please confirm your email',
    text: [
      'Jemand hat diese Adresse bei Ageless Connect für Benachrichtigungen angegeben. Wenn Sie das waren, öffnen Sie diesen Link (7 Tage gültig):',
      link,
      'Wenn nicht, ignorieren Sie diese E-Mail und öffnen Sie den Link nicht: Ohne Bestätigung schicken wir nichts weiter an diese Adresse.',
      `Bekommen Sie solche E-Mails, ohne darum gebeten zu haben, melden Sie es uns bitte: ${report}`,
      '',
      'Someone gave this address to Ageless Connect for notices. If that was you, open this link (valid for 7 days):',
      link,
      'If not, ignore this email and do not open the link: without confirmation we send nothing else to this address.',
      `If you get such emails without having asked for them, please report it to us: ${report}`,
      '',
      'Ageless Connect',
    ].join('\n'),
  };
}
