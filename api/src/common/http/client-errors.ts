import { HttpException } from '@nestjs/common';
import type { Request } from 'express';
import { type IncomingMessage, type Server, STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '@ageless/contracts';
import { apiErrorOf } from '../errors/api-exception.filter.js';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';
import { requestLanguage } from './request-language.js';

/**
 * A whole HTTP response in the one error shape, built once per code. English: nothing of the request
 * could be read, its Accept-Language neither.
 */
function rawResponse(code: RequestErrorCode): Buffer {
  const error = apiErrorOf(new RequestError(code), 'en');
  const body = JSON.stringify(error);
  return Buffer.from(
    `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Our answers to Node's own error codes for what it refuses before the app sees a request. */
const RESPONSES: ReadonlyMap<string, Buffer> = new Map([
  ['HPE_HEADER_OVERFLOW', rawResponse(RequestErrorCode.HeadersTooLarge)],
  ['ERR_HTTP_REQUEST_TIMEOUT', rawResponse(RequestErrorCode.RequestTimeout)],
]);
// Anything else the parser cannot read (HPE_INVALID_METHOD, HPE_INVALID_CONSTANT, ...): 400 as Node
// answers it; oversized chunk extensions too, which Node alone would answer 413.
const MALFORMED = rawResponse(RequestErrorCode.RequestMalformed);

/** The response a socket is answering, which Node keeps on it while a request is in flight. */
type AnsweringSocket = Socket & { _httpMessage?: Pick<ServerResponse, 'headersSent'> | null };

/**
 * Answers what Node's HTTP parser refuses (a 20 KB header: 431; a garbled request line: 400; a head
 * that never ends: 408) in the API's one error shape with a code, where Node's own answer has an
 * empty body (fourteenth hostile pass #7). Node's rules for when to answer at all are kept: only on a
 * socket still writable whose in-flight response (on a kept-alive connection) has sent nothing, and
 * never after a reset; otherwise the socket is just closed. Costs a write of a prepared buffer.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: AnsweringSocket) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(RESPONSES.get(error.code ?? '') ?? MALFORMED, () => socket.destroy());
  });
}

// The headers of every answer written here, beside its status, type and length.
const PLAIN_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

function answer(res: ServerResponse, error: ApiError, close: boolean): void {
  const body = JSON.stringify(error);
  res.writeHead(error.statusCode, {
    ...PLAIN_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...(close ? { Connection: 'close' } : {}),
  });
  res.end(body);
}

/**
 * Fifteenth hostile pass #10: an HTTP/1.1 request without a Host header. Node refused it itself with
 * an empty 400 (its `requireHostHeader`, turned off where requests are dispatched); this answers it
 * with the same 400 in the one error shape, and closes the connection as Node did. True when answered.
 */
export function answeredWithoutHost(req: IncomingMessage, res: ServerResponse): boolean {
  const http11 =
    req.httpVersionMajor > 1 || (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1);
  if (!http11 || req.headers.host !== undefined) return false;
  answer(res, apiErrorOf(new RequestError(RequestErrorCode.RequestMalformed), 'en'), true);
  return true;
}

/** What Express passes an error it was handed with: its status, if a client's fault. */
const clientStatusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown; statusCode?: unknown } | null | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
};

/**
 * Fifteenth hostile pass #10: what Express passes on unanswered, as its `next`. A path outside
 * `/api` that no route or web file serves (no `WEB_ROOT`) had Express's HTML "Cannot GET /x"; an
 * error no filter saw, its HTML page. Both are answered in the one error shape, in the request's
 * language: 404 `route_not_found` as inside `/api`, a client's fault with its status, else 500.
 */
export function answerUnhandled(
  req: IncomingMessage,
  res: ServerResponse,
): (error?: unknown) => void {
  return (error?: unknown) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const lang = requestLanguage(req as Request);
    const status = clientStatusOf(error);
    const reason =
      error === undefined || error === null
        ? new RequestError(RequestErrorCode.RouteNotFound)
        : status !== undefined
          ? new HttpException(STATUS_CODES[status] ?? 'Request refused', status)
          : error;
    answer(res, apiErrorOf(reason, lang), false);
  };
}
