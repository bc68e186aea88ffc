import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import {
  type DynamicTag,
  type DynamicTagCategory,
  type FreeTag,
  FREE_TAG_CATEGORIES,
  type FreeTagCategory,
  type Market,
  type TagClickRequest,
  type Urgency,
} from '@ageless/contracts';

export class TagClickDto implements TagClickRequest {
  @ApiProperty({ example: 'free-us-2' })
  @IsString({ message: 'tagId must be a string' })
  @Matches(/^[a-z0-9-]{1,64}$/, {
    message: 'tagId must be 1 to 64 lower-case letters, digits or dashes',
  })
  tagId: string;
}

export class FreeTagDto implements FreeTag {
  @ApiProperty() id: string;
  @ApiProperty() text: string;
  @ApiProperty({ enum: FREE_TAG_CATEGORIES }) category: FreeTagCategory;
  @ApiProperty() icon: string;
  @ApiProperty({ description: 'Clicks so far, at most one per client and day.' })
  clickCount: number;
}

export class FreeTagsResponseDto {
  @ApiProperty({ type: [FreeTagDto] }) tags: FreeTagDto[];
  @ApiProperty({
    type: [FreeTagDto],
    description: 'Most clicked in the last 7 days (only tags clicked at least once).',
  })
  popularTags: FreeTagDto[];
  @ApiProperty({ format: 'date-time' }) timestamp: string;
}

export class DynamicTagDto implements DynamicTag {
  @ApiProperty() id: string;
  @ApiProperty() text: string;
  @ApiProperty({
    enum: ['health', 'financial', 'social', 'housing', 'lifestyle', 'international', 'other'],
  })
  category: DynamicTagCategory;
  @ApiProperty({ enum: ['high', 'medium', 'low'] }) urgency: Urgency;
  @ApiProperty() isNewsResponsive: boolean;
}

export class DynamicTagsResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ enum: ['DE', 'EU', 'US'] }) market: Market;
  @ApiProperty({ type: [DynamicTagDto] }) tags: DynamicTagDto[];
}

export class TagClickResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty() tagId: string;
  @ApiProperty({ description: 'Clicks on this tag so far, at most one per client and day.' })
  clickCount: number;
}
