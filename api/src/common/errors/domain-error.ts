import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { ApiExceptionFilter } from './api-exception.filter.js';

/**
 * A refusal a domain service decides (not found, not yours, over a limit), with the HTTP status it
 * means and a message already in the asker's language. Services throw these; DomainErrorFilter
 * turns them into the API's one error shape.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422 | 429,
    message: string,
  ) {
    super(message);
  }
}

/** Maps a DomainError to its HTTP status and hands it to the one filter that writes errors. */
@Catch(DomainError)
export class DomainErrorFilter implements ExceptionFilter {
  private readonly errors = new ApiExceptionFilter();

  catch(exception: DomainError, host: ArgumentsHost): void {
    this.errors.catch(new HttpException(exception.message, exception.status), host);
  }
}
