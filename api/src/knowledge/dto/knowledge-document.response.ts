import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type {
  KnowledgeDocumentReview,
  KnowledgeDocumentStatus,
  KnowledgeDocumentSummary,
  KnowledgeDocumentList,
  KnowledgeDocumentPassages,
  KnowledgeUploadReview,
  KnowledgeUploadReviewList,
  StaffIdentity,
} from '@ageless/contracts';
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
  @ApiProperty({
    enum: ['pending', 'approved'],
    description: 'Uploads are pending until staff approve them; the guide uses approved ones only.',
  })
  status: KnowledgeDocumentStatus;

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
      status: entity.status,
    });
  }
}

export class KnowledgeDocumentListDto implements KnowledgeDocumentList {
  @ApiProperty() count: number;
  @ApiProperty({ type: [KnowledgeDocumentDto] }) documents: KnowledgeDocumentDto[];
}

const STAFF_IDENTITY = {
  enum: ['admin-token', 'this-computer'],
  nullable: true,
  type: String,
  description:
    "How the member of staff signed in: there are no per-person staff accounts, only the shared ADMIN_TOKEN, or the API's own computer when none is set. null: not recorded.",
};

export class KnowledgeUploadReviewDto
  extends KnowledgeDocumentDto
  implements KnowledgeUploadReview
{
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) approvedAt: string | null;
  @ApiProperty(STAFF_IDENTITY) approvedBy: StaffIdentity | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When an approval was last withdrawn (the document went back to pending).',
  })
  withdrawnAt: string | null;
  @ApiProperty(STAFF_IDENTITY) withdrawnBy: StaffIdentity | null;

  static override fromEntity(
    entity: KnowledgeDocumentEntity,
    chunks: number,
  ): KnowledgeUploadReviewDto {
    return Object.assign(
      new KnowledgeUploadReviewDto(),
      KnowledgeDocumentDto.fromEntity(entity, chunks),
      {
        approvedAt: entity.approvedAt?.toISOString() ?? null,
        approvedBy: entity.approvedBy,
        withdrawnAt: entity.withdrawnAt?.toISOString() ?? null,
        withdrawnBy: entity.withdrawnBy,
      },
    );
  }
}

export class KnowledgeUploadReviewListDto implements KnowledgeUploadReviewList {
  @ApiProperty() count: number;
  @ApiProperty({ type: [KnowledgeUploadReviewDto] }) documents: KnowledgeUploadReviewDto[];
}

export class KnowledgeDocumentReviewDto implements KnowledgeDocumentReview {
  @ApiProperty({
    enum: ['pending', 'approved'],
    description:
      'approved: the guide may cite it (only from pending); pending: the approval is withdrawn and the document leaves the answers at once (only from approved). Asking for the status it already has is a 409.',
  })
  @IsIn(['pending', 'approved'], { message: "status must be 'approved' or 'pending'" })
  status: KnowledgeDocumentStatus;
}

export class KnowledgeDocumentPassagesDto implements KnowledgeDocumentPassages {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: ['pending', 'approved'] }) status: KnowledgeDocumentStatus;
  @ApiProperty({
    type: [String],
    description:
      'The passages the guide would quote, in order (the first ones when there are many).',
  })
  passages: string[];
  @ApiProperty({ description: 'How many passages the document has in all.' }) total: number;
}
