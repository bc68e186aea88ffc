import { domainErrorOf, type ErrorParams } from './domain-error.js';

/**
 * Why the API refuses a request before any module decides anything: its body, its parameters, its
 * language, its host or origin, the admin token, the rate limits. Stable codes the front ends may
 * test (issue 28), listed in @ageless/contracts as REQUEST_ERROR_CODES.
 */
export enum RequestErrorCode {
  /** A field breaks its DTO's rules; the message names each field and rule. */
  ValidationFailed = 'validation_failed',
  /** The body is not a JSON object, or holds what no DTO can see (a NUL, "__proto__", deep nesting). */
  InvalidBody = 'invalid_body',
  InvalidJson = 'invalid_json',
  BodyTooDeep = 'body_too_deep',
  BodyUnreadable = 'body_unreadable',
  BodyTooLarge = 'body_too_large',
  BodyTimeout = 'body_timeout',
  ContentTypeNotJson = 'content_type_not_json',
  BodyCompressed = 'body_compressed',
  BodyNotUtf8 = 'body_not_utf8',
  /** A path parameter that must be a UUID is not one. */
  InvalidId = 'invalid_id',
  /** `?lang=` is present and neither en nor de. */
  InvalidLanguage = 'invalid_language',
  AdminTokenMissing = 'admin_token_missing',
  AdminTokenWrong = 'admin_token_wrong',
  /** Without ADMIN_TOKEN, staff actions come from the computer the API runs on only. */
  AdminLocalOnly = 'admin_local_only',
  AdminBlocked = 'admin_blocked',
  RateLimited = 'rate_limited',
  /** The line for expensive reads (matches) is full. */
  ServerBusy = 'server_busy',
  HostNotServed = 'host_not_served',
  CrossSiteRefused = 'cross_site_refused',
  /** No controller serves this path. */
  RouteNotFound = 'route_not_found',
  /** Node's HTTP parser refused the request head (more than its 16 KB of headers). */
  HeadersTooLarge = 'headers_too_large',
  /** Not an HTTP request Node can read (a garbled request line, a TLS hello on plain HTTP). */
  RequestMalformed = 'request_malformed',
  /** The head or the whole request did not arrive within HTTP_HEADERS_TIMEOUT_MS or HTTP_REQUEST_TIMEOUT_MS. */
  RequestTimeout = 'request_timeout',
}

const text = (params: ErrorParams, name: string): string => String(params[name] ?? '');

// The field rules' sentences (class-validator's and the DTOs' own) exist in English only and name
// the fields as the API spells them; they are sent as written in both languages.
const asWritten = (params: ErrorParams) => ({
  en: text(params, 'message'),
  de: text(params, 'message'),
});

