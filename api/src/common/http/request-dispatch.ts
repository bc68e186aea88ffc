import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { answeredWithoutHost, answerUnhandled } from './client-errors.js';

// Express's app takes a third argument: what to do with a request it did not answer.
type RequestListener = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

const LIVENESS = /^\/healthz(?:\?|$)/;
const ALIVE = JSON.stringify({ status: 'ok' });
/**
 * Requests handed to Express per turn of the event loop. Each costs a millisecond or more before its
 * first wait (request logger, security headers, CORS, routing), so a turn stays near 10 ms however
 * many heads arrived at once.
 */
export const REQUESTS_PER_TURN = 8;

/**
 * Sits between Node's HTTP server and Express (eighth hostile pass #7 and #8; what Express leaves
 * unanswered and a request without a Host header: client-errors.ts). Node emits every
 * request whose head has arrived in one go: 1,000 trickled chat bodies or 300 chats at once ran
 * 1,000 or 300 Express pipelines back to back in one turn of the event loop, and a health probe that
 * arrived meanwhile waited for all of them, seconds on a busy machine. Here:
 * - the liveness probe (`GET /healthz`) is answered at once, on the server: nothing in Express's chain
 *   changes that answer (the process is alive), and probes address the pod directly, so the Host
 *   check does not apply; the Nest route documents it and takes every other form of the path;
 * - every other request waits its turn in arrival order and is handed to Express a few per turn of
 *   the loop, so the loop reads the network (and answers probes) between them; one whose client has
 *   gone meanwhile is dropped unhandled. The server does the same work as before, in the same order.
 */
export function dispatchRequests(server: Server, perTurn = REQUESTS_PER_TURN): void {
  // A request without a Host header is answered here in the one error shape (`answeredWithoutHost`),
  // not with Node's empty 400.
  (server as Server & { requireHostHeader: boolean }).requireHostHeader = false;
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const waiting: [IncomingMessage, ServerResponse][] = [];
  let scheduled = false;
  const drain = (): void => {
    for (let handed = 0; handed < perTurn;) {
      const next = waiting.shift();
      if (!next) break;
      const [req, res] = next;
      if (req.socket.destroyed) continue;
      for (const handler of handlers) handler.call(server, req, res, answerUnhandled(req, res));
      handed += 1;
    }
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(drain);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (answeredWithoutHost(req, res)) return;
    if ((req.method === 'GET' || req.method === 'HEAD') && LIVENESS.test(req.url ?? '')) {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(ALIVE),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(ALIVE);
      return;
    }
    waiting.push([req, res]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(drain);
    }
  });
}
