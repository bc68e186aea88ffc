/**
 * A refusal a domain service decides (not found, not yours, over a limit), with the HTTP status it
 * means and a message already in the asker's language. Services throw these; the one filter that
 * writes errors (ApiExceptionFilter, global) turns them into the API's error shape, so no
 * controller can forget to and answer a refusal with a 500.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422 | 429,
    message: string,
  ) {
    super(message);
  }
}
