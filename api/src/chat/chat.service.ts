import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import {
  DEFAULT_DISCLAIMER_CATEGORY,
  disclaimerCategoryForTopic,
  disclaimerFor,
  FREE_WIDGET_CONVERSATIONS,
  type Language,
  type Market,
  namesRegulators,
  replyDisclaimer,
  UPGRADE_TEXT,
} from '@ageless/contracts';
import { AdmissionGate } from '../common/concurrency/admission-gate.js';
import { networkKey } from '../common/http/client-address.js';
import { wellFormedJson } from '../common/text/cut-text.js';
import { CLOCK, type Clock } from '../common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ChatCaller } from './dto/chat-request.dto.js';
import type {
  ChatDisclaimerDto,
  ChatMessageDto,
  ChatResponseDto,
  ChatSessionDto,
  ChatSourceDto,
} from './dto/chat-response.dto.js';
import { ChatAllowance, type ChatClient, type TokenReservation } from './chat-allowance.js';
import { ChatError, ChatErrorCode } from './chat-error.js';
import { ChatRepository } from './chat.repository.js';
import { GUIDE, type Guide, type GuideAnswer, type GuideRequest } from './guide/guide.js';
import { OfflineGuide } from './guide/offline-guide.js';
import type { GuideContext, GuideTurn } from './guide/planner.js';
import { plannerLinkOf } from './guide/planner-link.js';
import { writtenIn } from './guide/understanding/safety-model.js';
import { answerTokenCeiling, languageModelConfigured } from './model-answer.js';

export interface ChatInput {
  caller: ChatCaller;
  sessionId: string;
  message: string;
  language: Language;
  market: Market;
  /** The browser's owner key (cookie); only its SHA-256 is stored. */
  ownerKey: string;
  /** The client's address (through trusted proxies only): the free tier and model budget count it too. */
  clientAddress: string;
}

export type ChatStreamEvent =
  | { type: 'token'; text: string }
  | { type: 'reset' }
  | { type: 'done'; response: ChatResponseDto; message: ChatMessageDto | null };

const SOURCES_LABEL: Record<Language, string> = { en: 'Sources', de: 'Quellen' };
/** Stored messages sent to a guide as history (its token budget trims further). */
const HISTORY_MESSAGES = 20;
/** Messages returned to the widget and by GET /api/chat/:sessionId. */
const RESTORE_MESSAGES = 200;

/**
 * A stored context as the guide reads it: an object, or nothing. One that is not (a row written by
 * an older version, or text a driver did not parse) starts the next turn afresh instead of
 * failing every turn of the chat.
 */
function readContext(stored: unknown): GuideContext | null {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as GuideContext)
    : null;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const iso = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();

@Injectable()
export class ChatService implements OnModuleDestroy {
  /**
   * Turns answered at once by this process. Each turn reads and writes the database and runs the
   * guide on the one thread; hundreds interleaved (and the embedded database runs on that thread
   * too) kept every request, health probes included, waiting for seconds (fifth hostile pass #4/#5).
   */
  private readonly turns: AdmissionGate;

  constructor(
    private readonly chats: ChatRepository,
    private readonly allowance: ChatAllowance,
    @Inject(GUIDE) private readonly guide: Guide,
    private readonly offline: OfflineGuide,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.turns = new AdmissionGate(config.chatTurns);
  }

  onModuleDestroy(): void {
    this.turns.close();
  }

  async chat(input: ChatInput): Promise<ChatResponseDto> {
    let final: ChatResponseDto | undefined;
    for await (const event of this.run(input, false))
      if (event.type === 'done') final = event.response;
    return final!;
  }

  /** The same exchange as `chat`, as it is written: tokens, possibly a reset, then the stored result. */
  stream(input: ChatInput): AsyncGenerator<ChatStreamEvent> {
    return this.run(input, true);
  }

  /** Deletes the owner's session; its messages go with it (ON DELETE CASCADE). */
  async erase(sessionId: string, ownerKey: string): Promise<void> {
    // Someone else's session answers like a missing one, as when reading.
    if (!(await this.chats.deleteSession(sessionId, sha256(ownerKey))))
      throw new ChatError(ChatErrorCode.SessionNotFound);
  }

  async session(sessionId: string, ownerKey: string): Promise<ChatSessionDto> {
    // Someone else's session answers exactly like a missing one: its existence is not revealed.
    if ((await this.chats.ownerOf(sessionId)) !== sha256(ownerKey))
      throw new ChatError(ChatErrorCode.SessionNotFound);
    return {
      sessionId,
      messages: await this.messages(sessionId, RESTORE_MESSAGES),
      // The browser's count today, whichever session it used (the widget's badge).
      conversationCount: await this.allowance.conversationsToday(ownerKey),
      freeConversations: FREE_WIDGET_CONVERSATIONS,
    };
  }

