// Issue 18: my profile, places, blueprint details with people nearby, introductions and safety.
import type { Match } from './match.js';
import type { DistanceBadge, DistanceBand } from './match.js';
import type { Profile } from './profile.js';
import type { PersonCard } from './person-card.js';
import type { Language } from './chat.js';

/** GET /api/places/check?q=: what the wizard shows while a place is typed. */
export interface PlaceCheckResponse {
  /** 'city' (a town, district or postcode), 'country' (only a country) or 'none'. */
  found: 'city' | 'country' | 'none';
  /** 'Berlin-Spandau, Germany'; null when nothing was found. */
  label: string | null;
  /** Other readings of the same text ('10115' is also New York), to add a country if meant. */
  alternatives: string[];
  /** The town or district a person's card would show ('Berlin-Spandau'); null below a town. */
  town?: string | null;
  /** One sentence for the person, in the request's language. */
  message: string;
}

/** POST /api/profiles: the profile and, once only, the key of its private return link. */
export interface CreatedProfileResponse {
  profile: Profile;
  /** Put into `/matches/{id}#key={returnKey}` to open the profile on another device. Never shown again. */
  returnKey: string;
}

/** Where a profile's address for notices stands: notices go only to a confirmed one. */
export type NotifyEmailState = 'none' | 'unconfirmed' | 'confirmed';

/** GET /api/my-profiles: the profiles this browser owns, newest first, and waiting requests. */
export interface MyProfilesResponse {
  profiles: {
    id: string;
    createdAt: string;
    place: string | null;
    waitingRequests: number;
    /** Always sent by the API; optional for older answers and test fixtures. */
    notifyEmail?: NotifyEmailState;
    /** Thread messages this profile has not read yet (issue 26 item 4); optional as above. */
    unreadMessages?: number;
  }[];
}

/** POST /api/profiles/:id/notify-email/resend: whether a new confirmation link went out. */
export type ConfirmationMailResult = 'queued' | 'over-daily-cap' | 'not-sent';

/**
 * Daily caps per recipient address (docs/DECISIONS.md): notices (more wait for one digest the next
 * day), and confirmation mails, also per asking browser and per asking network (an IPv4 address or
 * an IPv6 /64), so that others cannot use up the owner's confirmation (fourth hostile pass).
 */
export const NOTICE_LIMITS = {
  noticesPerAddressPerDay: 3,
  confirmationsPerAddressPerDay: 5,
  confirmationsPerAddressPerBrowserPerDay: 1,
  confirmationsPerAddressPerNetworkPerDay: 1,
  /**
   * Different addresses one browser, or one asking network, has confirmation mails sent to in a
   * day: one profile that changed its address 19 times sent 19 mails to strangers of one domain in
   * seconds (eighteenth hostile pass #6). A person names one or two; a household or a library a few.
   */
  confirmationAddressesPerBrowserPerDay: 3,
  confirmationAddressesPerNetworkPerDay: 10,
} as const;

/**
 * The navigation's "My Matches" count and the matches page read the same answer under this query
 * key (one shared query client), so a screen that changes what waits refreshes both.
 */
export const MY_PROFILES_QUERY_KEY = ['my-profiles'] as const;
export const myProfilesPath = (language: Language): string => `/api/my-profiles?lang=${language}`;

