import { domainErrorOf, type ErrorTexts } from '../common/errors/domain-error.js';
import { CONNECT_TEXTS } from './connect-texts.js';

/**
 * Why the connections module (introductions, threads, reports, blocks) refuses a request: stable
 * codes the front ends may test (issue 28; twelfth hostile pass #6), listed in @ageless/contracts as
 * CONNECTIONS_ERROR_CODES. The words are the ones the API always sent (connect-texts.ts).
 */
export enum ConnectionsErrorCode {
  ProfileNotFound = 'connections_profile_not_found',
  /** The profile exists and belongs to another browser. */
  ProfileNotOwned = 'connections_profile_not_owned',
  BlueprintKeyInvalid = 'connections_blueprint_key_invalid',
  BlueprintPageInvalid = 'connections_blueprint_page_invalid',
  /** The person asked for (or blocked from a page) is no longer on that blueprint's page. */
  PersonGone = 'introduction_person_gone',
  AlreadyAsked = 'introduction_already_asked',
  /** Nothing left of a message once links and numbers are removed. */
  MessageEmpty = 'message_empty',
  DailyLimit = 'introduction_daily_limit',
  SiteDailyLimit = 'introduction_site_daily_limit',
  ManyWaiting = 'introduction_many_waiting',
  SiteWaiting = 'introduction_site_waiting',
  NewAskersWaiting = 'introduction_new_askers_waiting',
  /** No such introduction, not one of this profile's, or hidden by a block, decline or report. */
  IntroductionNotFound = 'introduction_not_found',
  /** Only the person asked may decline. */
  NotYours = 'introduction_not_yours',
  NotPending = 'introduction_not_pending',
  NotAccepted = 'introduction_not_accepted',
  AlreadyShared = 'contact_already_shared',
  PhoneInvalid = 'contact_phone_invalid',
  PhonePremium = 'contact_phone_premium',
  EmailInvalid = 'contact_email_invalid',
  EmailProductName = 'contact_email_product_name',
  ReportOnlyReceived = 'report_only_received',
  AlreadyReported = 'report_already_sent',
  ReportLimit = 'report_daily_limit',
  /** Staff: no such report waiting for review. */
  ReportNotFound = 'report_not_found',
  /** No such thread, another browser's, or closed by a block, decline or report (never 403). */
  ThreadNotFound = 'thread_not_found',
  ThreadNotOpen = 'thread_not_open',
  ThreadDailyLimit = 'thread_daily_limit',
  /** A phone number, address or messenger given over several messages. */
  ContactAcrossMessages = 'thread_contact_across_messages',
}

const said = (texts: ErrorTexts) => (): ErrorTexts => texts;

export const ConnectionsError = domainErrorOf<ConnectionsErrorCode>({
  [ConnectionsErrorCode.ProfileNotFound]: {
    status: 404,
    texts: said({ en: 'Profile not found', de: 'Profil nicht gefunden' }),
  },
  [ConnectionsErrorCode.ProfileNotOwned]: { status: 403, texts: said(CONNECT_TEXTS.notOwner) },
  [ConnectionsErrorCode.BlueprintKeyInvalid]: {
    status: 400,
    texts: said({
      en: 'key must be a blueprint key',
      de: 'key muss der Schlüssel einer Idee sein',
    }),
  },
  [ConnectionsErrorCode.BlueprintPageInvalid]: {
    status: 400,
    texts: said({
      en: 'page must be a whole number from 1 to 999',
      de: 'page muss eine ganze Zahl von 1 bis 999 sein',
    }),
  },
  [ConnectionsErrorCode.PersonGone]: { status: 409, texts: said(CONNECT_TEXTS.personGone) },
  [ConnectionsErrorCode.AlreadyAsked]: { status: 409, texts: said(CONNECT_TEXTS.alreadyAsked) },
  [ConnectionsErrorCode.MessageEmpty]: { status: 400, texts: said(CONNECT_TEXTS.emptyMessage) },
  [ConnectionsErrorCode.DailyLimit]: { status: 429, texts: said(CONNECT_TEXTS.dailyLimit) },
  [ConnectionsErrorCode.SiteDailyLimit]: {
    status: 429,
    texts: said(CONNECT_TEXTS.siteDailyLimit),
  },
  [ConnectionsErrorCode.ManyWaiting]: { status: 429, texts: said(CONNECT_TEXTS.manyWaiting) },
  [ConnectionsErrorCode.SiteWaiting]: { status: 429, texts: said(CONNECT_TEXTS.siteWaiting) },
  [ConnectionsErrorCode.NewAskersWaiting]: {
    status: 429,
    texts: said(CONNECT_TEXTS.newAskersWaiting),
  },
  [ConnectionsErrorCode.IntroductionNotFound]: {
    status: 404,
    texts: said(CONNECT_TEXTS.introductionNotFound),
  },
  [ConnectionsErrorCode.NotYours]: { status: 403, texts: said(CONNECT_TEXTS.notYours) },
  [ConnectionsErrorCode.NotPending]: { status: 409, texts: said(CONNECT_TEXTS.notPending) },
  [ConnectionsErrorCode.NotAccepted]: { status: 409, texts: said(CONNECT_TEXTS.notAccepted) },
  [ConnectionsErrorCode.AlreadyShared]: { status: 409, texts: said(CONNECT_TEXTS.alreadyShared) },
  [ConnectionsErrorCode.PhoneInvalid]: { status: 400, texts: said(CONNECT_TEXTS.badPhone) },
  [ConnectionsErrorCode.PhonePremium]: { status: 400, texts: said(CONNECT_TEXTS.premiumPhone) },
  [ConnectionsErrorCode.EmailInvalid]: { status: 400, texts: said(CONNECT_TEXTS.badEmail) },
  [ConnectionsErrorCode.EmailProductName]: {
    status: 400,
    texts: said(CONNECT_TEXTS.productEmail),
  },
  [ConnectionsErrorCode.ReportOnlyReceived]: {
    status: 403,
    texts: said(CONNECT_TEXTS.reportOnlyReceived),
  },
  [ConnectionsErrorCode.AlreadyReported]: {
    status: 409,
    texts: said(CONNECT_TEXTS.alreadyReported),
  },
  [ConnectionsErrorCode.ReportLimit]: { status: 429, texts: said(CONNECT_TEXTS.reportLimit) },
  [ConnectionsErrorCode.ReportNotFound]: {
    status: 404,
    texts: said(CONNECT_TEXTS.reportNotFound),
  },
  [ConnectionsErrorCode.ThreadNotFound]: {
    status: 404,
    texts: said(CONNECT_TEXTS.threadNotFound),
  },
  [ConnectionsErrorCode.ThreadNotOpen]: { status: 409, texts: said(CONNECT_TEXTS.threadNotOpen) },
  [ConnectionsErrorCode.ThreadDailyLimit]: { status: 429, texts: said(CONNECT_TEXTS.threadLimit) },
  [ConnectionsErrorCode.ContactAcrossMessages]: {
    status: 400,
    texts: said(CONNECT_TEXTS.contactAcrossMessages),
  },
});
