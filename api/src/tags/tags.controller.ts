import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { Region } from '@ageless/contracts';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import { RequestError, RequestErrorCode } from '../common/errors/request-error.js';
import { clientKey, siteKey } from '../common/http/client-address.js';
import {
  requestLanguage,
  requestMarket,
  strictRequestLanguage,
} from '../common/http/request-language.js';
import { RateLimited } from '../common/rate-limit/rate-limit.decorator.js';
import {
  DynamicTagsResponseDto,
  FreeTagsResponseDto,
  TagClickDto,
  TagClickResponseDto,
} from './dto/tags.dto.js';
import { TagsService } from './tags.service.js';

const REGIONS: readonly Region[] = ['DE', 'US'];

@ApiTags('tags')
@Controller()
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @Get('free-tags')
  @ApiQuery({
    name: 'region',
    required: false,
    enum: REGIONS,
    description: 'Default: DE for German readers, else US.',
  })
  @ApiOkResponse({ type: FreeTagsResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  freeTags(@Req() req: Request): Promise<FreeTagsResponseDto> {
    const region = req.query.region;
    if (region !== undefined && !REGIONS.includes(region as Region))
      throw new RequestError(RequestErrorCode.ValidationFailed, {
        message: 'region must be one of DE, US',
      });
    return this.tags.freeTags(
      (region as Region | undefined) ?? (requestLanguage(req) === 'de' ? 'DE' : 'US'),
    );
  }

  @Post('free-tags/click')
  @HttpCode(200)
  @RateLimited('clicks')
  @ApiOkResponse({ type: TagClickResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  clickFree(@Body() body: TagClickDto, @Req() req: Request): Promise<TagClickResponseDto> {
    return this.tags.clickFree(body.tagId, siteKey(clientKey(req)));
  }

  @Get('dynamic-tags')
  @ApiQuery({
    name: 'lang',
    required: false,
    enum: ['en', 'de'],
    description: 'Else Accept-Language.',
  })
  @ApiOkResponse({ type: DynamicTagsResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  dynamicTags(@Req() req: Request): DynamicTagsResponseDto {
    const language = strictRequestLanguage(req);
    return this.tags.dynamicTags(requestMarket(req, language), language);
  }

  @Post('dynamic-tags/click')
  @HttpCode(200)
  @RateLimited('clicks')
  @ApiOkResponse({ type: TagClickResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  clickDynamic(@Body() body: TagClickDto, @Req() req: Request): Promise<TagClickResponseDto> {
    return this.tags.clickDynamic(body.tagId, siteKey(clientKey(req)));
  }
}
