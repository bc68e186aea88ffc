/** The one error shape every API error answers with. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  /**
   * Stable whatever the language (issue 28): what a front end tests, never the message. Each module
   * has its own codes; those of refusals made before any module decides are REQUEST_ERROR_CODES, and
   * what no module decided has one of FILTER_ERROR_CODES.
   */
  code: string;
}

/**
 * Codes of the refusals the API makes before any module decides: the body, the path's parameters,
 * `?lang=`, the host and origin, the admin token, the rate limits (api/src/common/errors/request-error.ts).
 */
export const REQUEST_ERROR_CODES = [
  'validation_failed',
  'invalid_body',
  'invalid_json',
  'body_too_deep',
  'body_unreadable',
  'body_too_large',
  'body_timeout',
  'content_type_not_json',
  'body_compressed',
  'body_not_utf8',
  'invalid_id',
  'invalid_language',
  'admin_token_missing',
  'admin_token_wrong',
  'admin_local_only',
  'admin_blocked',
  'rate_limited',
  'server_busy',
  'host_not_served',
  'cross_site_refused',
  'route_not_found',
  /** Answered by the HTTP server itself before the app sees the request (431, 400, 408). */
  'headers_too_large',
  'request_malformed',
  'request_timeout',
] as const;
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

/**
 * Codes the API's one error filter gives to answers no module coded: another refusal of the web
 * framework (`request_refused`), the database unreachable (`service_unavailable`, 503), a bug
 * (`unexpected_error`, 500). Every error response carries a code.
 */
export const FILTER_ERROR_CODES = [
  'request_refused',
  'service_unavailable',
  'unexpected_error',
] as const;
export type FilterErrorCode = (typeof FILTER_ERROR_CODES)[number];

/**
 * Codes of the connections module's refusals: introductions, their threads, reports and blocks
 * (api/src/connections/connections-error.ts; twelfth hostile pass #6).
 */
export const CONNECTIONS_ERROR_CODES = [
  'connections_profile_not_found',
  'connections_profile_not_owned',
  'connections_blueprint_key_invalid',
  'connections_blueprint_page_invalid',
  'introduction_person_gone',
  'introduction_already_asked',
  'message_empty',
  'introduction_daily_limit',
  'introduction_site_daily_limit',
  'introduction_many_waiting',
  'introduction_site_waiting',
  'introduction_new_askers_waiting',
  'introduction_not_found',
  'introduction_not_yours',
  'introduction_not_pending',
  'introduction_not_accepted',
  'contact_already_shared',
  'contact_phone_invalid',
  'contact_phone_premium',
  'contact_email_invalid',
  'contact_email_product_name',
  'report_only_received',
  'report_already_sent',
  'report_daily_limit',
  'report_not_found',
  'thread_not_found',
  'thread_not_open',
  'thread_daily_limit',
  'thread_contact_across_messages',
  /** Reads of a profile's introductions, threads and unread counts (per profile and browser). */
  'connection_read_ceiling',
] as const;
export type ConnectionsErrorCode = (typeof CONNECTIONS_ERROR_CODES)[number];

/**
 * Codes of the profiles module's refusals (api/src/profiles/profiles-error.ts), with the ceilings on
 * new profiles per network and on edits per profile and browser (api/src/common/rate-limit).
 */
export const PROFILES_ERROR_CODES = [
  'profile_not_found',
  'profile_not_owner',
  'profile_return_key_invalid',
  'profile_confirm_link_malformed',
  'profile_confirm_link_invalid',
  'profile_no_notify_email',
  'profile_email_already_confirmed',
  'profile_about_claims_staff',
  'profile_about_asks',
  'profile_about_arranged',
  'profile_card_copied',
  'profile_network_ceiling',
  'profile_edit_ceiling',
  'profile_browser_ceiling',
  'profile_creation_busy',
] as const;
export type ProfilesErrorCode = (typeof PROFILES_ERROR_CODES)[number];

/**
 * Codes of the matching module's refusals (api/src/matching/matching-error.ts), with the ceiling on
 * reads of matches, blueprint pages and "My Matches" per profile and browser (twelfth hostile pass #2).
 */
export const MATCHING_ERROR_CODES = ['blueprint_not_found', 'match_read_ceiling'] as const;
export type MatchingErrorCode = (typeof MATCHING_ERROR_CODES)[number];

export interface HealthResponse {
  status: 'ok' | 'unavailable';
  database?: 'up' | 'down';
}
