import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionsDataModule } from '../connections/connections-data.module.js';
import { GeoModule } from '../geo/geo.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { BlueprintEntity } from './entities/blueprint.entity.js';
import { MatchCache } from './match-cache.js';
import { MatchCandidates } from './match-candidates.js';
import { MatchingController } from './matching.controller.js';
import { MatchingService } from './matching.service.js';

// Global so that ProfilesService can tell the cache about new and removed profiles without the
// profiles module depending on matching.
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([BlueprintEntity]),
    GeoModule,
    ConnectionsDataModule,
    ProfilesModule,
  ],
  controllers: [MatchingController],
  providers: [MatchingService, MatchCandidates, MatchCache],
  exports: [MatchCache, MatchingService],
})
export class MatchingModule {}
