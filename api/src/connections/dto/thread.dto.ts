import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import {
  THREAD_LIMITS,
  type ThreadMessage,
  type ThreadMessageInput,
  type ThreadResponse,
  type UnreadMessagesResponse,
  SCAM_SIGNS,
  type ScamSign,
} from '@ageless/contracts';
import { trim } from './introduction.dto.js';

export class ThreadMessageInputDto implements ThreadMessageInput {
  @ApiProperty({ maxLength: THREAD_LIMITS.messageLength, description: 'Plain text' })
  @Transform(trim)
  @IsString({ message: 'text must be plain text' })
  @MinLength(1, { message: 'text must not be empty' })
  @MaxLength(THREAD_LIMITS.messageLength, {
    message: `text must be at most ${THREAD_LIMITS.messageLength} characters`,
  })
  text: string;
}

export class ThreadMessageDto implements ThreadMessage {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['sent', 'received'] }) direction: 'sent' | 'received';
  @ApiProperty({ description: 'Links, phone, e-mail and account numbers replaced by a marker' })
  text: string;
  @ApiProperty({
    description:
      'The message speaks of money, transfers, gift cards or accounts: the app warns the reader',
  })
  moneyWarning: boolean;
  @ApiProperty({
    enum: SCAM_SIGNS,
    isArray: true,
    description:
      'Other signs of a scam: someone passing for a relative, or moving the talk off the platform; the app warns of each',
  })
  scamSigns: ScamSign[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ThreadResponseDto implements ThreadResponse {
  @ApiProperty({ type: [ThreadMessageDto], description: 'Oldest first, at most the last 200' })
  messages: ThreadMessageDto[];
  @ApiProperty() messagesLeftToday: number;
}

export class UnreadIntroductionDto {
  @ApiProperty({ format: 'uuid' }) introductionId: string;
  @ApiProperty() unread: number;
}

export class UnreadMessagesResponseDto implements UnreadMessagesResponse {
  @ApiProperty() total: number;
  @ApiProperty({ type: [UnreadIntroductionDto] }) introductions: UnreadIntroductionDto[];
}