export const RequestError = domainErrorOf<RequestErrorCode>({
  [RequestErrorCode.ValidationFailed]: { status: 400, texts: asWritten },
  [RequestErrorCode.InvalidBody]: { status: 400, texts: asWritten },
  [RequestErrorCode.InvalidJson]: {
    status: 400,
    texts: () => ({
      en: 'Request body is not valid JSON',
      de: 'Der Inhalt der Anfrage ist kein gültiges JSON',
    }),
  },
  [RequestErrorCode.BodyTooDeep]: {
    status: 400,
    texts: (p) => ({
      en: `Request body is nested too deeply (more than ${text(p, 'maxDepth')} levels of arrays and objects)`,
      de: `Der Inhalt der Anfrage ist zu tief verschachtelt (mehr als ${text(p, 'maxDepth')} Ebenen von Listen und Objekten)`,
    }),
  },
  [RequestErrorCode.BodyUnreadable]: {
    status: 400,
    texts: () => ({
      en: 'Request body could not be read',
      de: 'Der Inhalt der Anfrage konnte nicht gelesen werden',
    }),
  },
  [RequestErrorCode.BodyTooLarge]: {
    status: 413,
    texts: (p) => ({
      en: `Request body is larger than the limit of ${text(p, 'limit')} bytes`,
      de: `Der Inhalt der Anfrage ist größer als die Grenze von ${text(p, 'limit')} Bytes`,
    }),
  },
  [RequestErrorCode.BodyTimeout]: {
    status: 408,
    texts: (p) => ({
      en: `Request body did not arrive within ${text(p, 'seconds')} seconds`,
      de: `Der Inhalt der Anfrage ist nicht innerhalb von ${text(p, 'seconds')} Sekunden angekommen`,
    }),
  },
  [RequestErrorCode.ContentTypeNotJson]: {
    status: 415,
    texts: () => ({
      en: 'Content-Type must be application/json',
      de: 'Content-Type muss application/json sein',
    }),
  },
  [RequestErrorCode.BodyCompressed]: {
    status: 415,
    texts: () => ({
      en: 'Request bodies must not be compressed: send them without Content-Encoding',
      de: 'Der Inhalt einer Anfrage darf nicht komprimiert sein: Senden Sie ihn ohne Content-Encoding',
    }),
  },
  [RequestErrorCode.BodyNotUtf8]: {
    status: 415,
    texts: () => ({
      en: 'Request body must be UTF-8 encoded JSON',
      de: 'Der Inhalt der Anfrage muss UTF-8-kodiertes JSON sein',
    }),
  },
  [RequestErrorCode.InvalidId]: {
    status: 400,
    texts: (p) => ({
      en: `${text(p, 'name')} must be a UUID`,
      de: `${text(p, 'name')} muss eine UUID sein`,
    }),
  },
  [RequestErrorCode.InvalidLanguage]: {
    status: 400,
    texts: () => ({ en: 'lang must be one of en, de', de: 'lang muss en oder de sein' }),
  },
  [RequestErrorCode.AdminTokenMissing]: {
    status: 401,
    texts: () => ({
      en: 'This action needs the admin token: send Authorization: Bearer <token>.',
      de: 'Diese Aktion braucht das Admin-Token: Senden Sie Authorization: Bearer <Token>.',
    }),
  },
  [RequestErrorCode.AdminTokenWrong]: {
    status: 403,
    texts: () => ({
      en: 'The admin token is not correct.',
      de: 'Das Admin-Token ist nicht korrekt.',
    }),
  },
  [RequestErrorCode.AdminLocalOnly]: {
    status: 403,
    texts: () => ({
      en: 'Without ADMIN_TOKEN set, documents can only be uploaded or deleted from the computer the API runs on.',
      de: 'Ohne ADMIN_TOKEN können Dokumente nur auf dem Rechner hochgeladen oder gelöscht werden, auf dem die API läuft.',
    }),
  },
  [RequestErrorCode.AdminBlocked]: {
    status: 429,
    texts: (p) => ({
      en: `Too many wrong admin tokens from this address. Please try again in ${text(p, 'seconds')} seconds.`,
      de: `Zu viele falsche Admin-Tokens von dieser Adresse. Bitte versuchen Sie es in ${text(p, 'seconds')} Sekunden erneut.`,
    }),
  },
  [RequestErrorCode.RateLimited]: {
    status: 429,
    texts: (p) => ({
      en: `Too many requests. Please try again in ${text(p, 'seconds')} seconds.`,
      de: `Zu viele Anfragen. Bitte versuchen Sie es in ${text(p, 'seconds')} Sekunden noch einmal.`,
    }),
  },
  [RequestErrorCode.ServerBusy]: {
    status: 503,
    texts: () => ({
      en: 'Many people are looking at their matches right now. Please try again in a few seconds.',
      de: 'Gerade sehen sich viele Menschen ihre Vorschläge an. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
    }),
  },
  [RequestErrorCode.HostNotServed]: {
    status: 421,
    texts: (p) => ({
      en: `This server does not answer for the host name "${text(p, 'host')}".`,
      de: `Dieser Server antwortet nicht für den Hostnamen "${text(p, 'host')}".`,
    }),
  },
  [RequestErrorCode.RouteNotFound]: {
    status: 404,
    texts: () => ({
      en: 'There is nothing at this address of the API.',
      de: 'Unter dieser Adresse der API gibt es nichts.',
    }),
  },
  [RequestErrorCode.HeadersTooLarge]: {
    status: 431,
    texts: () => ({
      en: 'The request headers are too large.',
      de: 'Die Kopfzeilen der Anfrage sind zu groß.',
    }),
  },
  [RequestErrorCode.RequestMalformed]: {
    status: 400,
    texts: () => ({
      en: 'This is not an HTTP request the server can read.',
      de: 'Das ist keine HTTP-Anfrage, die der Server lesen kann.',
    }),
  },
  [RequestErrorCode.RequestTimeout]: {
    status: 408,
    texts: () => ({
      en: 'The request did not arrive in time.',
      de: 'Die Anfrage ist nicht rechtzeitig angekommen.',
    }),
  },
  [RequestErrorCode.CrossSiteRefused]: {
    status: 403,
    texts: () => ({
      en: 'Requests from other sites are not accepted here.',
      de: 'Anfragen von anderen Websites werden hier nicht angenommen.',
    }),
  },
});
