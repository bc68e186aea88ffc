import { type Server, STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { apiErrorOf } from '../errors/api-exception.filter.js';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';

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
