import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { BlueprintDetail, MyProfilesResponse } from '@ageless/contracts';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import {
  type RequestLanguage,
  requestLanguage,
  strictRequestLanguage,
} from '../common/http/request-language.js';
import { ExpensiveReads } from '../common/concurrency/expensive-reads.js';
import { clientKey } from '../common/http/client-address.js';
import { UuidParam } from '../common/http/uuid-param.pipe.js';
import { postcodePreference } from '../geo/index.js';
import { MatchingService } from '../matching/index.js';
import { ConnectionReadCeiling } from '../common/rate-limit/connection-read-ceiling.js';
import { RateLimited } from '../common/rate-limit/rate-limit.decorator.js';
import { notifyEmailState, profileOwnerKey, ProfilesService } from '../profiles/index.js';
import {
  DeclineNewcomersDto,
  DeclineNewcomersResponseDto,
  IntroductionAcceptDto,
  IntroductionDto,
  IntroductionRequestDto,
  IntroductionsResponseDto,
  PersonOnBlueprintDto,
  ReportDto,
} from './dto/introduction.dto.js';
import { ConnectionsError, ConnectionsErrorCode } from './connections-error.js';
import { IntroductionsService } from './introductions.service.js';
import { ThreadsService } from './threads.service.js';

const BLUEPRINT_KEY = /^[a-z0-9-]{1,64}$/;
/** A page of a blueprint's people: 1 to 999 (a page is six people; the lists hold far fewer). */
const PAGE = /^[1-9][0-9]{0,2}$/;

@ApiTags('introductions')
@Controller()
export class IntroductionsController {
  constructor(
    private readonly introductions: IntroductionsService,
    private readonly matching: MatchingService,
    private readonly profiles: ProfilesService,
    private readonly threads: ThreadsService,
    private readonly readCeiling: ConnectionReadCeiling,
    private readonly expensiveReads: ExpensiveReads,
  ) {}

  /** Runs `act` in the request's language once this browser is known to own the profile. */
  private async asOwner<T>(
    id: string,
    req: Request,
    act: (lang: RequestLanguage) => Promise<T>,
  ): Promise<T> {
    const lang = requestLanguage(req);
    await this.introductions.assertOwner(id, profileOwnerKey(req));
    return act(lang);
  }

