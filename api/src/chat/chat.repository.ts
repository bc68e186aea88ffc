import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { ChatMessageEntity } from './entities/chat-message.entity.js';

/** A stored message as the guide and the widget read it. */
export interface StoredMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: Date | string;
  /** jsonb: read through the service's readContext, never trusted as it comes. */
  context: unknown;
}

/** One client row's free conversations today. */
export interface UsageRow {
  client_hash: string;
  conversations: number;
}

/** What live holds of model tokens add up to, per budget they count against. */
export type HeldTokens = Record<
  'session' | 'browser' | 'address' | 'site' | 'installation',
  number
>;

/** A hold of model tokens for one answer being written. */
export interface NewTokenHold {
  sessionId: string;
  browserHash: string;
  addressHash: string;
  siteHash: string;
  tokens: number;
  expiresAt: Date;
}

/**
 * The chat module's tables: chat_sessions, chat_messages, chat_client_usage (free conversations and
 * model tokens per client and day) and chat_llm_reservations (tokens held for answers being
 * written). One class, since a turn's writes to all four are one transaction and lock their rows in
 * one order (ChatAllowance says which). Bound to the API's connection pool, or to one transaction
 * (`transaction`). Owners and clients are only ever known here by their hashes.
 */
@Injectable()
export class ChatRepository {
  constructor(@InjectEntityManager() private readonly db: EntityManager) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (chat: ChatRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) => work(new ChatRepository(manager)));
  }

  // ---- chat_sessions and chat_messages ----

  /** Creates the session for `ownerHash`, or reads who owns it; the session's counts with it. */
  async openSession(
    sessionId: string,
    ownerHash: string,
  ): Promise<{ ownerHash: string; widgetConversations: number } | undefined> {
    const [row] = await this.db.query<{ owner_hash: string; widget_conversations: number }[]>(
      `INSERT INTO chat_sessions (id, owner_hash) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET updated_at = chat_sessions.updated_at
       RETURNING owner_hash, widget_conversations`,
      [sessionId, ownerHash],
    );
    return (
      row && { ownerHash: row.owner_hash, widgetConversations: Number(row.widget_conversations) }
    );
  }

  /** Who owns a session (its owner key's hash), if it exists. */
  async ownerOf(sessionId: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ owner_hash: string }[]>(
      'SELECT owner_hash FROM chat_sessions WHERE id = $1',
      [sessionId],
    );
    return row?.owner_hash;
  }

  /** Deletes the session if `ownerHash` owns it (its messages go with it); whether one was. */
  async deleteSession(sessionId: string, ownerHash: string): Promise<boolean> {
    // TypeORM answers a DELETE with [rows, rowCount].
    const [deleted] = await this.db.query<[unknown[], number]>(
      'DELETE FROM chat_sessions WHERE id = $1 AND owner_hash = $2 RETURNING id',
      [sessionId, ownerHash],
    );
    return deleted.length > 0;
  }

  /** The session's last `limit` messages in conversation order, without ids or times. */
  recentTurns(
    sessionId: string,
    limit: number,
  ): Promise<Pick<StoredMessage, 'role' | 'content' | 'context'>[]> {
    return this.db.query(
      `SELECT role, content, context FROM (
         SELECT role, content, context, exchange_at, turn FROM chat_messages
          WHERE session_id = $1 ORDER BY exchange_at DESC, turn DESC LIMIT $2
       ) AS latest ORDER BY exchange_at, turn`,
      [sessionId, limit],
    );
  }

  /** The session's last `limit` messages in conversation order. */
  recentMessages(sessionId: string, limit: number): Promise<StoredMessage[]> {
    return this.db.query(
      `SELECT id, role, content, created_at, context FROM (
         SELECT id, role, content, created_at, context, exchange_at, turn FROM chat_messages
          WHERE session_id = $1 ORDER BY exchange_at DESC, turn DESC LIMIT $2
       ) AS latest ORDER BY exchange_at, turn`,
      [sessionId, limit],
    );
  }

  /**
   * Locks the session's row until the transaction ends and reads when its last exchange began;
   * undefined when the session is gone.
   */
  async lockSessionForTurn(sessionId: string): Promise<{ last: Date | null } | undefined> {
    const [locked] = await this.db.query<{ last: Date | string | null }[]>(
      `SELECT (SELECT max(exchange_at) FROM chat_messages WHERE session_id = $1) AS last
         FROM chat_sessions WHERE id = $1 FOR UPDATE`,
      [sessionId],
    );
    if (!locked) return undefined;
    return { last: locked.last === null ? null : new Date(locked.last) };
  }

  async insertMessages(messages: Partial<ChatMessageEntity>[]): Promise<void> {
    await this.db.insert(ChatMessageEntity, messages);
  }

  /** Marks the session as used now and adds the model tokens an answer in it used. */
  async addSessionTokens(sessionId: string, tokens: number): Promise<void> {
    await this.db.query(
      'UPDATE chat_sessions SET updated_at = now(), llm_tokens = llm_tokens + $2 WHERE id = $1',
      [sessionId, tokens],
    );
  }

  /** Counts one more free conversation on the session. */
  async countWidgetConversation(sessionId: string): Promise<void> {
    await this.db.query(
      'UPDATE chat_sessions SET widget_conversations = widget_conversations + 1, updated_at = now() WHERE id = $1',
      [sessionId],
    );
  }

  /** Takes back a free conversation counted on the session. */
  async uncountWidgetConversation(sessionId: string): Promise<void> {
    await this.db.query(
      'UPDATE chat_sessions SET widget_conversations = widget_conversations - 1 WHERE id = $1 AND widget_conversations > 0',
      [sessionId],
    );
  }

  /** The model tokens the session has used, its row locked until the transaction ends. */
  async lockSessionTokens(sessionId: string): Promise<number> {
    const [session] = await this.db.query<{ llm_tokens: number }[]>(
      'SELECT llm_tokens FROM chat_sessions WHERE id = $1 FOR UPDATE',
      [sessionId],
    );
    return Number(session?.llm_tokens ?? 0);
  }

  // ---- chat_client_usage ----

  /**
   * Counts one free conversation on a client's row for `day` unless it has `limit` already: the
   * row's count after, or undefined when it was full.
   */
  async takeConversation(
    clientHash: string,
    day: string,
    limit: number,
  ): Promise<number | undefined> {
    const [row] = await this.db.query<{ conversations: number }[]>(
      `INSERT INTO chat_client_usage (client_hash, day, conversations) VALUES ($1, $2, 1)
       ON CONFLICT (client_hash, day) DO UPDATE SET conversations = chat_client_usage.conversations + 1
        WHERE chat_client_usage.conversations < $3
       RETURNING conversations`,
      [clientHash, day, limit],
    );
    return row === undefined ? undefined : Number(row.conversations);
  }

  /** Gives a client's free conversation of `day` back. */
  async giveBackConversation(clientHash: string, day: string): Promise<void> {
    await this.db.query(
      `UPDATE chat_client_usage SET conversations = conversations - 1
        WHERE client_hash = $1 AND day = $2 AND conversations > 0`,
      [clientHash, day],
    );
  }

  /** The free conversations of the clients named on `day` (rows that exist). */
  usage(clientHashes: readonly [string, string, string], day: string): Promise<UsageRow[]> {
    return this.db.query(
      'SELECT client_hash, conversations FROM chat_client_usage WHERE client_hash IN ($1, $2, $3) AND day = $4',
      [...clientHashes, day],
    );
  }

  /** One client's free conversations on `day`. */
  async conversationsOn(clientHash: string, day: string): Promise<number> {
    const [row] = await this.db.query<{ conversations: number }[]>(
      'SELECT conversations FROM chat_client_usage WHERE client_hash = $1 AND day = $2',
      [clientHash, day],
    );
    return Number(row?.conversations ?? 0);
  }

  /** A client's model tokens of `day`, its row locked (created when missing) until the transaction ends. */
  async lockTokens(clientHash: string, day: string): Promise<number> {
    const [row] = await this.db.query<{ llm_tokens: number }[]>(
      `INSERT INTO chat_client_usage (client_hash, day) VALUES ($1, $2)
       ON CONFLICT (client_hash, day) DO UPDATE SET llm_tokens = chat_client_usage.llm_tokens
       RETURNING llm_tokens`,
      [clientHash, day],
    );
    return Number(row!.llm_tokens);
  }

  /** Adds `tokens` to the model use of `day` of every client row named, in the order given. */
  async addTokens(clientHashes: readonly string[], day: string, tokens: number): Promise<void> {
    await this.db.query(
      `INSERT INTO chat_client_usage (client_hash, day, llm_tokens)
       VALUES ${clientHashes.map((_, i) => `($${i + 3}, $1, $2)`).join(', ')}
       ON CONFLICT (client_hash, day) DO UPDATE SET llm_tokens = chat_client_usage.llm_tokens + $2`,
      [day, tokens, ...clientHashes],
    );
  }

  // ---- chat_llm_reservations ----

  /** What live holds (not expired at `now`) add up to against each budget; all of them for the installation. */
  async heldTokens(
    sessionId: string,
    client: { browser: string; address: string; site: string },
    now: Date,
  ): Promise<HeldTokens> {
    const [held] = await this.db.query<
      Record<'session' | 'browser' | 'address' | 'site' | 'installation', string>[]
    >(
      `SELECT coalesce(sum(tokens) FILTER (WHERE session_id = $1), 0) AS session,
              coalesce(sum(tokens) FILTER (WHERE browser_hash = $2), 0) AS browser,
              coalesce(sum(tokens) FILTER (WHERE address_hash = $3), 0) AS address,
              coalesce(sum(tokens) FILTER (WHERE site_hash = $4), 0) AS site,
              coalesce(sum(tokens), 0) AS installation
         FROM chat_llm_reservations
        WHERE expires_at > $5`,
      [sessionId, client.browser, client.address, client.site, now],
    );
    return {
      session: Number(held!.session),
      browser: Number(held!.browser),
      address: Number(held!.address),
      site: Number(held!.site),
      installation: Number(held!.installation),
    };
  }

  /** Holds model tokens for one answer; the hold's id. */
  async holdTokens(hold: NewTokenHold): Promise<string> {
    const [row] = await this.db.query<{ id: string }[]>(
      `INSERT INTO chat_llm_reservations
         (session_id, browser_hash, address_hash, site_hash, tokens, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        hold.sessionId,
        hold.browserHash,
        hold.addressHash,
        hold.siteHash,
        hold.tokens,
        hold.expiresAt,
      ],
    );
    return row!.id;
  }

  async dropTokenHold(holdId: string): Promise<void> {
    await this.db.query('DELETE FROM chat_llm_reservations WHERE id = $1', [holdId]);
  }

  /** Forgets usage of days before `day` and holds expired before `now`. */
  async purge(day: string, now: Date): Promise<void> {
    await this.db.query('DELETE FROM chat_client_usage WHERE day < $1', [day]);
    await this.db.query('DELETE FROM chat_llm_reservations WHERE expires_at < $1', [now]);
  }
}
