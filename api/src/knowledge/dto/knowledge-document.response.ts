import { ApiProperty } from '@nestjs/swagger';
import type { KnowledgeDocumentSummary, KnowledgeDocumentList } from '@ageless/contracts';
import type { KnowledgeDocumentEntity } from '../entities/knowledge-document.entity.js';

export class KnowledgeDocumentDto implements KnowledgeDocumentSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Rentenbescheid 2025' }) title: string;
  @ApiProperty({ example: 'Rentenbescheid 2025.docx' }) filename: string;
  @ApiProperty({ enum: ['en', 'de'] }) language: 'en' | 'de';
  @ApiProperty({ description: 'Length of the text in characters.' }) size: number;
  @ApiProperty({ description: 'Number of passages the guide searches.' }) chunks: number;
  @ApiProperty({
    description: 'Shipped with the app (an article); cannot be deleted through the API.',
  })
  builtIn: boolean;
  @ApiProperty({ nullable: true, type: String }) topic: string | null;
  @ApiProperty({ nullable: true, type: String }) sourceUrl: string | null;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;

  static fromEntity(entity: KnowledgeDocumentEntity, chunks: number): KnowledgeDocumentDto {
    return Object.assign(new KnowledgeDocumentDto(), {
      id: entity.id,
      title: entity.title,
      filename: entity.filename,
      language: entity.language,
      size: entity.charCount,
      chunks,
      builtIn: entity.articleId !== null,
      topic: entity.topic,
      sourceUrl: entity.sourceUrl,
      uploadedAt: entity.uploadedAt.toISOString(),
    });
  }
}

export class KnowledgeDocumentListDto implements KnowledgeDocumentList {
  @ApiProperty() count: number;
  @ApiProperty({ type: [KnowledgeDocumentDto] }) documents: KnowledgeDocumentDto[];
}
