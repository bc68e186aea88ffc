import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { SESSION_ID_PATTERN, SESSION_ID_RULE } from './dto/chat-request.dto.js';

/** Refuses a malformed session id in a path before it reaches the database. */
@Injectable()
export class SessionIdParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!SESSION_ID_PATTERN.test(value)) throw new BadRequestException(SESSION_ID_RULE);
    return value;
  }
}
