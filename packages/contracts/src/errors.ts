/** The one error shape every API error answers with. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  /**
   * Stable whatever the language (issue 28): what a front end tests, never the message. Each module
   * has its own codes; those of refusals made before any module decides are REQUEST_ERROR_CODES.
   */
  code?: string;
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
] as const;
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

export interface HealthResponse {
  status: 'ok' | 'unavailable';
  database?: 'up' | 'down';
}
