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
