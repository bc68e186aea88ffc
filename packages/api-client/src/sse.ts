// A Server-Sent Events parser for fetch streams (EventSource cannot POST). Follows the
// WHATWG event-stream rules that matter here: CR, LF or CRLF line ends, `:` comments, multi-line
// `data`, one optional space after the colon, dispatch on a blank line.

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feed decoded text; chunks may split lines (or a CRLF) anywhere. */
  push(chunk: string): void;
  /** The stream ended: an event without its closing blank line is discarded, as the spec says. */
  end(): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let id: string | undefined;
  // A chunk that ended with CR may be followed by the LF of the same CRLF.
  let skipLeadingLf = false;

  function dispatch() {
    if (dataLines.length > 0) {
      onEvent({ event: eventName || 'message', data: dataLines.join('\n'), ...(id ? { id } : {}) });
    }
    eventName = '';
    dataLines = [];
  }

  function processLine(line: string) {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry` and unknown fields are ignored: the client does not reconnect by itself.
  }

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      const lineEnd = /\r\n|\r|\n/g;
      let start = 0;
      let match: RegExpExecArray | null;
      while ((match = lineEnd.exec(buffer)) !== null) {
        // A lone CR at the very end may be half of a CRLF: wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) {
          processLine(buffer.slice(start, match.index));
          start = buffer.length;
          skipLeadingLf = true;
          break;
        }
        processLine(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      eventName = '';
      dataLines = [];
    },
  };
}

/** Reads a fetch body to its end, handing each event to `onEvent`. */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const parser = createSseParser(onEvent);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // stream: true keeps a multi-byte character split across chunks intact.
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
