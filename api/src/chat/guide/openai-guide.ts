import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionToolMessageParam,
} from 'openai/resources/chat/completions';
import type { Language } from '@ageless/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  PENSION_TOOLS,
  PENSION_TOPIC,
  type PensionAnswer,
  PensionService,
} from '../../pension/index.js';
import { AnswerLinkFilter, citedUrls } from './answer-links.js';
import type { Guide, GuideAnswer, GuideChunk, GuideRequest, LlmLimit } from './guide.js';
import { OfflineGuide, passageSources } from './offline-guide.js';
import { type GuidePlan, GuidePlanner, type PlanSource } from './planner.js';
import { promptMessages } from './prompt.js';

// Plans the model does not write: safety routes, computed answers and questions back are the same
// words on both paths, so they never depend on a model following instructions.
const FIXED: ReadonlySet<GuidePlan['kind']> = new Set(['safety', 'situation', 'ask', 'calculator']);

export const MAX_ANSWER_TOKENS = 600;
/** Rounds in which the model may call a calculator before it must answer in words. */
export const MAX_TOOL_ROUNDS = 2;

const TOKEN_CAP_NOTE: Record<LlmLimit, Record<Language, string>> = {
  conversation: {
    en: 'This conversation has used its share of the AI guide, so this answer comes from our knowledge base. Start a new conversation to ask the AI guide again.',
    de: 'Dieses Gespräch hat sein Kontingent beim KI-Guide aufgebraucht, daher kommt diese Antwort aus unserer Wissensdatenbank. Beginnen Sie ein neues Gespräch, um den KI-Guide wieder zu fragen.',
  },
  day: {
    en: 'You have used today’s share of the AI guide, so this answer comes from our knowledge base. The AI guide is there for you again tomorrow.',
    de: 'Sie haben Ihr heutiges Kontingent beim KI-Guide aufgebraucht, daher kommt diese Antwort aus unserer Wissensdatenbank. Morgen ist der KI-Guide wieder für Sie da.',
  },
};

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIError)
    return `${error.constructor.name} ${error.status ?? ''} ${error.message}`.trim();
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function functionCalls(
  calls: ChatCompletionMessageToolCall[] | undefined,
): ChatCompletionMessageFunctionToolCall[] {
  return (calls ?? []).filter(
    (call): call is ChatCompletionMessageFunctionToolCall => call.type === 'function',
  );
}

/** The calculator calls of one answer: runs them and remembers the last result to cite. */
class CalculatorCalls {
  private last: PensionAnswer | undefined;

  constructor(
    private readonly pension: PensionService,
    private readonly language: Language,
    private readonly logger: Logger,
  ) {}

  async run(
    calls: ChatCompletionMessageFunctionToolCall[],
  ): Promise<ChatCompletionToolMessageParam[]> {
    const results: ChatCompletionToolMessageParam[] = [];
    for (const call of calls) {
      const result = await this.pension.runTool(
        call.function.name,
        call.function.arguments,
        this.language,
      );
      // The arguments are someone's finances: the log says only which tool ran and whether it refused.
      this.logger.log(
        `Calculator tool ${call.function.name} ${result.ok ? 'answered' : 'refused'}`,
      );
      if (result.answer) this.last = result.answer;
      results.push({ role: 'tool', tool_call_id: call.id, content: result.content });
    }
    return results;
  }

  /** The answer's sources, topic and system: the calculator's when it ran, else the plan's. */
  cite(plan: GuidePlan, language: Language): Pick<GuideAnswer, 'sources' | 'topic' | 'system'> {
    if (this.last)
      return {
        sources: this.last.sources.map(({ title, url }) => ({ title, url })),
        topic: PENSION_TOPIC[this.last.kind],
        system: this.last.kind === 'us' ? 'US' : 'DE',
      };
    const sources: PlanSource[] =
      plan.kind === 'passages' ? passageSources(plan.passages, language) : plan.sources;
    return { sources, topic: plan.topic, system: plan.system };
  }
}

