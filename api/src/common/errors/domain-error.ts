/**
 * The statuses a refusal may mean: the request's fault or a limit, never the server's (401, 408 and
 * 421 are the request-level refusals of common/errors/request-error.ts).
 */
export type DomainStatus =
  400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 421 | 422 | 429 | 431 | 503;

/** A refusal's words, in both languages the API speaks. */
export interface ErrorTexts {
  readonly en: string;
  readonly de: string;
}

/** What a refusal's words are filled with: names, limits, counts. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** A module's codes with the status each means and its words (issue 28: one error model). */
export type ErrorCatalog<Code extends string> = Readonly<
  Record<
    Code,
    { readonly status: DomainStatus; readonly texts: (params: ErrorParams) => ErrorTexts }
  >
>;

/**
 * A refusal a domain service decides (not found, not yours, over a limit), with the HTTP status it
 * means. Services throw these; the one filter that writes errors (ApiExceptionFilter, global) turns
 * them into the API's error shape, so no controller can forget to and answer a refusal with a 500.
 * It (`new DomainError(status, code, texts)`, usually through a module's own subclass with its code
 * enum) carries a stable `code` for front ends and its words in EN and DE, of which the filter sends
 * the request's language.
 */
export class DomainError extends Error {
  /** A language the words are sent in whatever the request asks for (`inLanguage`). */
  #pinned: 'en' | 'de' | undefined;
  /** Seconds after which asking again can succeed, sent as Retry-After (`retryAfter`). */
  retryAfterSeconds: number | undefined;

  constructor(
    readonly status: DomainStatus,
    readonly code: string,
    readonly texts: ErrorTexts,
  ) {
    super(texts.en);
  }

  /**
   * Sends the words in `language` whatever the request's language is: for a refusal about something
   * written in a language of its own (a chat turn is answered in the language its message is in).
   */
  inLanguage(language: 'en' | 'de'): this {
    this.#pinned = language;
    return this;
  }

  /** Tells the client when to ask again (a limit's window ends): sent as Retry-After. */
  retryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }

  /** The refusal in the asker's language, or the one it is pinned to. */
  messageIn(language: 'en' | 'de'): string {
    return this.texts[this.#pinned ?? language];
  }
}

/**
 * A module's error class from its catalogue: `new TagsError(TagsErrorCode.TagNotFound)`. One line per
 * module instead of a copied class body.
 */
export function domainErrorOf<Code extends string>(catalog: ErrorCatalog<Code>) {
  return class extends DomainError {
    constructor(
      override readonly code: Code,
      params: ErrorParams = {},
    ) {
      super(catalog[code].status, code, catalog[code].texts(params));
    }
  };
}