  private async *run(input: ChatInput, streaming: boolean): AsyncGenerator<ChatStreamEvent> {
    let leave: () => void;
    try {
      // In order of recent use by the sender's network (an IPv4 /24, an IPv6 /48) and browser, the
      // busier counting: 120 requests at once from addresses of one /24 filled a first-come line
      // and every other person got 503 (eighteenth hostile pass #1); now they wait behind her.
      leave = await this.turns.enter([
        `network:${networkKey(input.clientAddress)}`,
        `browser:${sha256(input.ownerKey)}`,
      ]);
    } catch {
      // Nothing is stored or counted: a refused turn costs the server almost nothing. Said in the
      // turn's language, which the body may name whatever the request's headers say.
      throw new ChatError(ChatErrorCode.Busy).inLanguage(input.language);
    }
    try {
      yield* this.exchange(input, streaming);
    } finally {
      leave();
    }
  }

  private async *exchange(input: ChatInput, streaming: boolean): AsyncGenerator<ChatStreamEvent> {
    const exchangeAt = this.clock.now();
    const session = await this.openSession(input.sessionId, input.ownerKey);
    const client = this.allowance.client(input.ownerKey, input.clientAddress);
    // The free tier is the server's decision: a session that has counted once always counts, and a
    // client whose free conversations are used up gets the upgrade reply whatever it sends.
    let count: number | undefined;
    const counted = input.caller === 'widget' || session.widgetConversations > 0;
    if (counted) count = await this.allowance.reserve(client, input.sessionId);
    if (counted ? count === undefined : await this.allowance.usedUp(client)) {
      const response = await this.upgradeResponse(input);
      if (streaming) yield { type: 'token', text: response.response };
      yield { type: 'done', response, message: null };
      return;
    }
    let tokens: TokenReservation | undefined;
    let settled = false;
    try {
      const history = await this.history(input.sessionId);
      // Answered in the language the message is written in: an English question on the German
      // page gets English (issue 24, item 6), a message with as many words of each the page's.
      const language = writtenIn(input.message, input.language);
      const question = { message: input.message, language, history };
      // The answer's largest use is held before the model is asked and settled when it is stored;
      // without a model nothing is spent, so nothing is held.
      if (languageModelConfigured(this.config.openai))
        tokens = await this.allowance.reserveTokens(
          client,
          input.sessionId,
          answerTokenCeiling(question),
        );
      const used = tokens?.granted === false ? tokens.limit : undefined;
      const request: GuideRequest = {
        ...question,
        market: input.market,
        llmTokensLeft: tokens?.granted ? tokens.left : 0,
        llmLimit: used === 'shared' ? undefined : used,
      };
      // The site's or the installation's budget is used up: the built-in guide answers as it does
      // without a model. Not the model guide's note, which would tell the person they used up a
      // share they may not have touched.
      const guide = used === 'shared' ? this.offline : this.guide;

      let answer: GuideAnswer;
      if (streaming) {
        const stream = guide.stream(request);
        for (;;) {
          const next = await stream.next();
          if (next.done) {
            answer = next.value;
            break;
          }
          yield next.value.type === 'token'
            ? { type: 'token', text: next.value.text }
            : { type: 'reset' };
        }
      } else {
        answer = await guide.answer(request);
      }

      // One disclaimer, matched to the answer's topic and to the market of the system it is about (a
      // reader in Germany asking about US Social Security gets the US one; spec §9 regions; the EU
      // text stays for EU visitors, whose data protection it names); no securities regulators on
      // health and care insurance, none at all for social topics and emergencies.
      const disclaimerMarket = input.market === 'EU' ? 'EU' : (answer.system ?? input.market);
      const disclaimer =
        answer.topic === null
          ? null
          : replyDisclaimer(
              disclaimerCategoryForTopic(answer.topic),
              disclaimerMarket,
              language,
              namesRegulators(answer.topic),
            );
      const sources: ChatSourceDto[] = answer.sources;
      const suffix = this.suffix(sources, disclaimer, language);
      if (streaming) yield { type: 'token', text: suffix };
      const content = `${answer.text}${suffix}`;

      const stored = await this.storeExchange(
        input.sessionId,
        client,
        exchangeAt,
        input.message,
        content,
        { used: answer.llmTokens ?? 0, reservationId: tokens?.granted ? tokens.id : undefined },
        answer.context,
      );
      settled = true;
      const planner = plannerLinkOf(answer.context);
      const response: ChatResponseDto = {
        response: content,
        language,
        sources,
        ...(disclaimer ? { disclaimer } : {}),
        answeredBy: answer.answeredBy,
        ...(planner ? { planner } : {}),
      };
      if (count !== undefined) {
        Object.assign(response, {
          requiresUpgrade: false,
          messages: await this.messages(input.sessionId, RESTORE_MESSAGES),
          conversationCount: count,
        });
      }
      yield { type: 'done', response, message: stored };
    } catch (error) {
      // Nothing was stored: give the free conversation back before reporting the failure.
      if (count !== undefined) await this.allowance.release(client, input.sessionId);
      throw error;
    } finally {
      // Also when the stream's reader stops early: held tokens never outlive the exchange.
      if (tokens?.granted && !settled) await this.allowance.releaseTokens(tokens.id);
    }
  }

