import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProfileReportEntity } from './entities/profile-report.entity.js';

/** An open report with what staff need to judge whether its reporters are independent. */
export type OpenReportRow = ProfileReportEntity & {
  against: string;
  ageDays: number | string | null;
  sharesNetwork: boolean;
};

/** Staff's reads and decisions on profile_reports (the connections module's). */
@Injectable()
export class ReportReviewRepository {
  constructor(
    @InjectRepository(ProfileReportEntity)
    private readonly reports: Repository<ProfileReportEntity>,
  ) {}

  /** The oldest 200 open reports, each with its counts against the person and its reporter's age. */
  open(): Promise<OpenReportRow[]> {
    return this.reports.query(
      `SELECT r.id, r.reason, r.details, r.message, r.created_at AS "createdAt",
              r.reported_profile_id AS "reportedProfileId",
              (SELECT count(*) FROM profile_reports o WHERE o.reported_profile_id = r.reported_profile_id) AS against,
              floor(extract(epoch FROM r.created_at - r.reporter_since) / 86400) AS "ageDays",
              EXISTS (SELECT 1 FROM profile_reports o
                       WHERE o.reported_profile_id = r.reported_profile_id AND o.id <> r.id
                         AND o.reporter_network_hash = r.reporter_network_hash) AS "sharesNetwork"
         FROM profile_reports r WHERE r.status = 'open' ORDER BY r.created_at LIMIT 200`,
    );
  }

  /** Decides an open report; whether there was one. */
  async decide(id: string, status: 'dismissed' | 'upheld'): Promise<boolean> {
    const result = await this.reports.update(
      { id, status: 'open' },
      { status, reviewedAt: new Date() },
    );
    return !!result.affected;
  }
}
