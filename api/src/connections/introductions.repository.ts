import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { type DeepPartial, type EntityManager, IsNull, MoreThan, QueryFailedError } from 'typeorm';
import { lockName } from '../common/concurrency/advisory-lock.js';
import {
  type AllowanceScope,
  countUse,
  usesToday,
} from '../common/daily-allowance/daily-allowance.js';
import { BrowserBlockEntity } from './entities/browser-block.entity.js';
import type { IntroductionStatus } from '@ageless/contracts';
import { IntroductionEntity } from './entities/introduction.entity.js';
import { ProfileBlockEntity } from './entities/profile-block.entity.js';
import { ProfileReportEntity } from './entities/profile-report.entity.js';

const UNIQUE_VIOLATION = '23505';

/** Whether a write failed on a unique key (two requests at once for one pair). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;

/** A browser block as written: who hides whom, and why. */
export type NewBrowserBlock = Omit<BrowserBlockEntity, 'createdAt'>;

/** An unanswered request as the waiting-places rules read it. */
export type WaitingRequest = Pick<
  IntroductionEntity,
  'id' | 'fromProfileId' | 'fromSiteHash' | 'fromSince' | 'fromConfirmed' | 'createdAt'
>;

/**
 * A request to `:profileId` from a browser newer than `:newDays` when it asked, still waiting for
 * her answer: folded in her list (IntroductionsService, WAITING_FROM_NEW_ASKERS). The same test as
 * the service's `fromNewAsker`; a request made before `from_since` was kept is not folded.
 */
const FOLDED = `i.to_profile_id = :profileId AND i.status = 'pending' AND i.from_since IS NOT NULL
  AND i.from_since > i.created_at - CAST(:newDays AS int) * interval '1 day'`;

/**
 * The connections module's tables as introductions, blocks and reports write them:
 * introductions, profile_blocks, profile_reports, browser_blocks, and the daily counts of requests
 * and reports (common/daily-allowance). One class, since a request's and a report's writes to
 * several of them are one transaction under one advisory lock. Bound to the API's connection
 * pool, or to one transaction (`transaction`): on the embedded database a read outside a
 * transaction waits for the transaction's one connection, so reads inside one go through the
 * repository it hands over. Whom a profile no longer sees is PeopleConnectionsRepository.
 */