  // Creates the session for this browser, or checks that the browser owns it.
  private async openSession(
    sessionId: string,
    ownerKey: string,
  ): Promise<{ widgetConversations: number }> {
    const ownerHash = sha256(ownerKey);
    const session = await this.chats.openSession(sessionId, ownerHash);
    // Another browser's session answers as reading it does (eighth hostile pass #9: 403 here but
    // 404 there told the two apart); the widget then starts a new conversation with a new id.
    if (session?.ownerHash !== ownerHash) throw new ChatError(ChatErrorCode.SessionNotFound);
    return { widgetConversations: session.widgetConversations };
  }

  private async upgradeResponse(input: ChatInput): Promise<ChatResponseDto> {
    return {
      response: UPGRADE_TEXT[input.language].message,
      language: input.language,
      sources: [],
      disclaimer: disclaimerFor(DEFAULT_DISCLAIMER_CATEGORY, input.market, input.language),
      answeredBy: 'free-tier',
      requiresUpgrade: true,
      messages: await this.messages(input.sessionId, RESTORE_MESSAGES),
      conversationCount: FREE_WIDGET_CONVERSATIONS,
    };
  }

  private suffix(
    sources: ChatSourceDto[],
    disclaimer: ChatDisclaimerDto | null,
    language: Language,
  ): string {
    const parts: string[] = [];
    if (sources.length > 0) {
      // Each source as a link to its own page; uploads have no link (their text is not an official source).
      const list = sources
        .map((source) =>
          source.url ? `[${source.title.replace(/[[\]]/g, '')}](${source.url})` : source.title,
        )
        .join('; ');
      parts.push(`${SOURCES_LABEL[language]}: ${list}`);
    }
    if (disclaimer) {
      parts.push(`*${disclaimer.text}*`);
      if (disclaimer.footnote) parts.push(disclaimer.footnote);
    }
    return parts.map((part) => `\n\n${part}`).join('');
  }

  private async history(sessionId: string): Promise<GuideTurn[]> {
    const rows = await this.chats.recentTurns(sessionId, HISTORY_MESSAGES);
    return rows.map(({ role, content, context }) => ({
      role,
      content,
      context: readContext(context),
    }));
  }

  private async messages(sessionId: string, limit: number): Promise<ChatMessageDto[]> {
    const rows = await this.chats.recentMessages(sessionId, limit);
    return rows.map((row) => {
      // The planner link is not stored: it is read again from the numbers kept with the answer.
      const planner = plannerLinkOf(readContext(row.context));
      return {
        id: row.id,
        role: row.role,
        content: row.content,
        timestamp: iso(row.created_at),
        ...(planner ? { planner } : {}),
      };
    });
  }

  private async storeExchange(
    sessionId: string,
    client: ChatClient,
    exchangeAt: Date,
    question: string,
    answer: string,
    llmTokens: { used: number; reservationId: string | undefined },
    context: GuideContext,
  ): Promise<ChatMessageDto> {
    // Both or neither: the transaction's own repository (the embedded database lends one connection).
    return this.chats.transaction(async (chats) => {
      // The session's row locked for the turn's writes (fourth hostile pass): a DELETE of the session
      // at the same moment made this insert violate FK_chat_messages_session (a 500, or an error at
      // the end of the stream), and two turns at once could be stored interleaved. Now a deleted
      // session answers 404 and stores nothing, and turns are written one after the other, each
      // after the one before.
      const locked = await chats.lockSessionForTurn(sessionId);
      if (!locked) throw new ChatError(ChatErrorCode.SessionNotFound);
      const last = locked.last?.getTime() ?? 0;
      const at = new Date(Math.max(exchangeAt.getTime(), last + 1));
      return this.insertExchange(
        chats,
        sessionId,
        client,
        at,
        question,
        answer,
        llmTokens,
        context,
      );
    });
  }

  private async insertExchange(
    chats: ChatRepository,
    sessionId: string,
    client: ChatClient,
    exchangeAt: Date,
    question: string,
    answer: string,
    llmTokens: { used: number; reservationId: string | undefined },
    context: GuideContext,
  ): Promise<ChatMessageDto> {
    const answeredAt = new Date(Math.max(this.clock.now().getTime(), exchangeAt.getTime()));
    const user = {
      id: randomUUID(),
      sessionId,
      role: 'user' as const,
      content: question,
      exchangeAt,
      turn: 0,
      createdAt: exchangeAt,
    };
    const assistant = {
      id: randomUUID(),
      sessionId,
      role: 'assistant' as const,
      content: answer,
      exchangeAt,
      turn: 1,
      createdAt: answeredAt,
      // Made well formed at the one place it is stored: a text cut inside an emoji anywhere in the
      // guide left half a surrogate pair, PostgreSQL's json refused the row, and every later turn of
      // the chat carried that text on into a 500 (thirteenth hostile pass #4).
      context: wellFormedJson(context),
    };
    await chats.insertMessages([user, assistant]);
    await chats.addSessionTokens(sessionId, llmTokens.used);
    await this.allowance.spend(chats, client, llmTokens.used, llmTokens.reservationId);
    const planner = plannerLinkOf(context);
    return {
      id: assistant.id,
      role: 'assistant',
      content: answer,
      timestamp: answeredAt.toISOString(),
      ...(planner ? { planner } : {}),
    };
  }
}
