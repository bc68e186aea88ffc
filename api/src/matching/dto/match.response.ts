import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CAPITAL_TYPES,
  type DistanceBadge,
  type DistanceBand,
  DISTANCE_BANDS,
  type DistanceNote,
  type MeetingMode,
  MEETING_MODES,
  type Match,
  type MatchReason,
  type MatchType,
  MATCH_TYPES,
  type ReasonKind,
} from '@ageless/contracts';
import type { RequestLanguage } from '../../common/http/request-language.js';
import { categoryLabel, type RankedMatch } from '../match-engine.js';

export class MatchReasonDto implements MatchReason {
  @ApiProperty({ enum: ['positive', 'question', 'negative'] }) type: ReasonKind;
  @ApiProperty() text: string;
}

export class ParticipantsDto {
  @ApiProperty() min: number;
  @ApiProperty() max: number;
}

export class MatchBlueprintDto {
  @ApiProperty({ description: 'Stable blueprint id' }) key: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Category label in the request language' }) category: string;
  @ApiProperty({ description: 'Stable category id' }) categoryKey: string;
  @ApiProperty({ enum: CAPITAL_TYPES, isArray: true }) capitalTypes: string[];
  @ApiProperty({ type: ParticipantsDto }) participants: ParticipantsDto;
  @ApiProperty({ enum: MEETING_MODES, description: 'In person, or by video / online' })
  meeting: MeetingMode;
  @ApiPropertyOptional({ description: 'In-person ideas: how far a partner may live, in km' })
  travelRadiusKm?: number;
}

export class MatchDto implements Match {
  @ApiProperty({ minimum: 0, maximum: 1 }) score: number;
  @ApiProperty({ enum: MATCH_TYPES }) matchType: MatchType;
  @ApiProperty({ type: [String], maxItems: 3 }) reasons: string[];
  @ApiProperty({ type: [MatchReasonDto], maxItems: 3 }) reasonDetails: MatchReasonDto[];
  @ApiProperty({ type: MatchBlueprintDto }) blueprint: MatchBlueprintDto;
  @ApiPropertyOptional({
    enum: DISTANCE_BANDS,
    description:
      'How far the nearest complementary person lives, as a band measured between ~10 km cells; never kilometres',
  })
  distanceBand?: DistanceBand;
  @ApiPropertyOptional({ description: 'Fraction added to the score for a nearby partner' })
  proximityBonus?: number;
  @ApiPropertyOptional({ enum: ['local', 'regional', 'national', 'international'] })
  distanceBadge?: DistanceBadge;
  @ApiPropertyOptional({
    enum: ['location-missing', 'location-unknown', 'no-one-yet', 'none-in-radius'],
    description: 'Why there is no distance, when there is none',
  })
  distanceNote?: DistanceNote;

  static from(match: RankedMatch, lang: RequestLanguage): MatchDto {
    const { blueprint } = match;
    const dto = Object.assign(new MatchDto(), {
      score: match.score,
      matchType: match.matchType,
      reasons: match.reasons.map((reason) => reason.text),
      reasonDetails: match.reasons.map((reason) => ({ type: reason.type, text: reason.text })),
      blueprint: {
        key: blueprint.key,
        name: blueprint.name[lang],
        description: blueprint.description[lang],
        category: categoryLabel(blueprint.category, lang),
        categoryKey: blueprint.category,
        capitalTypes: blueprint.capitalTypes,
        participants: { ...blueprint.participants },
        meeting: blueprint.meeting,
        ...(blueprint.travelRadiusKm === null ? {} : { travelRadiusKm: blueprint.travelRadiusKm }),
      },
    });
    if (match.distanceBand !== undefined) {
      dto.distanceBand = match.distanceBand;
      dto.proximityBonus = match.proximityBonus;
      dto.distanceBadge = match.distanceBadge;
    } else if (match.distanceNote) dto.distanceNote = match.distanceNote;
    return dto;
  }
}

export class MatchesEnvelopeDto {
  @ApiProperty({ type: [MatchDto] }) matches: MatchDto[];
}
