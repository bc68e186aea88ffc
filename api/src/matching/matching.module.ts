import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GeoModule } from '../geo/geo.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { BlueprintEntity } from './entities/blueprint.entity.js';
import { MatchCandidates } from './match-candidates.js';
import { MatchingController } from './matching.controller.js';
import { MatchingService } from './matching.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([BlueprintEntity]), ProfilesModule, GeoModule],
  controllers: [MatchingController],
  providers: [MatchingService, MatchCandidates],
})
export class MatchingModule {}
