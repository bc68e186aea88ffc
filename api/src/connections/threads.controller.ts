import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import { requestLanguage } from '../common/http/request-language.js';
import { UuidParam } from '../common/http/uuid-param.pipe.js';
import { profileOwnerKey } from '../profiles/index.js';
import {
  ThreadMessageDto,
  ThreadMessageInputDto,
  ThreadResponseDto,
  UnreadMessagesResponseDto,
} from './dto/thread.dto.js';
import { ThreadsService } from './threads.service.js';

const NOT_OWNED = {
  type: ApiErrorDto,
  description:
    'The profile belongs to another browser (connections_profile_not_owned), as on every route of a profile',
};

const THREAD_NOT_FOUND = {
  type: ApiErrorDto,
  description:
    'No such profile (connections_profile_not_found); or no such thread of this profile, or a block, decline or report closed it (thread_not_found, never 403: whose an introduction is stays unsaid)',
};

const PROFILE_NOT_FOUND = {
  type: ApiErrorDto,
  description: 'No such profile (connections_profile_not_found)',
};

const READ_CEILING = {
  type: ApiErrorDto,
  description:
    'The profile or this browser read its threads and introductions too often in the window (code connection_read_ceiling, RATE_LIMIT_CONNECTIONREADS), whatever the address',
};

/**
 * The message thread of an accepted introduction (issue 26 item 4), beside the introduction it
 * belongs to:
 * - GET  /api/profiles/:id/introductions/:introductionId/messages: the thread, oldest first (the
 *   last 200), and the messages this browser may still send today; marks what was written to the
 *   profile read.
 * - POST /api/profiles/:id/introductions/:introductionId/messages `{ text }`: one plain-text
 *   message of at most 2,000 characters, 60 a day per browser.
 * - GET  /api/profiles/:id/unread-messages: unread messages per open thread of the profile
 *   (GET /api/my-profiles carries each profile's total for the navigation).
 * The two reads are counted per profile and per browser, whatever the address (ConnectionReadCeiling).
 * Only a browser owning one of the two profiles gets an answer. Another browser is refused as on
 * every route of a profile (404 no such profile, 403 another browser's); a thread the profile has
 * not, or no longer has, is 404 whoever asks. Reporting and blocking from a thread are the
 * introduction's own report and block.
 */
@ApiTags('introductions')
@Controller('profiles/:id')
export class ThreadsController {
  constructor(private readonly threads: ThreadsService) {}

  @Get('introductions/:introductionId/messages')
  @ApiOkResponse({ type: ThreadResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse(NOT_OWNED)
  @ApiNotFoundResponse(THREAD_NOT_FOUND)
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The introduction is not accepted yet' })
  @ApiTooManyRequestsResponse(READ_CEILING)
  list(
    @Param('id', UuidParam) id: string,
    @Param('introductionId', UuidParam) introductionId: string,
    @Req() req: Request,
  ): Promise<ThreadResponseDto> {
    return this.threads.list(id, profileOwnerKey(req), introductionId, requestLanguage(req));
  }

  @Post('introductions/:introductionId/messages')
  @HttpCode(201)
  @ApiCreatedResponse({ type: ThreadMessageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse(NOT_OWNED)
  @ApiNotFoundResponse(THREAD_NOT_FOUND)
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The introduction is not accepted yet' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'The daily limit is reached' })
  post(
    @Param('id', UuidParam) id: string,
    @Param('introductionId', UuidParam) introductionId: string,
    @Body() body: ThreadMessageInputDto,
    @Req() req: Request,
  ): Promise<ThreadMessageDto> {
    return this.threads.post(
      id,
      profileOwnerKey(req),
      introductionId,
      body.text,
      requestLanguage(req),
    );
  }

  @Get('unread-messages')
  @ApiOkResponse({ type: UnreadMessagesResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse(NOT_OWNED)
  @ApiNotFoundResponse(PROFILE_NOT_FOUND)
  @ApiTooManyRequestsResponse(READ_CEILING)
  unread(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
  ): Promise<UnreadMessagesResponseDto> {
    return this.threads.unread(id, profileOwnerKey(req));
  }
}
