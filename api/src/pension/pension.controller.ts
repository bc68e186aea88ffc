import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import { strictRequestLanguage } from '../common/http/request-language.js';
import { RateLimited } from '../common/rate-limit/rate-limit.decorator.js';
import { AnalyzeDeDto, AnalyzeDeResponseDto } from './dto/analyze-de.dto.js';
import { AnalyzeUsDto, AnalyzeUsResponseDto } from './dto/analyze-us.dto.js';
import { PensionService } from './pension.service.js';

@ApiTags('pension')
@Controller('pension')
export class PensionController {
  constructor(private readonly pension: PensionService) {}

  @Post('analyze-us')
  @HttpCode(200)
  @RateLimited('calculators')
  @ApiQuery({
    name: 'lang',
    required: false,
    enum: ['en', 'de'],
    description: 'Language of the assumptions; else Accept-Language.',
  })
  @ApiOkResponse({
    type: AnalyzeUsResponseDto,
    description: 'Social Security claiming ages 62 to 70 compared (SSA rules, sources cited).',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  analyzeUs(@Body() body: AnalyzeUsDto, @Req() req: Request): AnalyzeUsResponseDto {
    return this.pension.analyzeUs(body, strictRequestLanguage(req));
  }

  @Post('analyze-de')
  @HttpCode(200)
  @RateLimited('calculators')
  @ApiQuery({
    name: 'lang',
    required: false,
    enum: ['en', 'de'],
    description: 'Language of the assumptions; else Accept-Language.',
  })
  @ApiOkResponse({
    type: AnalyzeDeResponseDto,
    description: 'German statutory pension estimate (SGB VI, sources and dates cited).',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  analyzeDe(@Body() body: AnalyzeDeDto, @Req() req: Request): AnalyzeDeResponseDto {
    return this.pension.analyzeDe(body, strictRequestLanguage(req));
  }
}
