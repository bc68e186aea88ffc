import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GeoModule } from '../geo/index.js';
import { MailModule } from '../mail/index.js';
import { ProfileEntity } from './entities/profile.entity.js';
import { ProfileBackfill } from './profile-backfill.js';
import { ProfileBackfillRepository } from './profile-backfill.repository.js';
import { ProfileBrowsersRepository } from './profile-browsers.repository.js';
import { ProfileChanges } from './profile-changes.js';
import { ProfileSearchRepository } from './profile-search.repository.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesRepository } from './profiles.repository.js';
import { ProfilesService } from './profiles.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ProfileEntity]), GeoModule, MailModule],
  controllers: [ProfilesController],
  providers: [
    ProfilesService,
    ProfilesRepository,
    ProfileChanges,
    ProfileSearchRepository,
    ProfileBrowsersRepository,
    ProfileBackfillRepository,
    ProfileBackfill,
  ],
  // ProfileSearchRepository: the read model matching searches partners with (read-only);
  // ProfileBrowsersRepository: browsers and where profiles were made, for connections (read-only).
  exports: [ProfilesService, ProfileChanges, ProfileSearchRepository, ProfileBrowsersRepository],
})
export class ProfilesModule {}
