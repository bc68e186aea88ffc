import type { IncomingMessage } from 'node:http';
import type { Response } from 'superagent';

/** One Server-Sent Event as read back by a test. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/** Parses a complete text/event-stream body. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split(/\n\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      return { event, data: JSON.parse(data.join('\n')) as unknown };
    });
}

/**
 * A supertest body parser that keeps a streamed response as its whole text, for `parseSse`:
 * `.buffer(true).parse(sseText)`.
 */
export function sseText(
  res: Response,
  callback: (error: Error | null, body: string) => void,
): void {
  // superagent types the response as its own Response; on Node it is the message stream itself.
  const stream = res as unknown as IncomingMessage;
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  stream.on('end', () => callback(null, text));
}
