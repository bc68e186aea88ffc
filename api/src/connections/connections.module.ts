import { Module } from '@nestjs/common';
import { AdminGuard } from '../common/admin/admin.guard.js';
import { MailModule } from '../mail/mail.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { AdminReportsController } from './admin-reports.controller.js';
import { ConnectionsDataModule } from './connections-data.module.js';
import { IntroductionsController } from './introductions.controller.js';
import { IntroductionsService } from './introductions.service.js';
import { ModerationService } from './moderation.service.js';

/**
 * Introductions, blocks and reports (issue 18). Owns the tables introductions, profile_blocks and
 * profile_reports; matching (global) tells whom a profile may be introduced to.
 */
@Module({
  imports: [ConnectionsDataModule, ProfilesModule, MailModule],
  controllers: [IntroductionsController, AdminReportsController],
  providers: [IntroductionsService, ModerationService, AdminGuard],
})
export class ConnectionsModule {}
