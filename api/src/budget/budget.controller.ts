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
import { AnalyzeBudgetDto, AnalyzeBudgetResponseDto } from './dto/analyze-budget.dto.js';
import { BudgetService } from './budget.service.js';

@ApiTags('budget')
@Controller('budget')
export class BudgetController {
  constructor(private readonly budget: BudgetService) {}

  @Post('analyze')
  @HttpCode(200)
  @RateLimited('calculators')
  @ApiQuery({
    name: 'lang',
    required: false,
    enum: ['en', 'de'],
    description: 'Else Accept-Language.',
  })
  @ApiOkResponse({
    type: AnalyzeBudgetResponseDto,
    description: 'Gap, savings rate and the largest levers (education only).',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  analyze(@Body() body: AnalyzeBudgetDto, @Req() req: Request): AnalyzeBudgetResponseDto {
    return this.budget.analyze(body, strictRequestLanguage(req));
  }
}