/**
 * Any OpenAI-compatible server through the official SDK. The SDK retries 408/409/429/5xx and
 * connection failures with exponential backoff (honouring Retry-After); our timeout covers each try
 * and, when streaming, each silence between chunks. When it still fails the offline guide answers and
 * the failure is logged. The pension calculators are offered as tools, so the model does the talking
 * and the calculator the arithmetic. Each conversation may spend a capped number of tokens.
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
    private readonly planner: GuidePlanner,
    private readonly pension: PensionService,
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
    const plan = await this.planner.plan(request);
    if (FIXED.has(plan.kind)) return this.offline.render(plan, request.language);
    if (request.llmTokensLeft <= 0) {
      const answer = this.offline.render(plan, request.language);
      return {
        ...answer,
        text: `${TOKEN_CAP_NOTE[request.llmLimit ?? 'conversation'][request.language]}\n\n${answer.text}`,
      };
    }
    const calculator = new CalculatorCalls(this.pension, request.language, this.logger);
    const messages: ChatCompletionMessageParam[] = promptMessages(request, plan);
    let tokens = 0;
    try {
      for (let round = 0; ; round += 1) {
        const completion = await this.client.chat.completions.create({
          model: this.model,
          messages,
          max_tokens: MAX_ANSWER_TOKENS,
          temperature: 0.3,
          ...(round < MAX_TOOL_ROUNDS ? { tools: PENSION_TOOLS } : {}),
        });
        tokens += completion.usage?.total_tokens ?? 0;
        const message = completion.choices[0]?.message;
        const calls = functionCalls(message?.tool_calls);
        if (calls.length > 0 && round < MAX_TOOL_ROUNDS) {
          messages.push(
            { role: 'assistant', content: message?.content ?? null, tool_calls: calls },
            ...(await calculator.run(calls)),
          );
          continue;
        }
        const cited = calculator.cite(plan, request.language);
        // Links only to the sources cited beside the answer; every other address is text.
        const text = AnswerLinkFilter.apply(message?.content ?? '', cited.sources).trim();
        if (!text) throw new Error('the server answered without any text');
        return {
          text: plan.opening ? `${plan.opening} ${text}` : text,
          answeredBy: 'openai',
          llmTokens: tokens,
          context: plan.context,
          ...cited,
        };
      }
    } catch (error) {
      this.logger.warn(
        `OpenAI-compatible server failed, the offline guide answers: ${describe(error)}`,
      );
      return { ...this.offline.render(plan, request.language), llmTokens: tokens };
    }
  }

  async *stream(request: GuideRequest): AsyncGenerator<GuideChunk, GuideAnswer> {
    const plan = await this.planner.plan(request);
    const offline = function* (
      answer: GuideAnswer,
      prefix = '',
    ): Generator<GuideChunk, GuideAnswer> {
      const text = `${prefix}${answer.text}`;
      for (const piece of text.match(/\S+\s*/g) ?? []) yield { type: 'token', text: piece };
      return { ...answer, text };
    };
    if (FIXED.has(plan.kind)) return yield* offline(this.offline.render(plan, request.language));
    if (request.llmTokensLeft <= 0)
      return yield* offline(
        this.offline.render(plan, request.language),
        `${TOKEN_CAP_NOTE[request.llmLimit ?? 'conversation'][request.language]}\n\n`,
      );
    const calculator = new CalculatorCalls(this.pension, request.language, this.logger);
    const messages: ChatCompletionMessageParam[] = promptMessages(request, plan);
    if (plan.opening) yield { type: 'token', text: `${plan.opening} ` };
    let sent = '';
    let tokens = 0;
    // Judged against the sources cited at that moment: the plan's, or the calculator's once it ran.
    const links = new AnswerLinkFilter(() =>
      citedUrls(calculator.cite(plan, request.language).sources),
    );
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
      for (let round = 0; ; round += 1) {
        arm();
        const stream = await this.client.chat.completions.create(
          {
            model: this.model,
            messages,
            max_tokens: MAX_ANSWER_TOKENS,
            temperature: 0.3,
            stream: true,
            stream_options: { include_usage: true },
            ...(round < MAX_TOOL_ROUNDS ? { tools: PENSION_TOOLS } : {}),
          },
          { signal: abort.signal },
        );
        let roundText = '';
        // Tool calls arrive in pieces, keyed by their index.
        const pending = new Map<number, ChatCompletionMessageFunctionToolCall>();
        for await (const chunk of stream) {
          arm();
          tokens += chunk.usage?.total_tokens ?? 0;
          const delta = chunk.choices[0]?.delta;
          if (delta?.content) {
            roundText += delta.content;
            const shown = links.push(delta.content);
            sent += shown;
            if (shown) yield { type: 'token', text: shown };
          }
          for (const piece of delta?.tool_calls ?? []) {
            const call = pending.get(piece.index) ?? {
              id: '',
              type: 'function',
              function: { name: '', arguments: '' },
            };
            call.id ||= piece.id ?? '';
            call.function.name += piece.function?.name ?? '';
            call.function.arguments += piece.function?.arguments ?? '';
            pending.set(piece.index, call);
          }
        }
        // An aborted stream may simply end: a cut-off answer must not pass for a whole one.
        if (abort.signal.aborted) throw abort.signal.reason;
        const calls = [...pending.values()];
        if (calls.length > 0 && round < MAX_TOOL_ROUNDS) {
          messages.push(
            { role: 'assistant', content: roundText || null, tool_calls: calls },
            ...(await calculator.run(calls)),
          );
          continue;
        }
        const rest = links.end();
        sent += rest;
        if (rest) yield { type: 'token', text: rest };
        if (!sent.trim()) throw new Error('the server streamed no text');
        return {
          text: plan.opening ? `${plan.opening} ${sent.trim()}` : sent.trim(),
          answeredBy: 'openai',
          llmTokens: tokens,
          context: plan.context,
          ...calculator.cite(plan, request.language),
        };
      }
    } catch (error) {
      this.logger.warn(
        `OpenAI-compatible stream failed${sent ? ' mid-answer' : ''}, the offline guide answers: ${describe(abort.signal.reason ?? error)}`,
      );
      if (sent || plan.opening) yield { type: 'reset' };
      return {
        ...(yield* offline(this.offline.render(plan, request.language))),
        llmTokens: tokens,
      };
    } finally {
      clearTimeout(timer);
    }
  }
}
