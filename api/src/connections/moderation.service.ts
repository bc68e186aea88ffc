import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import { MatchCache } from '../matching/index.js';
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

  async openReports(): Promise<ReportForReviewDto[]> {
    const rows: (ProfileReportEntity & { against: string })[] = await this.reports.query(
      `SELECT r.id, r.reason, r.details, r.message, r.created_at AS "createdAt",
              r.reported_profile_id AS "reportedProfileId",
              (SELECT count(*) FROM profile_reports o WHERE o.reported_profile_id = r.reported_profile_id) AS against
         FROM profile_reports r WHERE r.status = 'open' ORDER BY r.created_at LIMIT 200`,
    );
    return rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      details: row.details,
      message: row.message,
      createdAt: new Date(row.createdAt).toISOString(),
      reportedProfileId: row.reportedProfileId,
      reportsAgainstProfile: Number(row.against),
    }));
  }

  /** dismiss: the person is shown again (except to the reporter); uphold: hidden for good. */
  async review(id: string, decision: 'dismiss' | 'uphold'): Promise<void> {
    const result = await this.reports.update(
      { id, status: 'open' },
      { status: decision === 'dismiss' ? 'dismissed' : 'upheld', reviewedAt: new Date() },
    );
    if (!result.affected) throw new DomainError(404, 'Report not found or already reviewed');
    this.matchCache.matches.clear();
  }
}
