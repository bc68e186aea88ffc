import { Injectable } from '@nestjs/common';
import { THREAD_LIMITS, type UnreadMessagesResponse } from '@ageless/contracts';
import type { RequestLanguage } from '../common/http/request-language.js';
import { ProfilesService } from '../profiles/index.js';
import { ConnectionsError, ConnectionsErrorCode } from './connections-error.js';
import { ConnectionReadCeiling } from '../common/rate-limit/connection-read-ceiling.js';
import { PeopleConnectionsRepository } from './people-connections.repository.js';
import { assertProfileOwner } from './profile-owner-check.js';
import { MessageReadings } from './message-readings.js';
import type { ThreadMessageDto, ThreadResponseDto } from './dto/thread.dto.js';
import type { IntroductionEntity } from './entities/introduction.entity.js';
import type { ThreadMessageEntity } from './entities/thread-message.entity.js';
import { IntroductionsRepository } from './introductions.repository.js';
import { ThreadMessagesRepository } from './thread-messages.repository.js';
import { browserOf, otherOf } from './introduction-sides.js';
import {
  cleanMessage,
  MESSAGE_WINDOW,
  type MessageWarnings,
  mentionsMoney,
  onlyRemoved,
  revealsContact,
  scamWarnings,
  windowWarnings,
} from '../common/text/message-text.js';

const SHOWN_MESSAGES = 200;
// 50 messages of the longest kind (THREAD_LIMITS.messageLength).
const SHOWN_CHARACTERS = 100_000;
// What a report from a thread copies for staff: the reported person's last messages to the reporter.
const REPORTED_MESSAGES = 5;

/**
 * The message thread of an accepted introduction (issue 26 item 4, "Talk before sharing a
 * number"). Only the browsers owning the two profiles read or write it. The profile in the path is
 * checked as on every other route of the module (`assertProfileOwner`: 404 unknown, 403 another
 * browser's); below it a thread that is not the profile's, or is closed, does not exist (404
 * `thread_not_found`, never 403), so nobody learns whether an introduction id is someone else's.
 * A block, decline or report between the two (PeopleConnectionsRepository.hiddenFor, which holds
 * both ways) closes it for both at once. Texts go through the introduction message's
 * filter: links, phone, e-mail and account numbers become markers, so sharing a contact stays the
 * separate explicit step of accepting (IntroductionsService.accept).
 */
@Injectable()
export class ThreadsService {
  constructor(
    private readonly messages: ThreadMessagesRepository,
    private readonly introductions: IntroductionsRepository,
    private readonly reader: PeopleConnectionsRepository,
    private readonly profiles: ProfilesService,
    private readonly readCeiling: ConnectionReadCeiling,
  ) {}

  // Per process: what each message reads as, worked out once (MessageReadings).
  private readonly readings = new MessageReadings();

  /**
   * The thread, oldest first; what was written to this profile is marked read. Counted against the
   * profile's and the browser's read windows (ConnectionReadCeiling) before any text is read; the
   * texts and warnings come from `readings` once worked out.
   */
  async list(
    profileId: string,
    ownerKey: string | undefined,
    introductionId: string,
    lang: RequestLanguage,
  ): Promise<ThreadResponseDto> {
    const intro = await this.open(profileId, ownerKey, introductionId, true);
    await this.messages.markRead(introductionId, profileId);
    const rows = shown(await this.messages.newest(introductionId, SHOWN_MESSAGES));
    // Each message cleaned at most once per process and language, and only when needed: a received
    // message's warnings are read with its sender's last messages.
    const texts: string[] = [];
    const textOf = (i: number): string =>
      (texts[i] ??= this.readings.text(rows[i]!.id, lang, () => cleanMessage(rows[i]!.text, lang)));
    const asked: Asked = {
      by: intro.fromProfileId,
      at: intro.createdAt.getTime(),
      text: () =>
        this.readings.text(`introduction:${intro.id}`, lang, () =>
          cleanMessage(intro.message, lang),
        ),
    };
    return {
      messages: rows.map((row, i) => {
        const sent = row.fromProfileId === profileId;
        return toDto(
          row,
          profileId,
          textOf(i),
          this.readings.warningsOf(row.id, lang, sent, () =>
            sent ? alone(textOf(i)) : windowWarnings(earlierOf(rows, textOf, i, asked), textOf(i)),
          ),
        );
      }),
      messagesLeftToday: await this.messagesLeftToday(profileId, ownerKey),
    };
  }

