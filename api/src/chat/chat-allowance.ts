import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { FREE_WIDGET_CONVERSATIONS } from '@ageless/contracts';
import { CLOCK, type Clock } from '../common/time/clock.js';
import { siteKey } from '../common/http/client-address.js';
import { networkHash } from '../common/hashing/stored-hashes.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { LlmLimit } from './guide/guide.js';
import { answerTimeCeilingMs } from './model-answer.js';
import { ChatRepository, type UsageRow } from './chat.repository.js';

/**
 * Who is asking, as the server knows it: the browser's owner key, the address it comes from (an IPv6
 * /64), that address's site (its /48; an IPv4 address is its own site) and its network (its /48 or
 * IPv4 /24, as profiles count networks), each hashed.
 */
export interface ChatClient {
  browser: string;
  address: string;
  site: string;
  network: string;
}

/**
 * The budget that ran out: the person's own (this conversation's, or the browser's or address's
 * for today), or one the person shares with others (the site's or the installation's for today).
 */
export type TokenLimit = LlmLimit | 'shared';

/**
 * Model tokens held for one answer (`id`), with what the budgets had left before it; or, when
 * nothing is left, which budget is used up.
 */
export type TokenReservation =
  { granted: true; id: string; left: number } | { granted: false; limit: TokenLimit };

/** Thrown inside a reservation to roll it back: one of the client's allowances is used up. */
class AllowanceUsedUp extends Error {}

const hash = (text: string): string => createHash('sha256').update(text).digest('hex');
/** The row counting what the whole installation's model spent in a day. */
const INSTALLATION = hash('installation');
const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The free tier and the language model's daily budget, counted on the server per client and UTC
 * day, never from anything the client sends: per browser (its owner key: 5 free widget
 * conversations, OPENAI_DAILY_TOKENS_PER_BROWSER) and per address (FREE_CONVERSATIONS_PER_ADDRESS,
 * OPENAI_DAILY_TOKENS_PER_ADDRESS), so neither new session ids nor a dropped cookie buy more. Free
 * conversations are also capped per network (FREE_CONVERSATIONS_PER_NETWORK: an IPv6 /48 or IPv4
 * /24), as new cookies on ten /64s of one /48 got ten addresses' worth (thirteenth hostile pass #7). The
 * model's tokens are also capped per site (OPENAI_DAILY_TOKENS_PER_SITE), so the 65,536 /64s of one
 * /48 do not buy more either, and for the whole installation (OPENAI_DAILY_TOKENS_TOTAL).
 *
 * Every transaction here locks the session's row, then the browser's, the address's, the network's
 * (free conversations only), the site's and the installation's, in that order, so requests that share a row wait for each other instead
 * of deadlocking.
 */
@Injectable()
export class ChatAllowance {
  private readonly logger = new Logger('ChatAllowance');
  private lastPurge = 0;
  /** The UTC day the installation's budget was last found used up (logged once a day). */
  private installationFullOn: string | undefined;

