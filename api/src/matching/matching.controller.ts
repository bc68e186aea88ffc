import { Controller, Get, Param, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ExpensiveReads } from '../common/concurrency/expensive-reads.js';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import { requestLanguage } from '../common/http/request-language.js';
import { UuidParam } from '../common/http/uuid-param.pipe.js';
import { RateLimited } from '../common/rate-limit/rate-limit.decorator.js';
import { profileOwnerKey, ProfilesService } from '../profiles/index.js';
import { MatchesEnvelopeDto } from './dto/match.response.js';
import { MatchingService } from './matching.service.js';

@ApiTags('matching')
@Controller('profiles')
export class MatchingController {
  constructor(
    private readonly matching: MatchingService,
    private readonly profiles: ProfilesService,
    private readonly expensiveReads: ExpensiveReads,
  ) {}

  @Get(':id/matches')
  @RateLimited('matches')
  @ApiQuery({
    name: 'lang',
    required: false,
    enum: ['en', 'de'],
    description: 'Language of names and reasons; else Accept-Language',
  })
  @ApiHeader({ name: 'Accept-Language', required: false })
  @ApiOkResponse({ type: MatchesEnvelopeDto, description: 'Up to 20 matches, best first' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({
    type: ApiErrorDto,
    description: 'The profile belongs to another browser (profile_not_owner)',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such profile (profile_not_found)' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description:
      "Past this client's window (rate_limited), or past the profile's or this browser's reads of matches, blueprint pages and My Matches whatever the address (match_read_ceiling)",
  })
  async matches(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
  ): Promise<MatchesEnvelopeDto> {
    const lang = requestLanguage(req);
    // The owner's browsers only: reasons repeat what the person needs and distances narrow down
    // where they live, and a profile id travels in links (fifth hostile pass #7).
    await this.profiles.findOwned(id, profileOwnerKey(req), lang);
    return {
      matches: await this.expensiveReads.run(
        req,
        () => this.matching.matchesFor(id, lang),
        profileOwnerKey(req),
      ),
    };
  }
}