  async post(
    profileId: string,
    ownerKey: string | undefined,
    introductionId: string,
    input: string,
    lang: RequestLanguage,
  ): Promise<ThreadMessageDto> {
    const row = await this.open(profileId, ownerKey, introductionId, false);
    const text = cleanMessage(input, lang);
    if (onlyRemoved(text)) throw new ConnectionsError(ConnectionsErrorCode.MessageEmpty);
    // A number, address or app split over messages ('0171' / '234' / '5678', 'Whats' / 'App?'):
    // refused with nothing stored (eleventh hostile pass #2).
    if (revealsContact(await this.recentFrom(row, profileId), text))
      throw new ConnectionsError(ConnectionsErrorCode.ContactAcrossMessages);
    // The day's count and the insert it allows in one transaction: countUse adds one under the
    // day's row lock, so posts at once from any number of requests are counted one by one, and a
    // refused one (rolled back) uses nothing. The checks above read outside it: on the embedded
    // database a read outside a transaction waits for the transaction's one connection.
    const saved = await this.messages.transaction(async (messages) => {
      const allowance = await messages.countSent(
        browserOf(profileId, ownerKey),
        THREAD_LIMITS.messagesPerDay,
      );
      if (!allowance.allowed) throw new ConnectionsError(ConnectionsErrorCode.ThreadDailyLimit);
      return messages.insert({
        introductionId,
        fromProfileId: profileId,
        toProfileId: otherOf(row, profileId),
        text,
      });
    });
    return toDto(saved, profileId, text, alone(text));
  }

  /**
   * The profile's last messages in the thread within the window (MESSAGE_WINDOW), oldest first, with
   * its introduction message when it asked and that is recent too: what a new message is read with.
   */
  private async recentFrom(row: IntroductionEntity, profileId: string): Promise<string[]> {
    const since = new Date(Date.now() - MESSAGE_WINDOW.hours * HOUR_MS);
    const recent = await this.messages.recentFrom(
      row.id,
      profileId,
      since,
      MESSAGE_WINDOW.messages,
    );
    const texts = recent.reverse().map((message) => message.text);
    if (
      texts.length < MESSAGE_WINDOW.messages &&
      row.fromProfileId === profileId &&
      row.createdAt > since
    )
      texts.unshift(row.message);
    return texts;
  }

  /** Unread messages in each open thread of the profile (a thread closed by a block counts none). */
  async unread(profileId: string, ownerKey: string | undefined): Promise<UnreadMessagesResponse> {
    await this.readCeiling.admitBrowser(ownerKey);
    await assertProfileOwner(this.profiles, profileId, ownerKey);
    await this.readCeiling.admitProfile(profileId);
    const introductions = (await this.unreadByIntroduction([profileId])).get(profileId) ?? [];
    return {
      total: introductions.reduce((sum, item) => sum + item.unread, 0),
      introductions,
    };
  }

  /** Per profile: unread messages in all its open threads ("My Matches" of this browser). */
  async unreadCounts(profileIds: readonly string[]): Promise<Map<string, number>> {
    const byProfile = await this.unreadByIntroduction(profileIds);
    return new Map(
      [...byProfile].map(([id, items]) => [id, items.reduce((sum, item) => sum + item.unread, 0)]),
    );
  }

  /** Whether the other person has written to this profile in the thread (so it may report them). */
  async hasReceived(introductionId: string, profileId: string): Promise<boolean> {
    return this.messages.hasReceived(introductionId, profileId);
  }

  /** The other person's last messages to this profile, oldest first, for a report's reviewer. */
  async receivedTexts(introductionId: string, profileId: string): Promise<string[]> {
    const rows = await this.messages.received(introductionId, profileId, REPORTED_MESSAGES);
    return rows.reverse().map((row) => row.text);
  }

  /** Messages this browser may still send today (all its profiles). */
  private async messagesLeftToday(
    profileId: string,
    ownerKey: string | undefined,
  ): Promise<number> {
    const used = await this.messages.sentToday(browserOf(profileId, ownerKey));
    return Math.max(0, THREAD_LIMITS.messagesPerDay - used);
  }