  /** "My Matches" in the navigation: this browser's profiles and what waits in each. */
  @Get('my-profiles')
  // Limited per client and in line with the other expensive reads (ninth hostile pass #5).
  @RateLimited('myprofiles')
  @ApiOkResponse({ description: 'Profiles this browser owns, newest first' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Too many such reads at once' })
  async mine(@Req() req: Request): Promise<MyProfilesResponse> {
    return this.expensiveReads.run(req, () => this.myProfiles(req), profileOwnerKey(req));
  }

  private async myProfiles(req: Request): Promise<MyProfilesResponse> {
    const profiles = await this.profiles.mine(profileOwnerKey(req));
    const ids = profiles.map((profile) => profile.id);
    const [counts, unread] = await Promise.all([
      this.introductions.waitingCounts(ids),
      this.threads.unreadCounts(ids),
    ]);
    return {
      profiles: profiles.map((profile) => ({
        id: profile.id,
        createdAt: profile.createdAt.toISOString(),
        place: this.profiles.placeLabel(profile, postcodePreference(req), requestLanguage(req)),
        waitingRequests: counts.get(profile.id) ?? 0,
        notifyEmail: notifyEmailState(profile),
        unreadMessages: unread.get(profile.id) ?? 0,
      })),
    };
  }

  /** Learn More: a blueprint for this profile, with the people nearby who complete it, anonymised. */
  @Get('profiles/:id/blueprints/:key')
  // It computes the matches too: counted with them, so a loop of page reads cannot take the
  // database's connections from everyone else (sixth hostile pass #4).
  @RateLimited('matches')
  @ApiQuery({
    name: 'page',
    required: false,
    description: 'Which page of the people nearby, from 1 (six to a page)',
  })
  @ApiOkResponse({ description: 'The blueprint page' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({
    type: ApiErrorDto,
    description: 'The profile belongs to another browser',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async blueprint(
    @Param('id', UuidParam) id: string,
    @Param('key') key: string,
    @Req() req: Request,
  ): Promise<BlueprintDetail> {
    const lang = strictRequestLanguage(req);
    if (!BLUEPRINT_KEY.test(key))
      throw new ConnectionsError(ConnectionsErrorCode.BlueprintKeyInvalid);
    const { page = '1' } = req.query;
    if (typeof page !== 'string' || !PAGE.test(page))
      throw new ConnectionsError(ConnectionsErrorCode.BlueprintPageInvalid);
    // The owner's browsers only, as for the matches it is drawn from (seventh hostile pass #10):
    // the people nearby, and even which ideas fit, say what the person has and needs. 404 for a
    // missing profile, 403 for another browser's, as GET /matches answers.
    await this.profiles.findOwned(id, profileOwnerKey(req), lang);
    return this.expensiveReads.run(
      req,
      async () =>
        this.matching.blueprintDetail(
          id,
          key,
          lang,
          true,
          await this.introductions.requestsLeftToday(id, profileOwnerKey(req)),
          Number(page),
        ),
      profileOwnerKey(req),
    );
  }

  @Get('profiles/:id/introductions')
  @ApiOkResponse({ type: IntroductionsResponseDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description:
      'The profile or this browser read its introductions and threads too often in the window (code connection_read_ceiling), whatever the address',
  })
  async list(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
  ): Promise<IntroductionsResponseDto> {
    // Counted like thread reads (twelfth hostile pass #1): the browser before anything is looked
    // up, the profile once it is known to be this browser's.
    await this.readCeiling.admitBrowser(profileOwnerKey(req));
    return this.asOwner(id, req, async (lang) => {
      await this.readCeiling.admitProfile(id);
      const [list, requestsLeftToday] = await Promise.all([
        this.introductions.list(id, lang),
        this.introductions.requestsLeftToday(id, profileOwnerKey(req)),
      ]);
      return { ...list, requestsLeftToday };
    });
  }

  @Post('profiles/:id/introductions')
  @HttpCode(201)
  @ApiCreatedResponse({ type: IntroductionDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async request(
    @Param('id', UuidParam) id: string,
    @Body() body: IntroductionRequestDto,
    @Req() req: Request,
  ): Promise<IntroductionDto> {
    return this.asOwner(id, req, (lang) =>
      this.introductions.request(id, profileOwnerKey(req), body, lang, clientKey(req)),
    );
  }

  /** Block from the blueprint page: neither is shown to the other again. */
  @Post('profiles/:id/blocks')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The person is no longer on that page' })
  async blockPerson(
    @Param('id', UuidParam) id: string,
    @Body() body: PersonOnBlueprintDto,
    @Req() req: Request,
  ): Promise<void> {
    return this.asOwner(id, req, () => this.introductions.blockPerson(id, body));
  }

  @Post('profiles/:id/introductions/:introductionId/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: IntroductionDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  async accept(
    @Param('id', UuidParam) id: string,
    @Param('introductionId', UuidParam) introductionId: string,
    @Body() body: IntroductionAcceptDto,
    @Req() req: Request,
  ): Promise<IntroductionDto> {
    return this.asOwner(id, req, (lang) =>
      this.introductions.accept(id, introductionId, body, lang),
    );
  }

  @Post('profiles/:id/introductions/:introductionId/decline')
  @HttpCode(204)
  @ApiNoContentResponse()
  async decline(
    @Param('id', UuidParam) id: string,
    @Param('introductionId', UuidParam) introductionId: string,
    @Req() req: Request,
  ): Promise<void> {
    return this.asOwner(id, req, () => this.introductions.decline(id, introductionId));
  }

  /** "Decline all from newcomers": every folded request, at once (IntroductionsService). */
  @Post('profiles/:id/introductions/decline-newcomers')
  @HttpCode(200)
  @ApiOkResponse({ type: DeclineNewcomersResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async declineNewcomers(
    @Param('id', UuidParam) id: string,
    @Body() body: DeclineNewcomersDto,
    @Req() req: Request,
  ): Promise<DeclineNewcomersResponseDto> {
    return this.asOwner(id, req, async () => ({
      declined: await this.introductions.declineNewcomers(
        id,
        body.upTo === undefined ? undefined : new Date(body.upTo),
      ),
    }));
  }

  @Post('profiles/:id/introductions/:introductionId/block')
  @HttpCode(204)
  @ApiNoContentResponse()
  async block(
    @Param('id', UuidParam) id: string,
    @Param('introductionId', UuidParam) introductionId: string,
    @Req() req: Request,
  ): Promise<void> {
    return this.asOwner(id, req, () => this.introductions.block(id, introductionId));
  }

  @Post('profiles/:id/introductions/:introductionId/report')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({
    type: ApiErrorDto,
    description:
      'Only the person who received the request, or a message in its thread, can report it',
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'This browser already reported it' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async report(
    @Param('id', UuidParam) id: string,
    @Param('introductionId', UuidParam) introductionId: string,
    @Body() body: ReportDto,
    @Req() req: Request,
  ): Promise<void> {
    return this.asOwner(id, req, (lang) =>
      this.introductions.report(
        id,
        profileOwnerKey(req),
        introductionId,
        body,
        lang,
        clientKey(req),
      ),
    );
  }
}
