import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GeoModule } from '../geo/index.js';
import { ProfileChanges, ProfilesModule } from '../profiles/index.js';
import { BlueprintEntity } from './entities/blueprint.entity.js';
import { MatchCache } from './match-cache.js';
import { MatchCandidates } from './match-candidates.js';
import { MatchingController } from './matching.controller.js';
import { MatchingService } from './matching.service.js';

// Global so that connections, which builds on matching, reaches MatchingService and MatchCache.
@Global()
@Module({})
export class MatchingModule {
  constructor(changes: ProfileChanges, cache: MatchCache) {
    // New, edited and removed profiles drop the cached matches they could change, and only those.
    changes.listen(cache);
  }

  /**
   * `connections`: the module that provides PeopleConnections (whom to hide). The app hands it over,
   * because the connections module imports matching and matching imports nothing of it.
   */
  static forRoot(connections: Type): DynamicModule {
    return {
      module: MatchingModule,
      imports: [
        TypeOrmModule.forFeature([BlueprintEntity]),
        GeoModule,
        connections,
        ProfilesModule,
      ],
      controllers: [MatchingController],
      providers: [MatchingService, MatchCandidates, MatchCache],
      exports: [MatchCache, MatchingService],
    };
  }
}