  constructor(
    private readonly chat: ChatRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Only hashes are stored: the owner key opens the browser's conversations, the address is
   * personal. `address` is the client key (clientKey: an IPv6 /64 or an IPv4 address).
   */
  client(ownerKey: string, address: string): ChatClient {
    return {
      browser: hash(`browser:${ownerKey}`),
      address: hash(`address:${address}`),
      site: hash(`site:${siteKey(address)}`),
      network: networkHash(address),
    };
  }

  /**
   * Takes one free conversation from the browser's, the address's and the network's allowance for
   * today and counts
   * it on the session, all or nothing (row locks make concurrent requests queue). Returns the
   * browser's count today, or undefined when either allowance is used up.
   */
  async reserve(client: ChatClient, sessionId: string): Promise<number | undefined> {
    await this.purgeOldDays();
    const day = this.day();
    try {
      return await this.chat.transaction(async (chat) => {
        await chat.countWidgetConversation(sessionId);
        const browser = await this.take(chat, client.browser, day, FREE_WIDGET_CONVERSATIONS);
        await this.take(chat, client.address, day, this.config.freeConversationsPerAddress);
        await this.take(chat, client.network, day, this.config.freeConversationsPerNetwork);
        return browser;
      });
    } catch (error) {
      if (error instanceof AllowanceUsedUp) return undefined;
      throw error;
    }
  }

  /** Gives a reserved conversation back (nothing was answered); a failure is only logged. */
  async release(client: ChatClient, sessionId: string): Promise<void> {
    try {
      await this.chat.transaction(async (chat) => {
        await chat.uncountWidgetConversation(sessionId);
        for (const clientHash of [client.browser, client.address, client.network])
          await chat.giveBackConversation(clientHash, this.day());
      });
    } catch (error) {
      // No session id or key in the log: they open a conversation (as in the request log).
      this.logger.error({ err: error }, 'Could not give back a free conversation');
    }
  }

  /** Whether the browser, its address or its network has used up today's free conversations. */
  async usedUp(client: ChatClient): Promise<boolean> {
    const { browser, address, network } = await this.usage(client);
    return (
      browser.conversations >= FREE_WIDGET_CONVERSATIONS ||
      address.conversations >= this.config.freeConversationsPerAddress ||
      network.conversations >= this.config.freeConversationsPerNetwork
    );
  }

  /** The browser's free conversations used today (the widget's badge). */
  async conversationsToday(ownerKey: string): Promise<number> {
    return this.chat.conversationsOn(hash(`browser:${ownerKey}`), this.day());
  }

  /**
   * Holds `tokens` (the answer's largest possible use) against the conversation's, the browser's,
   * the address's, the site's and the installation's budgets at once, counting what they spent and
   * what other answers hold. It is granted while every budget has something left, as the check
   * before a call always was; so answers at once spend at most a budget plus one answer's largest
   * use, however many there are (checked apart and charged after, 25 at once spent 130,000 tokens
   * of a 20,000 budget). When both the person's own budget and a shared one are used up, the
   * person's is named: it is the one that stays used up for them.
   */
  async reserveTokens(
    client: ChatClient,
    sessionId: string,
    tokens: number,
  ): Promise<TokenReservation> {
    await this.purgeOldDays();
    const now = this.clock.now();
    const day = this.day();
    const openai = this.config.openai;
    return this.chat.transaction(async (chat) => {
      const session = await chat.lockSessionTokens(sessionId);
      const browser = await chat.lockTokens(client.browser, day);
      const address = await chat.lockTokens(client.address, day);
      const site = openai.siteDailyTokens === null ? 0 : await chat.lockTokens(client.site, day);
      // Without a ceiling the installation's row is not locked: it would make every answer wait.
      const installation =
        openai.installationDailyTokens === null ? 0 : await chat.lockTokens(INSTALLATION, day);
      // Only answers being written are held, so every live hold is read (the installation's).
      const held = await chat.heldTokens(sessionId, client, now);
      const conversationLeft = openai.sessionTokenCap - session - held.session;
      const dayLeft = Math.min(
        openai.browserDailyTokens - browser - held.browser,
        openai.addressDailyTokens - address - held.address,
      );
      const sharedLeft = Math.min(
        (openai.siteDailyTokens ?? Infinity) - site - held.site,
        (openai.installationDailyTokens ?? Infinity) - installation - held.installation,
      );
      const own = Math.min(conversationLeft, dayLeft);
      if (own <= 0)
        return { granted: false, limit: dayLeft < conversationLeft ? 'day' : 'conversation' };
      if (sharedLeft <= 0) {
        if (
          openai.installationDailyTokens !== null &&
          installation + held.installation >= openai.installationDailyTokens
        )
          this.installationUsedUp(day);
        return { granted: false, limit: 'shared' };
      }
      const id = await chat.holdTokens({
        sessionId,
        browserHash: client.browser,
        addressHash: client.address,
        siteHash: client.site,
        tokens,
        expiresAt: new Date(now.getTime() + answerTimeCeilingMs(openai)),
      });
      return { granted: true, id, left: Math.min(own, sharedLeft) };
    });
  }

  /**
   * Settles an answer inside the transaction that stores it (`chat`, bound to it): adds the model
   * tokens it really used to today's use and lets go of what it held.
   */
  async spend(
    chat: ChatRepository,
    client: ChatClient,
    tokens: number,
    reservationId: string | undefined,
  ): Promise<void> {
    if (reservationId !== undefined) await chat.dropTokenHold(reservationId);
    if (tokens <= 0) return;
    // In the order reserveTokens locks them; a budget without a ceiling is not counted (its row
    // would make every answer wait for the others).
    const { siteDailyTokens, installationDailyTokens } = this.config.openai;
    const rows = [
      client.browser,
      client.address,
      ...(siteDailyTokens === null ? [] : [client.site]),
      ...(installationDailyTokens === null ? [] : [INSTALLATION]),
    ];
    await chat.addTokens(rows, this.day(), tokens);
  }

  /** Lets go of held tokens when no answer was stored; a failure is only logged (the hold expires). */
  async releaseTokens(reservationId: string): Promise<void> {
    try {
      await this.chat.dropTokenHold(reservationId);
    } catch (error) {
      this.logger.error({ err: error }, 'Could not give back reserved model tokens');
    }
  }

  // Said once a day: the operator may want to raise OPENAI_DAILY_TOKENS_TOTAL.
  private installationUsedUp(day: string): void {
    if (this.installationFullOn === day) return;
    this.installationFullOn = day;
    this.logger.warn(
      "Today's model budget for the installation (OPENAI_DAILY_TOKENS_TOTAL) is used up: the offline guide answers until midnight UTC",
    );
  }

  // One free conversation from a client's row, or the whole reservation rolled back.
  private async take(
    chat: ChatRepository,
    clientHash: string,
    day: string,
    limit: number,
  ): Promise<number> {
    if (limit <= 0) throw new AllowanceUsedUp();
    const count = await chat.takeConversation(clientHash, day, limit);
    if (count === undefined) throw new AllowanceUsedUp();
    return count;
  }

  private async usage(
    client: ChatClient,
  ): Promise<Record<'browser' | 'address' | 'network', UsageRow>> {
    const rows = await this.chat.usage(
      [client.browser, client.address, client.network],
      this.day(),
    );
    const row = (hash: string): UsageRow => {
      const found = rows.find((candidate) => candidate.client_hash === hash);
      return {
        client_hash: hash,
        conversations: Number(found?.conversations ?? 0),
      };
    };
    return {
      browser: row(client.browser),
      address: row(client.address),
      network: row(client.network),
    };
  }

  /** Today in UTC, the day every count belongs to. */
  private day(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  // Yesterday's rows are kept (a day's end is not the same moment for everyone); older ones go.
  private async purgeOldDays(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    const yesterday = new Date(now - DAY_MS).toISOString().slice(0, 10);
    await this.chat.purge(yesterday, new Date(now));
  }
}
