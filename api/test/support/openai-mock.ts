import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';

/** What the mock does with the next request to /v1/chat/completions. */
export type MockBehaviour =
  | { kind: 'answer'; text: string; tokens?: number }
  | { kind: 'tool-call'; name: string; arguments: string; tokens?: number }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number; text: string; tokens?: number }
  | { kind: 'stall-mid-stream'; first: string }
  /** Accepts the request and never answers (a hung server), until `stop`. */
  | { kind: 'hang' };

export interface RecordedRequest {
  body: {
    model: string;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    tools?: { type: string; function: { name: string } }[];
    messages: {
      role: string;
      content: string | null;
      tool_call_id?: string;
      tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    }[];
  };
  authorization: string | undefined;
}

/** Tokens the mock reports as used when a behaviour does not say. */
const DEFAULT_TOKENS = 50;

/**
 * A small OpenAI-compatible server on 127.0.0.1: plain and streamed (SSE) completions, tool calls,
 * token usage, errors, slow answers, no answer at all.
 */
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
    if (behaviour.kind === 'hang') return;
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
    const tokens = 'tokens' in behaviour ? (behaviour.tokens ?? DEFAULT_TOKENS) : DEFAULT_TOKENS;
    const usage = { prompt_tokens: tokens - 10, completion_tokens: 10, total_tokens: tokens };
    const toolCall =
      behaviour.kind === 'tool-call'
        ? {
            id: `call_${this.requests.length}`,
            type: 'function',
            function: { name: behaviour.name, arguments: behaviour.arguments },
          }
        : null;
    const text =
      behaviour.kind === 'stall-mid-stream'
        ? behaviour.first
        : behaviour.kind === 'tool-call'
          ? ''
          : behaviour.text;
    const finish = toolCall ? 'tool_calls' : 'stop';
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-mock',
          object: 'chat.completion',
          created: 1763920000,
          model: body.model,
          choices: [
            {
              index: 0,
              message: toolCall
                ? { role: 'assistant', content: null, tool_calls: [toolCall] }
                : { role: 'assistant', content: text },
              finish_reason: finish,
            },
          ],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const event = (payload: Record<string, unknown>): string =>
      `data: ${JSON.stringify({ id: 'chatcmpl-mock', object: 'chat.completion.chunk', created: 1763920000, model: body.model, ...payload })}\n\n`;
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null): string =>
      event({ choices: [{ index: 0, delta, finish_reason: finishReason }] });
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const piece of text.match(/\S+\s*/g) ?? []) res.write(chunk({ content: piece }));
    if (behaviour.kind === 'stall-mid-stream') return; // never finishes: the guide's idle timeout must end it
    if (toolCall) {
      // As real servers do: the call's id and name first, its arguments in pieces.
      const half = Math.ceil(toolCall.function.arguments.length / 2);
      const pieces = [
        toolCall.function.arguments.slice(0, half),
        toolCall.function.arguments.slice(half),
      ];
      res.write(
        chunk({
          tool_calls: [
            {
              index: 0,
              id: toolCall.id,
              type: 'function',
              function: { name: toolCall.function.name, arguments: '' },
            },
          ],
        }),
      );
      for (const piece of pieces)
        res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
    }
    res.write(chunk({}, finish));
    if (body.stream_options?.include_usage) res.write(event({ choices: [], usage }));
    res.end('data: [DONE]\n\n');
  }
}

/** The API's model settings pointed at a mock: the defaults, a local key, and the test's own limits. */
export function mockModelConfig(
  baseUrl: string,
  overrides: Partial<AppConfig['openai']> = {},
): AppConfig['openai'] {
  return {
    ...loadConfig({}).openai,
    apiKey: 'sk-local-test',
    baseUrl,
    model: 'mock-model',
    ...overrides,
  };
}