export const CONTACT_KINDS = ['phone', 'email'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Limits the API enforces on introductions (docs/DECISIONS.md, Introductions). */
export const INTRODUCTION_LIMITS = {
  messageLength: 500,
  firstNameLength: 40,
  requestsPerDay: 5,
  /**
   * Unanswered requests one person holds at most, two full pages of people (fifth hostile pass:
   * 25 throwaway browsers left 18 waiting for one person).
   */
  waitingPerPerson: 12,
  /**
   * Of those, how many may come from one site (an IPv4 address or an IPv6 /48: a household, a care
   * home, an office): twelve throwaway browsers from one address once filled them all.
   */
  waitingPerSite: 3,
  reportsPerDay: 10,
  reportDetailsLength: 500,
} as const;

/** Another person as a blueprint page shows them: option values only, never their own words. */
export interface NearbyPerson {
  /** Opaque and only valid for the profile that sees it. */
  handle: string;
  distanceBadge: DistanceBadge | 'unknown';
  /** The same bands as the match cards, measured between ~10 km cells; never kilometres. */
  distanceBand: DistanceBand | 'unknown';
  /** What they bring: assets and skills, as labels of the wizard's options. */
  brings: string[];
  /** What they need, as labels of the wizard's options. */
  needs: string[];
  sharedValues: string[];
  time: string | null;
  energy: string | null;
  /** What the person chose to show (issue 26 item 3); absent when they chose nothing. */
  card?: PersonCard;
  /** An introduction between the two already exists ('sent': this profile asked). */
  introduction: {
    id: string;
    status: IntroductionStatus;
    direction: Introduction['direction'];
  } | null;
}

export interface BlueprintDetail {
  key: string;
  name: string;
  description: string;
  category: string;
  categoryKey: string;
  participants: { min: number; max: number };
  /** This profile's match for the blueprint. */
  match: Match;
  firstSteps: string[];
  agreement: { title: string; items: string[] };
  safetyTips: string[];
  /** One page of the people who complete this profile in the blueprint (`page` of `pageCount`). */
  people: NearbyPerson[];
  /** Whether this browser owns the profile and may ask for introductions. */
  canConnect: boolean;
  requestsLeftToday: number;
  /** Which page of people this is, from 1, and how many there are (at least one, maybe empty). */
  page: number;
  pageCount: number;
}

export type IntroductionStatus = 'pending' | 'accepted' | 'declined';

/**
 * Signs of a scam in a message besides money, each shown to the reader with its own warning:
 * someone passing for a relative ("Hi Mum, new number", "ich bin's, schnell helfen"), and someone
 * moving the talk off the platform ("schreib mir auf WhatsApp", a contact detail that was removed),
 * and someone asking for a way into the reader's computer, phone or bank ("Install AnyDesk", "tell me
 * the code you got by SMS", "Scan this QR code"; ninth hostile pass #3).
 */
export const SCAM_SIGNS = ['impersonation', 'offPlatform', 'accessRequest'] as const;
export type ScamSign = (typeof SCAM_SIGNS)[number];

export interface IntroductionContact {
  firstName: string;
  kind: ContactKind;
  value: string;
}

/** One introduction as one side sees it. */
export interface Introduction {
  id: string;
  /** 'sent': this profile asked; 'received': someone asked this profile. */
  direction: 'sent' | 'received';
  status: IntroductionStatus;
  blueprint: { key: string; name: string };
  /** The requester's short message (links, phone and account numbers removed). */
  message: string;
  /** The message speaks of money, transfers, gift cards or accounts: the receiver is warned. */
  moneyWarning: boolean;
  /** Other signs of a scam in the message: the receiver is warned of each. */
  scamSigns: ScamSign[];
  distanceBadge: DistanceBadge | 'unknown';
  /** The other person's card, as they chose it; absent when they chose to show nothing. */
  card?: PersonCard;
  createdAt: string;
  /** The other person's first name and contact: only once both have accepted. */
  contact: IntroductionContact | null;
  /** Whether this side has shared its own contact. */
  sharedMine: boolean;
  /**
   * A request from someone who joined recently (a browser newer than a week when it asked), still
   * waiting for this profile's answer. It does not take the places kept for others; the list shows
   * these folded in one group, which the person may open, or decline all at once.
   */
  folded: boolean;
}

export interface IntroductionsResponse {
  /**
   * The profile's introductions (at most 100), newest first; after them 50 folded requests
   * (`Introduction.folded`), which a flood of them cannot push the others out of: those from
   * networks that sent her fewer first, then the newest. A folded request's longer digit runs are
   * hidden until she accepts it (pieces of a number sent by several newcomers).
   */
  introductions: Introduction[];
  /** How many folded requests wait in all, of which the list carries 50. */
  foldedTotal: number;
  requestsLeftToday: number;
}

/** POST /api/profiles/:id/introductions/decline-newcomers: every folded request at once. */
export interface DeclineNewcomersInput {
  /** Only those made by then (the newest one the person saw), so none is declined unseen. */
  upTo?: string;
}

export interface DeclineNewcomersResponse {
  /** How many requests were declined. */
  declined: number;
}

/** A person as one blueprint page shows them (POST /api/profiles/:id/blocks blocks them). */
export interface PersonOnBlueprint {
  blueprintKey: string;
  handle: string;
}

export interface IntroductionRequestInput extends PersonOnBlueprint {
  message: string;
}

export type IntroductionAcceptInput = IntroductionContact;

export const REPORT_REASONS = ['scam', 'unsafe', 'offensive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Staff's view of an open report (GET /api/admin/reports). */
export interface ReportForReview {
  id: string;
  reason: ReportReason;
  details: string;
  createdAt: string;
  /** The reported introduction's message, when the report came from one. */
  message: string | null;
  reportedProfileId: string;
  reportsAgainstProfile: number;
  /**
   * How many whole days the reporting browser's oldest profile existed when it reported; null for
   * reports made before this was kept.
   */
  reporterAgeDays: number | null;
  /** The reporter was too new for the report to hide the person from others before review. */
  reporterIsNew: boolean;
  /**
   * Another report about the same person came from the same network (an IPv4 /24 or an IPv6 /48):
   * the reporters may be one person, and count as one.
   */
  sharesNetwork: boolean;
}

export interface ReportsForReviewResponse {
  reports: ReportForReview[];
}

/** Limits the API enforces on the message threads of accepted introductions (docs/DECISIONS.md). */
export const THREAD_LIMITS = {
  messageLength: 2000,
  /** Per browser (all its profiles) and UTC day. */
  messagesPerDay: 60,
} as const;

/** One message in the thread of an accepted introduction, as one side sees it. */
export interface ThreadMessage {
  id: string;
  /** 'sent': this profile wrote it; 'received': the other person did. */
  direction: 'sent' | 'received';
  /** Plain text; links, phone, e-mail and account numbers replaced by a marker. */
  text: string;
  /** The message speaks of money, transfers, gift cards or accounts: the reader is warned. */
  moneyWarning: boolean;
  /** Other signs of a scam in the message: the reader is warned of each. */
  scamSigns: ScamSign[];
  createdAt: string;
}

/** GET /api/profiles/:id/introductions/:introductionId/messages (marks received ones read). */
export interface ThreadResponse {
  messages: ThreadMessage[];
  messagesLeftToday: number;
}

/** POST /api/profiles/:id/introductions/:introductionId/messages */
export interface ThreadMessageInput {
  text: string;
}

/** GET /api/profiles/:id/unread-messages: unread messages in each of the profile's threads. */
export interface UnreadMessagesResponse {
  total: number;
  introductions: { introductionId: string; unread: number }[];
}
