import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import { BodyLimit } from '../common/http/body-limit.decorator.js';
import { requestLanguage } from '../common/http/request-language.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UuidParam } from '../common/http/uuid-param.pipe.js';
import { AdminGuard } from '../common/admin/admin.guard.js';
import {
  KnowledgeDocumentDto,
  KnowledgeDocumentListDto,
  KnowledgeDocumentPassagesDto,
  KnowledgeDocumentReviewDto,
  KnowledgeUploadReviewDto,
  KnowledgeUploadReviewListDto,
} from './dto/knowledge-document.response.js';
import type { StaffIdentity } from '@ageless/contracts';
import type { KnowledgeDocumentEntity } from './entities/knowledge-document.entity.js';
import { UploadDocumentDto, UploadErrorDto, UploadResultDto } from './dto/upload-document.dto.js';
import { cleanFilename, KnowledgeService } from './knowledge.service.js';
import { RateLimited } from '../common/rate-limit/rate-limit.decorator.js';

const PREVIEW_CHARS = 300;
// Enough to read a long document in review; the rest is counted, not sent.
const REVIEW_PASSAGES = 60;

// The file travels as base64 (4/3 of its size) inside a little JSON.
const uploadBodyLimit = (config: AppConfig): number =>
  Math.ceil((config.uploadMaxBytes * 4) / 3) + 64 * 1024;

function uploadMessage(
  language: 'en' | 'de',
  filename: string,
  document: KnowledgeDocumentEntity,
  duplicate: boolean,
): string {
  const title = document.title;
  if (duplicate) {
    return language === 'de'
      ? `„${filename}“ ist bereits in der Wissensdatenbank (als „${title}“); es wurde nichts doppelt gespeichert.`
      : `'${filename}' is already in the knowledge base (as '${title}'); nothing was added twice.`;
  }
  // A new upload is not used until staff approve it (issue 16): the message says so plainly.
  return language === 'de'
    ? `„${filename}“ wurde verarbeitet und wartet auf Prüfung: Der Ratgeber nutzt es erst, wenn es freigegeben ist.`
    : `'${filename}' was processed and is waiting for review: the guide uses it only after it is approved.`;
}

@ApiTags('knowledge')
@Controller()
export class KnowledgeController {
  constructor(
    private readonly knowledge: KnowledgeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly admin: AdminGuard,
  ) {}

  /**
   * Who is acting, as far as the API can tell (issue 27): AdminGuard let the request through, and
   * there are no per-person staff accounts, so it is either the holder of the shared ADMIN_TOKEN or,
   * when none is set, someone at the API's own computer.
   */
  private staff(): StaffIdentity {
    return this.config.adminToken === undefined ? 'this-computer' : 'admin-token';
  }

  @Post('upload')
  @RateLimited('upload')
  @UseGuards(AdminGuard)
  @BodyLimit(uploadBodyLimit)
  @ApiBearerAuth()
  @ApiResponse({ status: 201, description: 'Stored and indexed', type: UploadResultDto })
  @ApiOkResponse({
    description: 'The same text was already stored; nothing added',
    type: UploadResultDto,
  })
  @ApiResponse({ status: 400, type: UploadErrorDto })
  @ApiUnauthorizedResponse({ type: UploadErrorDto })
  @ApiForbiddenResponse({ type: UploadErrorDto })
  @ApiPayloadTooLargeResponse({ type: UploadErrorDto })
  @ApiResponse({ status: 415, type: UploadErrorDto })
  @ApiResponse({ status: 422, type: UploadErrorDto })
  async upload(
    @Body() input: UploadDocumentDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadResultDto> {
    // A refused upload is an UploadError, which the error filter words in the request's language.
    const { document, text, duplicate } = await this.knowledge.upload(input);
    const filename = cleanFilename(input.filename);
    res.status(duplicate ? 200 : 201);
    return {
      success: true,
      message: uploadMessage(requestLanguage(req), filename, document, duplicate),
      // Whole characters (code points) from the start only: never the whole text split up.
      preview: Array.from(text.slice(0, PREVIEW_CHARS * 2))
        .slice(0, PREVIEW_CHARS)
        .join(''),
      filename,
      size: text.length,
      documentId: document.id,
      duplicate,
      language: document.language,
      status: document.status,
    };
  }

  @Get('knowledge/documents')
  @ApiOkResponse({
    type: KnowledgeDocumentListDto,
    description:
      'Approved documents; with the admin token, uploads waiting for review as well (their titles and file names are not public)',
  })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'A wrong admin token' })
  async list(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<KnowledgeDocumentListDto> {
    // Fourth hostile pass: this public list showed every upload waiting for review to anyone.
    const everything = await this.admin.asksAsAdmin(req, res);
    const [documents, chunks] = await Promise.all([
      this.knowledge.list(everything),
      this.knowledge.chunkCounts(),
    ]);
    return {
      count: documents.length,
      documents: documents.map((document) =>
        KnowledgeDocumentDto.fromEntity(document, chunks.get(document.id) ?? 0),
      ),
    };
  }

  @Get('knowledge/documents/:id/passages')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: KnowledgeDocumentPassagesDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async passages(@Param('id', UuidParam) id: string): Promise<KnowledgeDocumentPassagesDto> {
    const { document, passages, total } = await this.knowledge.passages(id, REVIEW_PASSAGES);
    return { id: document.id, title: document.title, status: document.status, passages, total };
  }

  @Get('knowledge/uploads')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOkResponse({
    description: 'Every upload with its review (who approved or withdrew it, and when)',
    type: KnowledgeUploadReviewListDto,
  })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  async uploads(): Promise<KnowledgeUploadReviewListDto> {
    const [documents, chunks] = await Promise.all([
      this.knowledge.uploads(),
      this.knowledge.chunkCounts(),
    ]);
    return {
      count: documents.length,
      documents: documents.map((document) =>
        KnowledgeUploadReviewDto.fromEntity(document, chunks.get(document.id) ?? 0),
      ),
    };
  }

  @Patch('knowledge/documents/:id')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOkResponse({
    description: 'The document with its new status and review',
    type: KnowledgeUploadReviewDto,
  })
  @ApiResponse({ status: 400, type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({
    description:
      'A built-in article, or the document already has that status (approved twice, withdrawn twice)',
    type: ApiErrorDto,
  })
  async review(
    @Param('id', UuidParam) id: string,
    @Body() body: KnowledgeDocumentReviewDto,
  ): Promise<KnowledgeUploadReviewDto> {
    const document = await this.knowledge.review(id, body.status, this.staff());
    return KnowledgeUploadReviewDto.fromEntity(document, await this.knowledge.chunkCount(id));
  }

  @Delete('knowledge/documents/:id')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'Deleted with its passages' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ description: 'A built-in article', type: ApiErrorDto })
  async remove(@Param('id', UuidParam) id: string): Promise<void> {
    await this.knowledge.remove(id);
  }
}
