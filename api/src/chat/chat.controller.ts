import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Logger,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  composeOpeningMessage,
  findTopicTag,
  type Language,
  pickStarter,
} from '@ageless/contracts';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import { apiErrorOf } from '../common/errors/api-exception.filter.js';
import { clientKey } from '../common/http/client-address.js';
import { requestMarket, strictRequestLanguage } from '../common/http/request-language.js';
import { RateLimited } from '../common/rate-limit/rate-limit.decorator.js';
import { RANDOM, type RandomSource } from '../common/time/clock.js';
import { detectLanguage } from '../knowledge/index.js';
import { ChatError, ChatErrorCode } from './chat-error.js';
import { chatOwnerKey } from './chat-owner.js';
import { type ChatInput, ChatService } from './chat.service.js';
import { chatCallerOf, ChatRequestDto } from './dto/chat-request.dto.js';
import { ChatResponseDto, ChatSessionDto, ChatStarterDto } from './dto/chat-response.dto.js';
import { SessionIdParam } from './session-id.pipe.js';

const TAG_ID = /^[a-z0-9-]{1,64}$/;

@ApiTags('chat')
@Controller('chat')
export class ChatController {
  private readonly logger = new Logger('ChatController');

  constructor(
    private readonly chat: ChatService,
    @Inject(RANDOM) private readonly random: RandomSource,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimited('chat')
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'de'] })
  @ApiOkResponse({ type: ChatResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'The session belongs to another browser (answered as a missing one).',
  })
  async send(
    @Body() body: ChatRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ChatResponseDto> {
    return this.chat.chat(this.input(body, req, res));
  }

  @Post('stream')
  @RateLimited('chat')
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'de'] })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'Server-Sent Events: `token` {token}, `reset` {}, then `done` (the chat response plus the stored message) or `error` (the API error shape).',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  async stream(
    @Body() body: ChatRequestDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const input = this.input(body, req, res);
    const events = this.chat.stream(input);
    // Ownership and the free tier are checked before the first byte, so those failures are plain JSON errors.
    const first = await events.next();
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    const send = (event: string, data: unknown): void => {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      for (let next = first; !next.done; next = await events.next()) {
        const event = next.value;
        if (event.type === 'token') send('token', { token: event.text });
        else if (event.type === 'reset') send('reset', {});
        else send('done', { ...event.response, message: event.message });
      }
    } catch (error) {
      // Said as the error filter would have said it before the first byte, code included; only
      // what no module decided is a fault to log.
      const answer = apiErrorOf(error, input.language);
      if (answer.statusCode >= 500) this.logger.error({ err: error }, 'Chat stream failed');
      send('error', answer);
    } finally {
      res.end();
    }
  }

  @Get('starters/:tagId')
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'de'] })
  @ApiOkResponse({ type: ChatStarterDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  starter(@Param('tagId') tagId: string, @Req() req: Request): ChatStarterDto {
    const language = strictRequestLanguage(req);
    if (!TAG_ID.test(tagId)) throw new ChatError(ChatErrorCode.TagIdInvalid);
    const topic = findTopicTag(tagId);
    return {
      tagId,
      topicId: topic?.tagId ?? null,
      language,
      message: composeOpeningMessage(pickStarter(tagId, language, this.random), language),
    };
  }

  @Get(':sessionId')
  @ApiOkResponse({ type: ChatSessionDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async session(
    @Param('sessionId', SessionIdParam) sessionId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ChatSessionDto> {
    return this.chat.session(sessionId, chatOwnerKey(req, res));
  }

  /** Right to erasure: the browser that owns a session deletes it and all its messages. */
  @Delete(':sessionId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session and its messages are deleted' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async erase(
    @Param('sessionId', SessionIdParam) sessionId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.chat.erase(sessionId, chatOwnerKey(req, res));
  }

  private input(body: ChatRequestDto, req: Request, res: Response): ChatInput {
    const caller = chatCallerOf(body);
    // The landing widget says its language; otherwise ?lang=, otherwise the language the message is written in.
    const language: Language =
      body.language ??
      (req.query.lang !== undefined ? strictRequestLanguage(req) : detectLanguage(body.message));
    return {
      caller,
      sessionId: body.sessionId,
      message: body.message,
      language,
      market: requestMarket(req, language),
      ownerKey: chatOwnerKey(req, res),
      // Through trusted proxies only (TRUST_PROXY), as for the rate limits.
      clientAddress: clientKey(req),
    };
  }
}
