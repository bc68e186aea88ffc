import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type ChatMessage,
  type ChatPlannerLink,
  type ChatRole,
  DISCLAIMER_CATEGORIES,
  type DisclaimerCategory,
  type Language,
  LANGUAGES,
  type Market,
} from '@ageless/contracts';

export class ChatPlannerLinkDto implements ChatPlannerLink {
  @ApiProperty({
    example: '/pension-planner?system=us&pia=1850&born=1960&claim=67',
    description: 'Path of the Pension Planner with the numbers filled in, on the product site.',
  })
  path: string;
}

const PLANNER_LINK_PROPERTY = {
  type: ChatPlannerLinkDto,
  description:
    'The Pension Planner with the numbers the answer was computed with (issue 24); absent when the answer computed nothing from the person’s own numbers.',
};

export class ChatMessageDto implements ChatMessage {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['user', 'assistant'] }) role: ChatRole;
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiPropertyOptional(PLANNER_LINK_PROPERTY) planner?: ChatPlannerLinkDto;
}

export class ChatSourceDto {
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) url: string | null;
}

export class ChatDisclaimerDto {
  @ApiProperty({ enum: DISCLAIMER_CATEGORIES }) category: DisclaimerCategory;
  @ApiProperty({ enum: ['DE', 'EU', 'US'] }) market: Market;
  @ApiProperty() text: string;
  @ApiPropertyOptional({
    description: 'Educational-only footnote, on financial and health replies.',
  })
  footnote?: string;
}

export class ChatResponseDto {
  @ApiProperty({ description: 'The answer as shown to the person, with sources and disclaimer.' })
  response: string;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty({ type: [ChatSourceDto] }) sources: ChatSourceDto[];
  @ApiPropertyOptional({
    type: ChatDisclaimerDto,
    description:
      'The one disclaimer of the reply, matched to its topic and market; absent for social topics and emergencies.',
  })
  disclaimer?: ChatDisclaimerDto;
  @ApiProperty({ enum: ['openai', 'offline', 'free-tier'], description: 'Who wrote the answer.' })
  answeredBy: 'openai' | 'offline' | 'free-tier';
  @ApiPropertyOptional(PLANNER_LINK_PROPERTY) planner?: ChatPlannerLinkDto;
  @ApiPropertyOptional({
    description: 'Floating widget: true once the free conversations are used up.',
  })
  requiresUpgrade?: boolean;
  @ApiPropertyOptional({
    type: [ChatMessageDto],
    description: 'Floating widget: the whole stored conversation.',
  })
  messages?: ChatMessageDto[];
  @ApiPropertyOptional({
    description: 'Floating widget: conversations used, as counted by the server.',
  })
  conversationCount?: number;
}

export class ChatSessionDto {
  @ApiProperty() sessionId: string;
  @ApiProperty({ type: [ChatMessageDto] }) messages: ChatMessageDto[];
  @ApiProperty() conversationCount: number;
  @ApiProperty() freeConversations: number;
}

export class ChatStarterDto {
  @ApiProperty() tagId: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The topic found after stripping a trailing -N; null when none.',
  })
  topicId: string | null;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty({ description: 'Opening message of spec §9, or the no-starter text of spec §8.' })
  message: string;
}
