import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiError } from '@ageless/contracts';
import { QueryFailedError } from 'typeorm';
import { type RequestLanguage, requestLanguage } from '../http/request-language.js';
import { DomainError, type ErrorTexts } from './domain-error.js';
import { RequestError, RequestErrorCode } from './request-error.js';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (Array.isArray(message)) return message.map(String).join('; ');
    if (typeof message === 'string') return message;
  }
  return fallback;
}

// Spec §7/§8: the upload page shows the server's `error` text in its failure toast and reads `success`.
// Failures of these paths keep the one shape but carry the human message in `error` and `success: false`.
const SUCCESS_ENVELOPE_PATHS = new Set(['/api/upload']);

// The words for what goes wrong on the server's side, by the code sent with them.
const SERVER_TEXTS: Record<'service_unavailable' | 'unexpected_error', ErrorTexts> = {
  service_unavailable: {
    en: 'The service is temporarily unavailable. Please try again shortly.',
    de: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },
  unexpected_error: {
    en: 'Something went wrong on our side. Please try again.',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es noch einmal.',
  },
};

// Connection-level failures (database down or restarting) are the server being unavailable, not a bug.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const candidate = error instanceof QueryFailedError ? error.driverError : error;
  const code = (candidate as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const text = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect/i.test(text);
}

// A failed query carries its statement's parameters, which are people's texts: log what failed, not with what.
function loggable(exception: unknown): unknown {
  if (!(exception instanceof QueryFailedError)) return exception;
  const { code } = exception.driverError as { code?: unknown };
  return { type: exception.name, code, message: exception.message, stack: exception.stack };
}

/** How often at most designed 503s are logged while they go on. */
export const BUSY_LOG_MS = 10_000;

/**
 * Logs the first designed 503 of a busy spell at once, then at most one line per BUSY_LOG_MS saying
 * how many more there were: a flood of reads past the line wrote 5,169 warn lines in 30 s (thirteenth
 * hostile pass #6), which buries what an operator needs to see.
 */
class BusyLog {
  private more = 0;
  private last = '';
  private quiet: NodeJS.Timeout | undefined;

  constructor(private readonly logger: Logger) {}

  note(message: string): void {
    if (this.quiet) {
      this.more += 1;
      this.last = message;
      return;
    }
    this.logger.warn(`Answered 503: ${message}`);
    this.keepQuiet();
  }

  private keepQuiet(): void {
    this.quiet = setTimeout(() => {
      this.quiet = undefined;
      if (this.more === 0) return;
      this.logger.warn(
        `Answered 503 ${this.more} more time(s) in the last ${BUSY_LOG_MS / 1000} s, last: ${this.last}`,
      );
      this.more = 0;
      this.keepQuiet();
    }, BUSY_LOG_MS);
    // A spell still being counted never keeps the process from ending.
    this.quiet.unref();
  }
}

/** The one error shape for the whole API: `{statusCode, error, message}`, and `code` when coded. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');
  private readonly busyLog = new BusyLog(this.logger);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const apiError = apiErrorOf(exception, requestLanguage(request));
    const path = (request.originalUrl ?? '').split('?')[0] ?? '';
    const body = SUCCESS_ENVELOPE_PATHS.has(path)
      ? { ...apiError, error: apiError.message, success: false as const }
      : apiError;
    // A 503 the code answers on purpose (the guide busy, not ready) is a designed answer, not a fault:
    // a flood of 210 of them filled the error log (eighth hostile pass #8); they are warned of in
    // spells. Only a bug or a database that is gone is logged as an error.
    if (
      body.statusCode === 503 &&
      (exception instanceof HttpException || exception instanceof DomainError)
    )
      this.busyLog.note(apiError.message);
    else if (body.statusCode >= 500) {
      this.logger.error(
        { err: loggable(exception) },
        body.statusCode === 503 ? 'Dependency unavailable' : 'Unhandled error',
      );
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    else if (body.statusCode === 503) response.setHeader('Retry-After', '5');
    response.status(body.statusCode).json(body);
  }
}

/**
 * What the API answers for `exception` in `lang`, always with a `code`: a refusal's own, Nest's for a
 * path no controller serves, or the filter's for what no module decided (`FILTER_ERROR_CODES`). Used
 * by the filter and by a stream that fails after its first byte (the chat's `error` event).
 */
export function apiErrorOf(exception: unknown, lang: RequestLanguage): ApiError {
  if (exception instanceof DomainError) {
    const statusCode = exception.status;
    return {
      statusCode,
      error: REASONS[statusCode]!,
      message: exception.messageIn(lang),
      code: exception.code,
    };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    // Nest's own answer for a path no controller serves.
    if (statusCode === 404)
      return apiErrorOf(new RequestError(RequestErrorCode.RouteNotFound), lang);
    const error = REASONS[statusCode] ?? HttpStatus[statusCode] ?? 'Error';
    const message = messageOf(exception.getResponse(), exception.message);
    return { statusCode, error, message, code: 'request_refused' };
  }
  const [statusCode, code] = isDatabaseUnavailable(exception)
    ? ([503, 'service_unavailable'] as const)
    : ([500, 'unexpected_error'] as const);
  return { statusCode, error: REASONS[statusCode]!, message: SERVER_TEXTS[code][lang], code };
}
