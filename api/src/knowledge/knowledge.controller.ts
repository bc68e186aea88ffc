import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpException,
  Param,
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
import type { AppConfig } from '../config/app-config.js';
import { UuidParam } from '../common/http/uuid-param.pipe.js';
import { AdminGuard } from '../common/admin/admin.guard.js';
import {
  KnowledgeDocumentDto,
  KnowledgeDocumentListDto,
} from './dto/knowledge-document.response.js';
import { UploadDocumentDto, UploadErrorDto, UploadResultDto } from './dto/upload-document.dto.js';
import { KnowledgeService } from './knowledge.service.js';
import { UploadError } from './upload-error.js';
import { RateLimited } from '../common/rate-limit/rate-limit.decorator.js';

const PREVIEW_CHARS = 300;

// The file travels as base64 (4/3 of its size) inside a little JSON.
const uploadBodyLimit = (config: AppConfig): number =>
  Math.ceil((config.uploadMaxBytes * 4) / 3) + 64 * 1024;

function uploadMessage(
  language: 'en' | 'de',
  filename: string,
  title: string,
  duplicate: boolean,
): string {
  if (duplicate) {
    return language === 'de'
      ? `„${filename}“ ist bereits in der Wissensdatenbank (als „${title}“); es wurde nichts doppelt gespeichert.`
      : `'${filename}' is already in the knowledge base (as '${title}'); nothing was added twice.`;
  }
  return language === 'de'
    ? `„${filename}“ wurde in die Wissensdatenbank aufgenommen und steht dem Rentenplaner zur Verfügung.`
    : `'${filename}' was added to the knowledge base and processed for the pension planner.`;
}

@ApiTags('knowledge')
@Controller()
export class KnowledgeController {
  constructor(private readonly knowledge: KnowledgeService) {}

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
    const language = requestLanguage(req);
    try {
      const { document, text, duplicate } = await this.knowledge.upload(input);
      res.status(duplicate ? 200 : 201);
      return {
        success: true,
        message: uploadMessage(language, input.filename, document.title, duplicate),
        preview: Array.from(text).slice(0, PREVIEW_CHARS).join(''),
        filename: input.filename,
        size: text.length,
        documentId: document.id,
        duplicate,
        language: document.language,
      };
    } catch (error) {
      if (error instanceof UploadError)
        throw new HttpException(error.messageIn(language), error.status);
      throw error;
    }
  }

  @Get('knowledge/documents')
  @ApiOkResponse({ type: KnowledgeDocumentListDto })
  async list(): Promise<KnowledgeDocumentListDto> {
    const [documents, chunks] = await Promise.all([
      this.knowledge.list(),
      this.knowledge.chunkCounts(),
    ]);
    return {
      count: documents.length,
      documents: documents.map((document) =>
        KnowledgeDocumentDto.fromEntity(document, chunks.get(document.id) ?? 0),
      ),
    };
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
