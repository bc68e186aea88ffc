// Spec §3 "Free tag", "Dynamic tag" and "Topic tag".

export const FREE_TAG_CATEGORIES = [
  'seasonal',
  'wellness',
  'community',
  'learning',
  'general',
] as const;
export type FreeTagCategory = (typeof FREE_TAG_CATEGORIES)[number];

export interface FreeTag {
  id: string;
  text: string;
  category: FreeTagCategory;
  icon: string;
  clickCount: number;
}

export type Region = 'DE' | 'US';

export interface FreeTagsResponse {
  tags: FreeTag[];
  popularTags: FreeTag[];
  timestamp: string;
}

export type DynamicTagCategory =
  'health' | 'financial' | 'social' | 'housing' | 'lifestyle' | 'international' | 'other';
export type Urgency = 'high' | 'medium' | 'low';

export interface DynamicTag {
  id: string;
  text: string;
  category: DynamicTagCategory;
  urgency: Urgency;
  isNewsResponsive: boolean;
}

export type Market = 'DE' | 'EU' | 'US';

export interface DynamicTagsResponse {
  success: boolean;
  market: Market;
  tags: DynamicTag[];
}

export interface TagClickRequest {
  tagId: string;
}
