import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { type ChatRole, type HistoryEntry, type Language, LANGUAGES } from '@ageless/contracts';
import { wellFormedText } from '../../common/text/cut-text.js';
import { ChatError, ChatErrorCode, SESSION_ID_RULE } from '../chat-error.js';

export const CHAT_LIMITS = {
  messageLength: 2000,
  historyItems: 50,
  historyItemLength: 4000,
} as const;

// Letters, digits and - _ . : (covers 'widget-1732200000000', UUIDs and 'session-<time>-<random>').
export const SESSION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{7,127}$/;

// A lone half of a surrogate pair ("\ud800") is no character: stored in the conversation's JSON it
// made PostgreSQL refuse the row (a 500). It becomes U+FFFD, as a browser shows it.
const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? wellFormedText(value).trim() : value;

export class HistoryEntryDto implements HistoryEntry {
  @ApiProperty({ enum: ['user', 'assistant'] })
  @IsIn(['user', 'assistant'])
  role: ChatRole;

  @ApiProperty({ maxLength: CHAT_LIMITS.historyItemLength })
  @IsString()
  @MaxLength(CHAT_LIMITS.historyItemLength)
  content: string;
}

/**
 * The three payloads of spec §7 in one DTO: landing widget {sessionId, message, conversationHistory,
 * language}, full page {sessionId, message}, floating widget {sessionId, message, conversationCount}.
 * `chatCallerOf` tells them apart and refuses mixtures.
 */
export class ChatRequestDto {
  @ApiProperty({ pattern: SESSION_ID_PATTERN.source, example: 'widget-1763920000000' })
  @IsString({ message: 'sessionId must be a string' })
  @Matches(SESSION_ID_PATTERN, { message: SESSION_ID_RULE })
  sessionId: string;

  @ApiProperty({
    maxLength: CHAT_LIMITS.messageLength,
    example: 'When should I claim Social Security?',
  })
  @Transform(trim)
  @IsString({ message: 'message must be a string' })
  @IsNotEmpty({ message: 'message must not be empty' })
  @MaxLength(CHAT_LIMITS.messageLength)
  message: string;

  @ApiPropertyOptional({
    type: [HistoryEntryDto],
    maxItems: CHAT_LIMITS.historyItems,
    description:
      'Landing widget only. Accepted for compatibility; the server answers from its own record of the session.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(CHAT_LIMITS.historyItems)
  @IsObject({ each: true, message: 'conversationHistory must contain objects' })
  @ValidateNested({ each: true })
  @Type(() => HistoryEntryDto)
  conversationHistory?: HistoryEntryDto[];

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: 'Landing widget only: the language to answer in.',
  })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;

  @ApiPropertyOptional({
    minimum: 0,
    description:
      'Floating widget only. Accepted for compatibility; the server counts conversations itself.',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  conversationCount?: number;
}

export type ChatCaller = 'landing' | 'page' | 'widget';

/** Which of the three callers sent this payload; a mixture is a 400 naming the fields. */
export function chatCallerOf(dto: ChatRequestDto): ChatCaller {
  const landing = dto.conversationHistory !== undefined || dto.language !== undefined;
  if (dto.conversationCount !== undefined) {
    if (landing) {
      throw new ChatError(ChatErrorCode.CallersMixed);
    }
    return 'widget';
  }
  return landing ? 'landing' : 'page';
}
