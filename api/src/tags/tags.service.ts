import { Inject, Injectable } from '@nestjs/common';
import {
  DYNAMIC_TAG_CATALOG,
  type DynamicTagDefinition,
  FREE_TAG_CATALOG,
  type Language,
  type Market,
  type Region,
  type Urgency,
} from '@ageless/contracts';
import { hashOf } from '../common/daily-allowance/daily-allowance.js';
import { CLOCK, type Clock } from '../common/time/clock.js';
import { calendarState } from './calendar.js';
import type {
  DynamicTagDto,
  DynamicTagsResponseDto,
  FreeTagDto,
  FreeTagsResponseDto,
  TagClickResponseDto,
} from './dto/tags.dto.js';
import type { TagKind } from './entities/tag-click.entity.js';
import { TagClicksRepository } from './tag-clicks.repository.js';
import { TagsError, TagsErrorCode } from './tags-error.js';

export const POPULAR_DAYS = 7;
export const POPULAR_LIMIT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const FREE_TAG_IDS = new Set(
  Object.values(FREE_TAG_CATALOG).flatMap((tags) => tags.map((tag) => tag.id)),
);
const DYNAMIC_TAG_IDS = new Set(DYNAMIC_TAG_CATALOG.map((tag) => tag.id));
const URGENCY_ORDER: Record<Urgency, number> = { high: 0, medium: 1, low: 2 };

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The first day "popular this week" counts, for a moment. */
const popularSince = (now: Date): string =>
  utcDay(new Date(now.getTime() - (POPULAR_DAYS - 1) * DAY_MS));

/** Which dynamic tags a market sees on a date, and how urgent: entirely from the catalogue's data. */
export function dynamicTagsOn(
  now: Date,
  market: Market,
  language: Language,
  catalog: readonly DynamicTagDefinition[] = DYNAMIC_TAG_CATALOG,
): DynamicTagDto[] {
  const shown: (DynamicTagDto & { order: number })[] = [];
  catalog.forEach((tag, order) => {
    if (!tag.markets.includes(market)) return;
    let urgency = tag.urgency;
    if (tag.window) {
      const state = calendarState(tag.window, now);
      if (state === 'inactive') return;
      urgency = state === 'active' ? 'high' : tag.urgency;
    }
    shown.push({
      id: tag.id,
      text: tag.text[language],
      category: tag.category,
      urgency,
      isNewsResponsive: tag.isNewsResponsive,
      order,
    });
  });
  // Most urgent first; calendar tags before evergreen ones of the same urgency (they come first in the catalogue).
  shown.sort((a, b) => URGENCY_ORDER[a.urgency] - URGENCY_ORDER[b.urgency] || a.order - b.order);
  return shown.map(({ order: _order, ...tag }) => tag);
}

@Injectable()
export class TagsService {
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly clicks: TagClicksRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async freeTags(region: Region): Promise<FreeTagsResponseDto> {
    const now = this.clock.now();
    const since = popularSince(now);
    const catalog = FREE_TAG_CATALOG[region];
    const counts = await this.clicks.freeCounts(
      catalog.map((tag) => tag.id),
      since,
    );
    const tags: FreeTagDto[] = catalog.map((tag) => ({
      ...tag,
      clickCount: counts.get(tag.id)?.total ?? 0,
    }));
    const popularTags = tags
      .map((tag, order) => ({ tag, order, recent: counts.get(tag.id)?.recent ?? 0 }))
      .filter((entry) => entry.recent > 0)
      .sort((a, b) => b.recent - a.recent || a.order - b.order)
      .slice(0, POPULAR_LIMIT)
      .map((entry) => entry.tag);
    return { tags, popularTags, timestamp: now.toISOString() };
  }

  dynamicTags(market: Market, language: Language): DynamicTagsResponseDto {
    return { success: true, market, tags: dynamicTagsOn(this.clock.now(), market, language) };
  }

  /** Counts a click on a free tag, once per site (`siteKey`) and day; answers the tag's count. */
  clickFree(tagId: string, client: string): Promise<TagClickResponseDto> {
    if (!FREE_TAG_IDS.has(tagId)) throw new TagsError(TagsErrorCode.TagNotFound);
    return this.count('free', tagId, client);
  }

  /** Counts a click on a dynamic tag, once per site (`siteKey`) and day; answers the tag's count. */
  clickDynamic(tagId: string, client: string): Promise<TagClickResponseDto> {
    if (!DYNAMIC_TAG_IDS.has(tagId)) throw new TagsError(TagsErrorCode.TagNotFound);
    return this.count('dynamic', tagId, client);
  }

  // A repeat is no error: it is answered with the count as it stands.
  private async count(kind: TagKind, tagId: string, client: string): Promise<TagClickResponseDto> {
    const now = this.clock.now();
    const day = utcDay(now);
    await this.pruneVoters(now);
    // The tag and day are hashed in too, so one client's records cannot be linked to each other.
    await this.clicks.countOnce(
      kind,
      tagId,
      day,
      hashOf(`tag-click:${kind}:${tagId}:${day}:${client}`),
    );
    return { success: true, tagId, clickCount: await this.clicks.total(kind, tagId) };
  }

  // Today's records are what keeps repeats out; those of the popularity window are kept with the
  // counts they made, older ones deleted, at most once an hour per process.
  private async pruneVoters(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.clicks.forgetVotersBefore(popularSince(now));
  }
}
