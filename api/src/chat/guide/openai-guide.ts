import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { Guide, GuideAnswer, GuideChunk, GuideRequest } from './guide.js';
import { OfflineGuide } from './offline-guide.js';
import { promptMessages } from './prompt.js';

const MAX_ANSWER_TOKENS = 600;

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIError)
    return `${error.constructor.name} ${error.status ?? ''} ${error.message}`.trim();
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Any OpenAI-compatible server through the official SDK. The SDK retries 408/409/429/5xx and
 * connection failures with exponential backoff (honouring Retry-After); our timeout covers each try
 * and, when streaming, each silence between chunks. When it still fails the offline guide answers and
 * the failure is logged.
 */
@Injectable()
export class OpenAiGuide implements Guide {
  private readonly logger = new Logger('OpenAiGuide');
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly timeoutMs: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly offline: OfflineGuide,
  ) {
    this.model = config.openai.model;
    this.timeoutMs = config.openai.timeoutMs;
    this.client = new OpenAI({
      // Local servers (llama.cpp, vLLM, Ollama) often need no key; the SDK insists on a value.
      apiKey: config.openai.apiKey ?? 'not-needed',
      baseURL: config.openai.baseUrl,
      timeout: config.openai.timeoutMs,
      maxRetries: config.openai.maxRetries,
    });
  }

  async answer(request: GuideRequest): Promise<GuideAnswer> {
    try {
      const completion = await this.client.chat.completions.create({
        model: this.model,
        messages: promptMessages(request),
        max_tokens: MAX_ANSWER_TOKENS,
        temperature: 0.3,
      });
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('the server answered without any text');
      return { text, answeredBy: 'openai' };
    } catch (error) {
      this.logger.warn(
        `OpenAI-compatible server failed, the offline guide answers: ${describe(error)}`,
      );
      return this.offline.answer(request);
    }
  }

  async *stream(request: GuideRequest): AsyncGenerator<GuideChunk, GuideAnswer> {
    let sent = '';
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(
        () => abort.abort(new Error(`no data for ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    };
    try {
      arm();
      const stream = await this.client.chat.completions.create(
        {
          model: this.model,
          messages: promptMessages(request),
          max_tokens: MAX_ANSWER_TOKENS,
          temperature: 0.3,
          stream: true,
        },
        { signal: abort.signal },
      );
      for await (const chunk of stream) {
        arm();
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) {
          sent += piece;
          yield { type: 'token', text: piece };
        }
      }
      // An aborted stream may simply end: a cut-off answer must not pass for a whole one.
      if (abort.signal.aborted) throw abort.signal.reason;
      if (!sent.trim()) throw new Error('the server streamed no text');
      return { text: sent.trim(), answeredBy: 'openai' };
    } catch (error) {
      this.logger.warn(
        `OpenAI-compatible stream failed${sent ? ' mid-answer' : ''}, the offline guide answers: ${describe(abort.signal.reason ?? error)}`,
      );
      if (sent) yield { type: 'reset' };
      return yield* this.offline.stream(request);
    } finally {
      clearTimeout(timer);
    }
  }
}
