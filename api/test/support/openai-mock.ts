import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the mock does with the next request to /v1/chat/completions. */
export type MockBehaviour =
  | { kind: 'answer'; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number; text: string }
  | { kind: 'stall-mid-stream'; first: string };

export interface RecordedRequest {
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
  };
  authorization: string | undefined;
}

/** A small OpenAI-compatible server on 127.0.0.1: plain and streamed (SSE) completions, errors, slow answers. */
export class OpenAiMock {
  readonly requests: RecordedRequest[] = [];
  private queue: MockBehaviour[] = [];
  private fallback: MockBehaviour = { kind: 'answer', text: 'Mock answer.' };
  private server: Server | undefined;
  private readonly open = new Set<ServerResponse>();

  /** Behaviours for the next requests, in order; afterwards `then` applies. */
  script(
    behaviours: MockBehaviour[],
    then: MockBehaviour = { kind: 'answer', text: 'Mock answer.' },
  ): void {
    this.queue = [...behaviours];
    this.fallback = then;
    this.requests.length = 0;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as RecordedRequest['body'];
    this.requests.push({ body, authorization: req.headers.authorization });
    const behaviour = this.queue.shift() ?? this.fallback;
    this.open.add(res);
    res.on('close', () => this.open.delete(res));
    if (behaviour.kind === 'status') {
      // retry-after-ms keeps the SDK's backoff short in tests.
      res.writeHead(behaviour.status, {
        'content-type': 'application/json',
        'retry-after-ms': '10',
      });
      res.end(JSON.stringify({ error: { message: `mock ${behaviour.status}`, type: 'mock' } }));
      return;
    }
    if (behaviour.kind === 'slow')
      await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (res.destroyed) return;
    const text = behaviour.kind === 'stall-mid-stream' ? behaviour.first : behaviour.text;
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-mock',
          object: 'chat.completion',
          created: 1763920000,
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
          ],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, unknown>, finish: string | null = null): string =>
      `data: ${JSON.stringify({ id: 'chatcmpl-mock', object: 'chat.completion.chunk', created: 1763920000, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const piece of text.match(/\S+\s*/g) ?? []) res.write(chunk({ content: piece }));
    if (behaviour.kind === 'stall-mid-stream') return; // never finishes: the guide's idle timeout must end it
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }
}
