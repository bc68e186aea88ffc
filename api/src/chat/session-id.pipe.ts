import { Injectable, type PipeTransform } from '@nestjs/common';
import { ChatError, ChatErrorCode } from './chat-error.js';
import { SESSION_ID_PATTERN } from './dto/chat-request.dto.js';

/** Refuses a malformed session id in a path before it reaches the database. */
@Injectable()
export class SessionIdParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!SESSION_ID_PATTERN.test(value)) throw new ChatError(ChatErrorCode.SessionIdInvalid);
    return value;
  }
}
