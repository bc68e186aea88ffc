import { Controller, Get, Query, Req } from '@nestjs/common';
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
import { PlaceCheckQueryDto, PlaceCheckResponseDto } from './dto/place-check.dto.js';
import { Geocoder } from './geocoder.js';
import { checkPlace } from './place-check.js';
import { postcodePreference } from './postcode-preference.js';

@ApiTags('places')
@Controller('places')
export class GeoController {
  constructor(private readonly geocoder: Geocoder) {}

  /** How a typed place would be read: 'Berlin-Spandau, Germany', only a country, or nothing, with a hint. */
  @Get('check')
  @RateLimited('places')
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'de'] })
  @ApiOkResponse({ type: PlaceCheckResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  check(@Query() query: PlaceCheckQueryDto, @Req() req: Request): PlaceCheckResponseDto {
    return checkPlace(this.geocoder, query.q, postcodePreference(req), strictRequestLanguage(req));
  }
}
