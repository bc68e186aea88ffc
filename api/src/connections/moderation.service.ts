import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ConnectionsError, ConnectionsErrorCode } from './connections-error.js';
import { MatchCache } from '../matching/index.js';
import { REPORTER_MIN_AGE_DAYS } from './connections-reader.js';
import type { ReportForReviewDto } from './dto/introduction.dto.js';
import { ProfileReportEntity } from './entities/profile-report.entity.js';

/** Staff's side of reports: the open ones, and a decision on each. */
@Injectable()
export class ModerationService {
  constructor(
    @InjectRepository(ProfileReportEntity)
    private readonly reports: Repository<ProfileReportEntity>,
    private readonly matchCache: MatchCache,
  ) {}

  /**
   * Open reports with what staff need to judge whether the reporters are independent (eighth
   * hostile pass #2: staff saw three reports, not that their reporters were minutes old and
   * neighbours): the reporting browser's age and whether another report about the person came from
   * its network.
   */
  async openReports(): Promise<ReportForReviewDto[]> {
    const rows: (ProfileReportEntity & {
      against: string;
      ageDays: number | string | null;
      sharesNetwork: boolean;
    })[] = await this.reports.query(
      `SELECT r.id, r.reason, r.details, r.message, r.created_at AS "createdAt",
              r.reported_profile_id AS "reportedProfileId",
              (SELECT count(*) FROM profile_reports o WHERE o.reported_profile_id = r.reported_profile_id) AS against,
              floor(extract(epoch FROM r.created_at - r.reporter_since) / 86400) AS "ageDays",
              EXISTS (SELECT 1 FROM profile_reports o
                       WHERE o.reported_profile_id = r.reported_profile_id AND o.id <> r.id
                         AND o.reporter_network_hash = r.reporter_network_hash) AS "sharesNetwork"
         FROM profile_reports r WHERE r.status = 'open' ORDER BY r.created_at LIMIT 200`,
    );
    return rows.map((row) => {
      const ageDays = row.ageDays === null ? null : Number(row.ageDays);
      return {
        id: row.id,
        reason: row.reason,
        details: row.details,
        message: row.message,
        createdAt: new Date(row.createdAt).toISOString(),
        reportedProfileId: row.reportedProfileId,
        reportsAgainstProfile: Number(row.against),
        reporterAgeDays: ageDays,
        // The rule of ConnectionsReader.hiddenFor: an unknown age counts as old.
        reporterIsNew: ageDays !== null && ageDays < REPORTER_MIN_AGE_DAYS,
        sharesNetwork: row.sharesNetwork,
      };
    });
  }

  /** dismiss: the person is shown again (except to the reporter); uphold: hidden for good. */
  async review(id: string, decision: 'dismiss' | 'uphold'): Promise<void> {
    const result = await this.reports.update(
      { id, status: 'open' },
      { status: decision === 'dismiss' ? 'dismissed' : 'upheld', reviewedAt: new Date() },
    );
    if (!result.affected) throw new ConnectionsError(ConnectionsErrorCode.ReportNotFound);
    this.matchCache.matches.clear();
  }
}
