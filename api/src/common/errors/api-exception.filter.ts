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
import { requestLanguage } from '../http/request-language.js';
import { DomainError } from './domain-error.js';

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

/** The one error shape for the whole API: `{statusCode, error, message}`, and `code` when coded. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const apiError = this.toApiError(exception, request);
    const path = (request.originalUrl ?? '').split('?')[0] ?? '';
    const body = SUCCESS_ENVELOPE_PATHS.has(path)
      ? { ...apiError, error: apiError.message, success: false as const }
      : apiError;
    // A 503 the code answers on purpose (the guide busy, not ready) is a designed answer, not a fault:
    // a flood of 210 of them filled the error log (eighth hostile pass #8). Only a bug or a database
    // that is gone is logged as an error.
    if (
      body.statusCode === 503 &&
      (exception instanceof HttpException || exception instanceof DomainError)
    )
      this.logger.warn(`Answered 503: ${apiError.message}`);
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

  private toApiError(exception: unknown, request: Request): ApiError {
    if (exception instanceof DomainError) {
      const statusCode = exception.status;
      const message = exception.messageIn(requestLanguage(request));
      const { code } = exception;
      return { statusCode, error: REASONS[statusCode]!, message, ...(code ? { code } : {}) };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const error = REASONS[statusCode] ?? HttpStatus[statusCode] ?? 'Error';
      return { statusCode, error, message: messageOf(exception.getResponse(), exception.message) };
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        statusCode: 503,
        error: REASONS[503]!,
        message: 'The service is temporarily unavailable. Please try again shortly.',
      };
    }
    return {
      statusCode: 500,
      error: REASONS[500]!,
      message: 'Something went wrong on our side. Please try again.',
    };
  }
}
