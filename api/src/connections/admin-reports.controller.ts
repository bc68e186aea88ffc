import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import { UuidParam } from '../common/http/uuid-param.pipe.js';
import { AdminGuard } from '../common/admin/admin.guard.js';
import { ReportsForReviewResponseDto, ReviewDto } from './dto/introduction.dto.js';
import { ModerationService } from './moderation.service.js';

/** Staff review of reported people: the same admin rule as the knowledge base's uploads. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/reports')
@UseGuards(AdminGuard)
export class AdminReportsController {
  constructor(private readonly moderation: ModerationService) {}

  @Get()
  @ApiOkResponse({ type: ReportsForReviewResponseDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  async list(): Promise<ReportsForReviewResponseDto> {
    return { reports: await this.moderation.openReports() };
  }

  @Post(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async review(@Param('id', UuidParam) id: string, @Body() body: ReviewDto): Promise<void> {
    await this.moderation.review(id, body.decision);
  }
}
