import { type Market, TOPIC_LABELS, type TopicLabel } from '@ageless/contracts';

/** Built-in topics for a market: the German ones for DE, the US ones otherwise. */
export function topicsForMarket(market: Market): TopicLabel[] {
  const prefix = market === 'DE' ? 'de-' : 'us-';
  return TOPIC_LABELS.filter((topic) => topic.tagId.startsWith(prefix));
}