@Injectable()
export class IntroductionsRepository {
  constructor(@InjectEntityManager() private readonly db: EntityManager) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (introductions: IntroductionsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) => work(new IntroductionsRepository(manager)));
  }

  /** Holds a lock on `name` until the transaction ends (common/concurrency/advisory-lock.ts). */
  lock(name: string): Promise<void> {
    return lockName(this.db, name);
  }

  /** Counts one use of a daily allowance (common/daily-allowance) and says whether it was allowed. */
  countUse(
    kind: AllowanceScope,
    key: string,
    limit: number,
  ): Promise<{ allowed: boolean; used: number }> {
    return countUse(this.db, kind, key, limit);
  }

  /** Uses of a daily allowance today. */
  usesToday(kind: AllowanceScope, key: string): Promise<number> {
    return usesToday(this.db, kind, key);
  }

  // ---- introductions ----

  byId(id: string): Promise<IntroductionEntity | null> {
    return this.db.findOneBy(IntroductionEntity, { id });
  }

  /** The introduction between two profiles, either way round, if any. */
  between(profileId: string, otherId: string): Promise<IntroductionEntity | null> {
    return this.db.findOne(IntroductionEntity, {
      where: [
        { fromProfileId: profileId, toProfileId: otherId },
        { fromProfileId: otherId, toProfileId: profileId },
      ],
    });
  }

  /**
   * This profile's introductions either way, newest first, at most `take`, but for requests from
   * new browsers still waiting for its answer (`foldedFor`), so a flood of those cannot push the
   * others out of its list. `newDays`: how long a browser is new (NEW_ASKER_DAYS).
   */
  of(profileId: string, take: number, newDays: number): Promise<IntroductionEntity[]> {
    return this.db
      .createQueryBuilder(IntroductionEntity, 'i')
      .where('(i.from_profile_id = :profileId OR i.to_profile_id = :profileId)', { profileId })
      .andWhere(`NOT (${FOLDED})`, { profileId, newDays })
      .orderBy('i.created_at', 'DESC')
      .take(take)
      .getMany();
  }

  /**
   * Requests to this profile from browsers that were new when they asked, still waiting for its
   * answer: at most `take` of them (all when none is given), and how many there are. Those from
   * networks with fewer of them waiting come first, then the newest (sixteenth hostile pass #1: a
   * wave from a few networks goes after the one honest newcomer, however new the wave).
   */
  async foldedFor(
    profileId: string,
    take: number | undefined,
    newDays: number,
  ): Promise<{ rows: IntroductionEntity[]; total: number }> {
    const [rows, total] = await this.db
      .createQueryBuilder(IntroductionEntity, 'i')
      .addSelect(
        `(SELECT count(*) FROM introductions o WHERE o.to_profile_id = i.to_profile_id
           AND o.status = 'pending' AND o.from_network_hash = i.from_network_hash)`,
        'crowd',
      )
      .where(FOLDED, { profileId, newDays })
      .orderBy('crowd', 'ASC')
      .addOrderBy('i.created_at', 'DESC')
      .take(take)
      .getManyAndCount();
    return { rows, total };
  }

  /**
   * Declines these of this profile's requests that still wait, in one statement; the askers of
   * those it declined (one answered meanwhile is left as it is).
   */
  async declineWaiting(profileId: string, ids: readonly string[]): Promise<string[]> {
    const { raw } = await this.db
      .createQueryBuilder()
      .update(IntroductionEntity)
      .set({ status: 'declined', answeredAt: () => 'now()' })
      .where('id IN (:...ids) AND to_profile_id = :profileId AND status = :pending', {
        ids,
        profileId,
        pending: 'pending',
      })
      .returning('from_profile_id')
      .execute();
    return (raw as { from_profile_id: string }[]).map((row) => row.from_profile_id);
  }

  /** Requests this profile sent since `since`. */
  sentSince(profileId: string, since: Date): Promise<number> {
    return this.db.count(IntroductionEntity, {
      where: { fromProfileId: profileId, createdAt: MoreThan(since) },
    });
  }

  /** Requests to this profile still pending, made after `since`. */
  waitingFor(profileId: string, since: Date): Promise<WaitingRequest[]> {
    return this.db.find(IntroductionEntity, {
      where: { toProfileId: profileId, status: 'pending', createdAt: MoreThan(since) },
      select: {
        id: true,
        fromProfileId: true,
        fromSiteHash: true,
        fromSince: true,
        fromConfirmed: true,
        createdAt: true,
      },
    });
  }

  insert(fields: DeepPartial<IntroductionEntity>): Promise<IntroductionEntity> {
    return this.db.save(this.db.create(IntroductionEntity, fields));
  }

  /** Writes an answer if the introduction still has `status`; whether it did. */
  async answer(
    id: string,
    status: IntroductionStatus,
    changes: Partial<
      Pick<
        IntroductionEntity,
        'status' | 'answeredAt' | 'toFirstName' | 'toContactKind' | 'toContact'
      >
    >,
  ): Promise<boolean> {
    const { affected } = await this.db.update(IntroductionEntity, { id, status }, changes);
    return !!affected;
  }

  /** Writes the asker's contact on an accepted introduction that has none yet; whether it did. */
  async shareBack(
    id: string,
    shared: Pick<IntroductionEntity, 'fromFirstName' | 'fromContactKind' | 'fromContact'>,
  ): Promise<boolean> {
    const { affected } = await this.db.update(
      IntroductionEntity,
      { id, status: 'accepted', fromContact: IsNull() },
      shared,
    );
    return !!affected;
  }

  /** Closes an introduction: declined unless accepted, every shared contact wiped. */
  async close(row: Pick<IntroductionEntity, 'id' | 'status' | 'answeredAt'>): Promise<void> {
    await this.db.update(
      IntroductionEntity,
      { id: row.id },
      {
        status: row.status === 'accepted' ? 'accepted' : 'declined',
        answeredAt: row.answeredAt ?? new Date(),
        toFirstName: null,
        toContactKind: null,
        toContact: null,
        fromFirstName: null,
        fromContactKind: null,
        fromContact: null,
      },
    );
  }

  /**
   * The messages of the latest requests to one person since a time, oldest first: from any of a
   * browser's profiles or from one site, so a number split over requests from several profiles of
   * one browser is read as one (fifteenth hostile pass #4); or, `from` null, from anyone
   * (sixteenth pass #2, request-pieces).
   */
  async recentRequestMessagesTo(
    toProfileId: string,
    from: { profileIds: readonly string[]; siteHash: string | null } | null,
    since: Date,
    limit: number,
  ): Promise<string[]> {
    const rows: { message: string }[] = await this.db.query(
      `SELECT message FROM introductions
        WHERE to_profile_id = $1 AND created_at > $2
          AND ($6::boolean OR from_profile_id = ANY($3::uuid[])
               OR ($4::text IS NOT NULL AND from_site_hash = $4))
        ORDER BY created_at DESC LIMIT $5`,
      [toProfileId, since, from?.profileIds ?? [], from?.siteHash ?? null, limit, from === null],
    );
    return rows.map((row) => row.message).reverse();
  }

  /** Per profile: requests waiting for an answer, and accepted ones waiting for the asker's contact. */
  async waitingCounts(profileIds: readonly string[]): Promise<Map<string, number>> {
    const rows: { id: string; n: string }[] = await this.db.query(
      `SELECT p.id, count(i.id) AS n FROM unnest($1::uuid[]) AS p(id)
         LEFT JOIN introductions i
           ON (i.to_profile_id = p.id AND i.status = 'pending')
           OR (i.from_profile_id = p.id AND i.status = 'accepted' AND i.from_contact IS NULL)
        GROUP BY p.id`,
      [profileIds],
    );
    return new Map(rows.map((row) => [row.id, Number(row.n)]));
  }

  // ---- profile_blocks and browser_blocks ----

  async blockProfile(blockerProfileId: string, blockedProfileId: string): Promise<void> {
    await this.db.upsert(ProfileBlockEntity, { blockerProfileId, blockedProfileId }, [
      'blockerProfileId',
      'blockedProfileId',
    ]);
  }

  /** Stores browser blocks, leaving out those already there. */
  async blockBrowsers(rows: NewBrowserBlock[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .createQueryBuilder()
      .insert()
      .into(BrowserBlockEntity)
      .values(rows)
      .orIgnore()
      .execute();
  }

  // ---- profile_reports ----

  /** Whether this browser already reported the introduction. */
  reported(introductionId: string, reporterOwnerHash: string): Promise<boolean> {
    return this.db.exists(ProfileReportEntity, { where: { introductionId, reporterOwnerHash } });
  }

  /** Reports this profile made since `since`. */
  reportsSince(reporterProfileId: string, since: Date): Promise<number> {
    return this.db.count(ProfileReportEntity, {
      where: { reporterProfileId, createdAt: MoreThan(since) },
    });
  }

  async insertReport(fields: DeepPartial<ProfileReportEntity>): Promise<void> {
    await this.db.save(this.db.create(ProfileReportEntity, fields));
  }
}
