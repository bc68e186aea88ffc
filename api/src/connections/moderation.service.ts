import { Injectable } from '@nestjs/common';
import { ConnectionsError, ConnectionsErrorCode } from './connections-error.js';
import { MatchCache } from '../matching/index.js';
import { REPORTER_MIN_AGE_DAYS } from './people-connections.repository.js';
import type { ReportForReviewDto } from './dto/introduction.dto.js';
import { ReportReviewRepository } from './report-review.repository.js';

/** Staff's side of reports: the open ones, and a decision on each. */
@Injectable()
export class ModerationService {
  constructor(
    private readonly reports: ReportReviewRepository,
    private readonly matchCache: MatchCache,
  ) {}

  /**
   * Open reports with what staff need to judge whether the reporters are independent (eighth
   * hostile pass #2: staff saw three reports, not that their reporters were minutes old and
   * neighbours): the reporting browser's age and whether another report about the person came from
   * its network.
   */
  async openReports(): Promise<ReportForReviewDto[]> {
    const rows = await this.reports.open();
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
        // The rule of PeopleConnectionsRepository.hiddenFor: an unknown age counts as old.
        reporterIsNew: ageDays !== null && ageDays < REPORTER_MIN_AGE_DAYS,
        sharesNetwork: row.sharesNetwork,
      };
    });
  }

  /** dismiss: the person is shown again (except to the reporter); uphold: hidden for good. */
  async review(id: string, decision: 'dismiss' | 'uphold'): Promise<void> {
    if (!(await this.reports.decide(id, decision === 'dismiss' ? 'dismissed' : 'upheld')))
      throw new ConnectionsError(ConnectionsErrorCode.ReportNotFound);
    this.matchCache.matches.clear();
  }
}
