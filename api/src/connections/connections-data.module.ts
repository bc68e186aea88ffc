import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionsReader } from './connections-reader.js';
import { BrowserBlockEntity } from './entities/browser-block.entity.js';
import { IntroductionEntity } from './entities/introduction.entity.js';
import { ProfileBlockEntity } from './entities/profile-block.entity.js';
import { ProfileReportEntity } from './entities/profile-report.entity.js';
import { ThreadMessageEntity } from './entities/thread-message.entity.js';

// The connections tables and their reader, apart from the services, so that matching can ask
// whom to hide without depending on the introductions module (which depends on matching).
@Module({
  imports: [
    TypeOrmModule.forFeature([
      IntroductionEntity,
      ProfileBlockEntity,
      ProfileReportEntity,
      BrowserBlockEntity,
      ThreadMessageEntity,
    ]),
  ],
  providers: [ConnectionsReader],
  exports: [TypeOrmModule, ConnectionsReader],
})
export class ConnectionsDataModule {}
