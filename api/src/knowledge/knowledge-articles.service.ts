import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { articleText, readShippedArticles, type ShippedArticle } from './articles.js';
import { KnowledgeDocumentsRepository } from './knowledge-documents.repository.js';
import { KnowledgeService } from './knowledge.service.js';

export interface ArticleSyncResult {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
}

// Any constant works; it only keeps two replicas starting together from indexing the articles twice.
const ARTICLE_SYNC_LOCK = 763_910_001;

/** Indexes the shipped Markdown articles at start-up: new and changed files are (re)indexed, removed ones dropped. */
@Injectable()
export class KnowledgeArticlesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Knowledge');

  constructor(
    private readonly documents: KnowledgeDocumentsRepository,
    private readonly knowledge: KnowledgeService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const result = await this.sync();
    this.logger.log(
      `Built-in articles: ${result.added} added, ${result.updated} updated, ${result.removed} removed, ${result.unchanged} unchanged`,
    );
  }

  async sync(articles?: ShippedArticle[]): Promise<ArticleSyncResult> {
    const shipped = articles ?? (await readShippedArticles());
    const outcome = await this.documents.transaction(async (index) => {
      await index.lock(ARTICLE_SYNC_LOCK);
      const stored = await index.articles();
      const byArticle = new Map(stored.map((document) => [document.articleId, document]));
      const result: ArticleSyncResult = { added: 0, updated: 0, removed: 0, unchanged: 0 };
      for (const article of shipped) {
        const existing = byArticle.get(article.id);
        byArticle.delete(article.id);
        if (existing?.contentHash === article.hash) {
          result.unchanged += 1;
          continue;
        }
        if (existing) await this.knowledge.deleteDocument(index, existing);
        await this.knowledge.index(index, {
          title: article.title,
          filename: article.file,
          text: articleText(article),
          contentHash: article.hash,
          language: article.language,
          articleId: article.id,
          topic: article.topic,
          market: article.market,
          sources: article.sources,
          status: 'approved',
        });
        if (existing) result.updated += 1;
        else result.added += 1;
      }
      for (const gone of byArticle.values()) {
        await this.knowledge.deleteDocument(index, gone);
        result.removed += 1;
      }
      return result;
    });
    await this.knowledge.keepStatisticsFresh();
    return outcome;
  }
}
