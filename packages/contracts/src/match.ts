// Spec §3 "Match" and §4 distance badges.

export const MATCH_TYPES = ['high', 'good', 'potential'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export const CAPITAL_TYPES = [
  'Physical',
  'Human',
  'Social',
  'Creative',
  'Digital',
  'Cultural',
] as const;
export type CapitalType = (typeof CAPITAL_TYPES)[number];

export type ReasonKind = 'positive' | 'question' | 'negative';

export interface MatchReason {
  type: ReasonKind;
  text: string;
}

export interface Match {
  /** 0 to 1; shown as a rounded percent. */
  score: number;
  matchType: MatchType;
  /** Up to three sentences, kept a list of strings for the spec's contract. */
  reasons: string[];
  /** The same reasons with their kind, for screens that colour them. */
  reasonDetails?: MatchReason[];
  blueprint: {
    name: string;
    description: string;
    /** Category label in the request's language. */
    category: string;
    /** Stable ids, for links and colours. */
    key?: string;
    categoryKey?: string;
    capitalTypes?: string[];
    participants?: { min: number; max: number };
    /** Met in person (only people within `travelRadiusKm` count) or by video / online. */
    meeting?: MeetingMode;
    /** For in-person ideas: how far a partner may live; absent for remote ideas. */
    travelRadiusKm?: number;
  };
  /**
   * How far the nearest complementary person lives, as a band, never in kilometres: distances are
   * measured between ~10 km cells (docs/DECISIONS.md, Distances in bands), so no answer tells
   * where someone lives more closely than their cell (spec §3's `estimatedDistance` is not sent).
   */
  distanceBand?: DistanceBand;
  /** Fraction added for nearby partners, shown as a percent. */
  proximityBonus?: number;
  /** Spec §4 badge for the same distance. */
  distanceBadge?: DistanceBadge;
  /**
   * Why there is no distance, when there is none: no place was given, the place was not found,
   * nobody who completes this lives anywhere known yet, or (in-person ideas) nobody does within
   * the travel radius or in the same country.
   */
  distanceNote?: DistanceNote;
}

export type DistanceNote =
  'location-missing' | 'location-unknown' | 'no-one-yet' | 'none-in-radius';

export const MEETING_MODES = ['in-person', 'remote'] as const;
/** 'remote': done by video or online, so a partner may live anywhere. */
export type MeetingMode = (typeof MEETING_MODES)[number];

/** How far a partner for an in-person idea may live, unless the blueprint says otherwise. */
export const DEFAULT_TRAVEL_RADIUS_KM = 50;

/**
 * What a person is told about how far someone lives: 'town' (under 5 km, read "in your town"),
 * 5 to 15, 15 to 50 and more than 50 km. Cards, Learn More pages and reasons use the same bands.
 */
export const DISTANCE_BANDS = ['town', 'under-15', 'under-50', 'over-50'] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number];

/** Upper limits of the bands, in km (a distance on a limit falls in the nearer band). */
export const DISTANCE_BAND_LIMITS_KM = { town: 5, 'under-15': 15, 'under-50': 50 } as const;

export function distanceBandOf(km: number): DistanceBand {
  if (km < DISTANCE_BAND_LIMITS_KM.town) return 'town';
  if (km <= DISTANCE_BAND_LIMITS_KM['under-15']) return 'under-15';
  if (km <= DISTANCE_BAND_LIMITS_KM['under-50']) return 'under-50';
  return 'over-50';
}

export interface MatchesResponse {
  matches: Match[];
}

export type DistanceBadge = 'local' | 'regional' | 'national' | 'international';

/** Spec §4: up to 50 km Local, up to 200 Regional, up to 800 National, above International. */
export const DISTANCE_THRESHOLDS_KM = { local: 50, regional: 200, national: 800 } as const;

export function distanceBadge(km: number): DistanceBadge {
  if (km <= DISTANCE_THRESHOLDS_KM.local) return 'local';
  if (km <= DISTANCE_THRESHOLDS_KM.regional) return 'regional';
  if (km <= DISTANCE_THRESHOLDS_KM.national) return 'national';
  return 'international';
}

/**
 * The score a nearby partner adds, by the distance to the nearest one who really completes the
 * person (docs/DECISIONS.md, Honest cards). Cards word the bonus by its band: only the first is "nearby".
 */
export const PROXIMITY_BONUS_STEPS = [
  { band: 'local', km: DISTANCE_THRESHOLDS_KM.local, bonus: 0.1 },
  { band: 'regional', km: DISTANCE_THRESHOLDS_KM.regional, bonus: 0.06 },
  { band: 'national', km: DISTANCE_THRESHOLDS_KM.national, bonus: 0.03 },
] as const satisfies readonly { band: DistanceBadge; km: number; bonus: number }[];

export type ProximityBand = (typeof PROXIMITY_BONUS_STEPS)[number]['band'];

export function proximityBonusFor(km: number): number {
  return PROXIMITY_BONUS_STEPS.find((step) => km <= step.km)?.bonus ?? 0;
}

/** The band a card's `proximityBonus` was earned in; undefined for no bonus. */
export function proximityBandOf(bonus: number | undefined): ProximityBand | undefined {
  if (!bonus || bonus <= 0) return undefined;
  // The largest step the bonus reaches (a tolerance for rounding in transit).
  return PROXIMITY_BONUS_STEPS.find((step) => bonus >= step.bonus - 1e-9)?.band;
}
