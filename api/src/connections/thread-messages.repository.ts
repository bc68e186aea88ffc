import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { type DeepPartial, type EntityManager, IsNull, MoreThan } from 'typeorm';
import { countUse, usesToday } from '../common/daily-allowance/daily-allowance.js';
import { ThreadMessageEntity } from './entities/thread-message.entity.js';

/** Unread messages of one thread for one profile, from one other. */
export interface UnreadRow {
  profile: string;
  other: string;
  introduction: string;
  n: string;
}

/**
 * The thread_messages table (the connections module's), and the daily count of messages per
 * browser (common/daily-allowance, 'thread-messages'). Bound to the API's connection pool, or to
 * one transaction (`transaction`), so a post's count and its insert are one.
 */
@Injectable()
export class ThreadMessagesRepository {
  constructor(@InjectEntityManager() private readonly db: EntityManager) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (messages: ThreadMessagesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) => work(new ThreadMessagesRepository(manager)));
  }

  /** Counts one message of this browser today and says whether it is within `limit`. */
  countSent(browser: string, limit: number): Promise<{ allowed: boolean; used: number }> {
    return countUse(this.db, 'thread-messages', browser, limit);
  }

  /** Messages this browser sent today. */
  sentToday(browser: string): Promise<number> {
    return usesToday(this.db, 'thread-messages', browser);
  }

  insert(fields: DeepPartial<ThreadMessageEntity>): Promise<ThreadMessageEntity> {
    return this.db.save(this.db.create(ThreadMessageEntity, fields));
  }

  /** Marks what was written to this profile in the thread as read. */
  async markRead(introductionId: string, toProfileId: string): Promise<void> {
    await this.db.update(
      ThreadMessageEntity,
      { introductionId, toProfileId, readAt: IsNull() },
      { readAt: new Date() },
    );
  }

  /** The thread's newest messages, newest first, at most `take`. */
  newest(introductionId: string, take: number): Promise<ThreadMessageEntity[]> {
    return this.db.find(ThreadMessageEntity, {
      where: { introductionId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take,
    });
  }

  /** The texts one profile wrote in the thread after `since`, newest first, at most `take`. */
  recentFrom(
    introductionId: string,
    fromProfileId: string,
    since: Date,
    take: number,
  ): Promise<Pick<ThreadMessageEntity, 'id' | 'text'>[]> {
    return this.db.find(ThreadMessageEntity, {
      where: { introductionId, fromProfileId, createdAt: MoreThan(since) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take,
      select: { id: true, text: true },
    });
  }

  /** Whether anything was written to this profile in the thread. */
  hasReceived(introductionId: string, toProfileId: string): Promise<boolean> {
    return this.db.exists(ThreadMessageEntity, { where: { introductionId, toProfileId } });
  }

  /** What was written to this profile in the thread, newest first, at most `take`. */
  received(
    introductionId: string,
    toProfileId: string,
    take: number,
  ): Promise<ThreadMessageEntity[]> {
    return this.db.find(ThreadMessageEntity, {
      where: { introductionId, toProfileId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take,
    });
  }

  /** Unread messages per profile, other side and thread, in the accepted introductions only. */
  unread(profileIds: readonly string[]): Promise<UnreadRow[]> {
    return this.db.query(
      `SELECT m.to_profile_id AS profile, m.from_profile_id AS other,
                m.introduction_id AS introduction, count(*) AS n
           FROM thread_messages m JOIN introductions i ON i.id = m.introduction_id
          WHERE m.to_profile_id = ANY($1::uuid[]) AND m.read_at IS NULL AND i.status = 'accepted'
          GROUP BY m.to_profile_id, m.from_profile_id, m.introduction_id
          ORDER BY m.introduction_id`,
      [profileIds],
    );
  }
}
