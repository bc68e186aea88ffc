import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AdminGuard } from '../common/admin/admin.guard.js';
import { KnowledgeChunkEntity } from './entities/knowledge-chunk.entity.js';
import { KnowledgeDocumentEntity } from './entities/knowledge-document.entity.js';
import { KnowledgeTermEntity } from './entities/knowledge-term.entity.js';
import { ExtractionPool } from './extraction-pool.js';
import { KnowledgeDocumentsRepository } from './knowledge-documents.repository.js';
import { KnowledgeArticlesService } from './knowledge-articles.service.js';
import { KnowledgeSearchRepository } from './knowledge-search.repository.js';
import { KnowledgeSearchService } from './knowledge-search.service.js';
import { KnowledgeController } from './knowledge.controller.js';
import { KnowledgeService } from './knowledge.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([KnowledgeDocumentEntity, KnowledgeChunkEntity, KnowledgeTermEntity]),
  ],
  controllers: [KnowledgeController],
  providers: [
    KnowledgeDocumentsRepository,
    KnowledgeService,
    KnowledgeSearchRepository,
    KnowledgeSearchService,
    KnowledgeArticlesService,
    AdminGuard,
    // Built by hand: its options are plain values, not providers.
    { provide: ExtractionPool, useFactory: () => new ExtractionPool() },
  ],
  exports: [KnowledgeSearchService],
})
export class KnowledgeModule implements OnModuleInit {
  private readonly logger = new Logger('Knowledge');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    if (this.config.adminToken === undefined) {
      this.logger.warn(
        'ADMIN_TOKEN is not set: documents can be uploaded and deleted only from this computer (127.0.0.1 / ::1). Set ADMIN_TOKEN to allow it from elsewhere with a token.',
      );
    }
  }
}
