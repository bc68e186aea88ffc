import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PeopleConnections } from '../matching/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { PeopleConnectionsRepository } from './people-connections.repository.js';
import { BrowserBlockEntity } from './entities/browser-block.entity.js';
import { IntroductionEntity } from './entities/introduction.entity.js';
import { ProfileBlockEntity } from './entities/profile-block.entity.js';
import { ProfileReportEntity } from './entities/profile-report.entity.js';
import { ThreadMessageEntity } from './entities/thread-message.entity.js';

// The connections tables and their reader, apart from the services: the app hands this module to
// matching (MatchingModule.forRoot), which asks it whom to hide through PeopleConnections; the
// introductions module builds on matching.
@Module({
  imports: [
    // Whom to hide is read by browser and network: the profiles module's read model of them.
    ProfilesModule,
    TypeOrmModule.forFeature([
      IntroductionEntity,
      ProfileBlockEntity,
      ProfileReportEntity,
      BrowserBlockEntity,
      ThreadMessageEntity,
    ]),
  ],
  providers: [
    PeopleConnectionsRepository,
    { provide: PeopleConnections, useExisting: PeopleConnectionsRepository },
  ],
  exports: [TypeOrmModule, PeopleConnectionsRepository, PeopleConnections],
})
export class ConnectionsDataModule {}