  /**
   * The accepted introduction, once this browser owns the profile (else 404 or 403, as the module's
   * other routes), the profile is one of its two sides and neither side hides the other: anything
   * else about the thread is "not found". A read is counted in
   * the browser's read window before anything is looked up, and in the profile's once it is known
   * to be the browser's (ConnectionReadCeiling).
   */
  private async open(
    profileId: string,
    ownerKey: string | undefined,
    introductionId: string,
    reading: boolean,
  ): Promise<IntroductionEntity> {
    const notFound = new ConnectionsError(ConnectionsErrorCode.ThreadNotFound);
    if (reading) await this.readCeiling.admitBrowser(ownerKey);
    await assertProfileOwner(this.profiles, profileId, ownerKey);
    if (reading) await this.readCeiling.admitProfile(profileId);
    const row = await this.introductions.byId(introductionId);
    if (!row || (row.fromProfileId !== profileId && row.toProfileId !== profileId)) throw notFound;
    if ((await this.reader.hiddenFor(profileId)).has(otherOf(row, profileId))) throw notFound;
    if (row.status !== 'accepted') throw new ConnectionsError(ConnectionsErrorCode.ThreadNotOpen);
    return row;
  }

  private async unreadByIntroduction(
    profileIds: readonly string[],
  ): Promise<Map<string, { introductionId: string; unread: number }[]>> {
    if (profileIds.length === 0) return new Map();
    const rows = await this.messages.unread(profileIds);
    const result = new Map<string, { introductionId: string; unread: number }[]>(
      profileIds.map((id) => [id, []]),
    );
    // Only profiles with unread messages need to know whom they no longer see.
    const profiles = [...new Set(rows.map((row) => row.profile))];
    const hidden = new Map(
      await Promise.all(profiles.map(async (id) => [id, await this.reader.hiddenFor(id)] as const)),
    );
    for (const row of rows)
      if (!hidden.get(row.profile)?.has(row.other))
        result.get(row.profile)?.push({ introductionId: row.introduction, unread: Number(row.n) });
    return result;
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The newest messages a read returns, oldest first: at most SHOWN_MESSAGES, and no more than
 * SHOWN_CHARACTERS of stored text (the newest one always), so one read's answer and first reading
 * stay bounded however long the messages are (twelfth hostile pass #1).
 */
function shown(newestFirst: readonly ThreadMessageEntity[]): ThreadMessageEntity[] {
  const kept: ThreadMessageEntity[] = [];
  let characters = 0;
  for (const row of newestFirst) {
    characters += row.text.length;
    if (kept.length > 0 && characters > SHOWN_CHARACTERS) break;
    kept.push(row);
  }
  return kept.reverse();
}

const alone = (text: string): MessageWarnings => ({
  moneyWarning: mentionsMoney(text),
  scamSigns: scamWarnings(text),
});

/** The introduction's request: who asked, when, and their message cleaned (when needed). */
interface Asked {
  readonly by: string;
  readonly at: number;
  readonly text: () => string;
}

/**
 * What the sender of message i wrote before it within the window (MESSAGE_WINDOW), oldest first
 * and cleaned: their earlier messages among those shown, and their introduction message when they
 * asked for it.
 */
function earlierOf(
  rows: readonly ThreadMessageEntity[],
  textOf: (k: number) => string,
  i: number,
  asked: Asked,
): string[] {
  const row = rows[i]!;
  const since = row.createdAt.getTime() - MESSAGE_WINDOW.hours * HOUR_MS;
  const earlier: string[] = [];
  for (let k = i - 1; k >= 0 && earlier.length < MESSAGE_WINDOW.messages; k -= 1) {
    if (rows[k]!.createdAt.getTime() < since) break;
    if (rows[k]!.fromProfileId === row.fromProfileId) earlier.unshift(textOf(k));
  }
  if (
    earlier.length < MESSAGE_WINDOW.messages &&
    asked.by === row.fromProfileId &&
    asked.at >= since
  )
    earlier.unshift(asked.text());
  return earlier;
}

// Cleaned again as it is read, like introduction messages: ones stored before a filter improved
// get it too. A received message's warnings are read with its sender's earlier ones (`earlierOf`).
function toDto(
  row: ThreadMessageEntity,
  profileId: string,
  text: string,
  warnings: MessageWarnings,
): ThreadMessageDto {
  return {
    id: row.id,
    direction: row.fromProfileId === profileId ? 'sent' : 'received',
    text,
    moneyWarning: warnings.moneyWarning,
    scamSigns: warnings.scamSigns,
    createdAt: row.createdAt.toISOString(),
  };
}
