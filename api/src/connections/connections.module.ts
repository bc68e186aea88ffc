import { Module } from '@nestjs/common';
import { AdminGuard } from '../common/admin/admin.guard.js';
import { MailModule } from '../mail/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { AdminReportsController } from './admin-reports.controller.js';
import { ConnectionsDataModule } from './connections-data.module.js';
import { IntroductionsController } from './introductions.controller.js';
import { IntroductionsRepository } from './introductions.repository.js';
import { IntroductionsService } from './introductions.service.js';
import { ModerationService } from './moderation.service.js';
import { ReportReviewRepository } from './report-review.repository.js';
import { ThreadMessagesRepository } from './thread-messages.repository.js';
import { ThreadsController } from './threads.controller.js';
import { ThreadsService } from './threads.service.js';

/**
 * Introductions, their message threads (issue 26 item 4), blocks and reports (issue 18). Owns the
 * tables introductions, thread_messages, profile_blocks and profile_reports; matching (global) tells whom a profile may be introduced to.
 */
@Module({
  imports: [ConnectionsDataModule, ProfilesModule, MailModule],
  controllers: [IntroductionsController, ThreadsController, AdminReportsController],
  providers: [
    IntroductionsService,
    ThreadsService,
    ModerationService,
    IntroductionsRepository,
    ThreadMessagesRepository,
    ReportReviewRepository,
    AdminGuard,
  ],
})
export class ConnectionsModule {}
