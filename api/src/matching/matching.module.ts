import {
  type DynamicModule,
  Global,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
  type Type,
} from '@nestjs/common';
import { MatchReadCeiling } from '../common/rate-limit/match-read-ceiling.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileChanges, ProfilesModule } from '../profiles/index.js';
import { BlueprintsRepository } from './blueprints.repository.js';
import { BlueprintEntity } from './entities/blueprint.entity.js';
import { MatchCache } from './match-cache.js';
import { MatchCandidates } from './match-candidates.js';
import { MatchingController } from './matching.controller.js';
import { MatchingService } from './matching.service.js';
import { MatchReadLimit } from './match-read-limit.js';
import { PhraseLexemesRepository } from './phrase-lexemes.repository.js';

// Global so that connections, which builds on matching, reaches MatchingService and MatchCache.
@Global()
@Module({})
export class MatchingModule implements NestModule {
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
      imports: [TypeOrmModule.forFeature([BlueprintEntity]), connections, ProfilesModule],
      controllers: [MatchingController],
      providers: [
        MatchingService,
        MatchCandidates,
        BlueprintsRepository,
        PhraseLexemesRepository,
        MatchCache,
        MatchReadCeiling,
        MatchReadLimit,
      ],
      exports: [MatchCache, MatchingService],
    };
  }

  /**
   * The reads that compute matches, wherever their controller is (a blueprint's page and "My
   * Matches" are served by connections): limited per profile and owner browser before the guards.
   */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(MatchReadLimit)
      .forRoutes(
        { path: 'profiles/:id/matches', method: RequestMethod.GET },
        { path: 'profiles/:id/blueprints/:key', method: RequestMethod.GET },
        { path: 'my-profiles', method: RequestMethod.GET },
      );
  }
}
