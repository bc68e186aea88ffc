import { type Market, TOPIC_TAGS, type TopicTag } from '@ageless/contracts';

/** Built-in topics for a market: the German ones for DE, the US ones otherwise. */
export function topicsForMarket(market: Market): TopicTag[] {
  const prefix = market === 'DE' ? 'de-' : 'us-';
  return TOPIC_TAGS.filter((topic) => topic.tagId.startsWith(prefix));
}
