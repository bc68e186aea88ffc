import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GeoModule } from '../geo/index.js';
import { MailModule } from '../mail/index.js';
import { ProfileEntity } from './entities/profile.entity.js';
import { ProfileChanges } from './profile-changes.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ProfileEntity]), GeoModule, MailModule],
  controllers: [ProfilesController],
  providers: [ProfilesService, ProfileChanges],
  exports: [ProfilesService, ProfileChanges],
})
export class ProfilesModule {}
