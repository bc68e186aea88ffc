import {
  distanceBadge,
  type DistanceBadge,
  type DistanceBand,
  distanceBandOf,
  type DistanceNote,
  type MatchReason,
  type MatchType,
  proximityBonusFor,
} from '@ageless/contracts';
import type { RequestLanguage } from '../common/http/request-language.js';
import { coarsePoint, haversineKm, type LatLon } from '../geo/index.js';
import type { Blueprint } from './blueprint.js';
import { type SaidNeed, WRITTEN_ONLY_NEEDS } from './said-needs.js';
import {
  assetKeys,
  knownSkills,
  knownValues,
  needKeys,
  type ProfileFacts,
  profileKeys,
} from '../profiles/index.js';
import {
  ASSET_LABELS,
  bandPhrase,
  type Phrase,
  phraseOf,
  CATEGORY_LABELS,
  ENERGY_LABELS,
  NEED_LABELS,
  SENTENCES,
  SKILL_LABELS,
  TIME_LABELS,
  VALUE_LABELS,
} from './match-texts.js';

/**
 * A word of the person's own free text (what else they could share, their experience, needs,
 * lifestyle, the card's sentence): the lexeme PostgreSQL's text search configuration makes of it and
 * the word as they wrote it, to name it in a reason.
 */
export interface SaidWord {
  lexeme: string;
  word: string;
}

/** The person asking for matches: their own facts and where they were placed. */
export interface Seeker extends ProfileFacts {
  timeAvailable: string | null;
  energyLevel: string | null;
  /** Their own words, stemmed in English and in German (they may write either). */
  words?: { en: readonly SaidWord[]; de: readonly SaidWord[] };
  /**
   * Needs they wrote under "What do you need?" (said-needs.ts): need keys a blueprint's core may
   * name like the wizard's four. Their own matches only; never indexed.
   */
  saidNeeds?: readonly SaidNeed[];
  /**
   * Assets and skills they wrote in the fields where one says what one has or can do
   * (said-needs.ts, SAID_HAVE_PHRASES): counted at WRITTEN_FACTOR, never the heart of a High card.
   * Their own matches only; never indexed.
   */
  saidHas?: readonly SaidNeed[];
  location: {
    given: boolean;
    /** Where the place was put; the search starts here, distances from its coarse cell. */
    point: LatLon | null;
    precision: 'city' | 'country' | null;
    /** ISO code of the place's country; null when not known (placed before countries were kept). */
    country?: string | null;
  };
}

/**
 * Another person as matching sees them: their coarse place, two levels and their value keys
 * (`v:<Value>`). Never their free text, never their geocoded point. Retrieval shares these
 * objects between askers, so they are not changed.
 */
export interface Candidate {
  id: string;
  /**
   * The centre of their ~10 km cell (coarse-place.ts), the only place distances to them are
   * measured from; null without a place known to a town (a country alone gives no distance).
   */
  point: LatLon | null;
  /** ISO code of their country, when known. */
  country?: string | null;
  timeAvailable: string | null;
  energyLevel: string | null;
  valueKeys: readonly string[];
  /**
   * The hash of the browser that created the profile (never shown): a blueprint page holds at most
   * PEOPLE_PER_OWNER of one owner. Null for profiles made before browsers owned them.
   */
  owner?: string | null;
  /**
   * Claims at least half of everything one can have, do or need (profile-keys.ts, isBroad): counted
   * as someone nearby, never as the person who makes a card High or earns the proximity bonus.
   */
  broad?: boolean;
}

/** Candidates found per partner key (see MatchCandidates). */
export type CandidatePool = ReadonlyMap<string, readonly Candidate[]>;

export interface RankedMatch {
  blueprint: Blueprint;
  score: number;
  matchType: MatchType;
  reasons: MatchReason[];
  distanceBand?: DistanceBand;
  proximityBonus?: number;
  distanceBadge?: DistanceBadge;
  distanceNote?: DistanceNote;
}

/**
 * Thresholds (docs/DECISIONS.md): the spec's samples 94, 78 and 65 fall in high, good and
 * potential. A score alone never makes a card High or Good: see HIGH_FIT and GOOD_FIT.
 */
export const MATCH_THRESHOLDS = { high: 0.85, good: 0.7 } as const;
/** Cards per answer: fewer and more varied than every blueprint in score order (issue 18). */
export const MATCH_CAP = 12;
/**
 * The first cards a person sees hold at most two of one category, the whole answer at most three
 * (issue 18: filler of one kind must not crowd out the rest). A third card of a category may be
 * among the first six only when it runs on what the person has or needs (heart ≥ HIGH_FIT): a
 * carpenter is offered the repair café, the workshop and the handyman network, as a coordinator
 * would (issue 26 item 1).
 */
const VARIETY = { firstCards: 6, perCategoryFirst: 2, perCategory: 3 } as const;
/**
 * High needs something of the person's at the heart of the blueprint (issue 26 item 1): a key of
 * weight 1 in its core, or two that together come to as much (fit = best + half the second).
 * A side asset (transport for a culture club) never lifts a card into High, however near people are.
 */
export const HIGH_FIT = 0.95;
/**
 * …and one of those keys must be central on its own, ticked in the wizard or written as a need:
 * something the idea runs on (weight ≥ 0.9: a teacher for homework tutoring, a spare room for a
 * homeshare), or in an idea of distinct roles the heaviest key of the person's role (company for
 * the one visited by a visiting service). Two side ingredients together (land and gardening for an
 * allotment one already has, equipment and cooking for a community kitchen) make Good at most.
 */
export const CENTRAL_WEIGHT = 0.9;
/** Good needs at least a main ingredient of the core; below it a card is at most Potential. */
export const GOOD_FIT = 0.5;

// Weights add up to 0.9, and 1 with the largest proximity bonus: a perfect fit in every part,
// with a partner nearby, scores 1. `fit` (how central the best of what the person brings or needs
// is) dominates, so the first cards are the ideas that run on what the person has; `depth` (how
// much of the core they bring) orders ideas that are equally central. The words bonus (WORDS_BONUS)
// comes on top; a score is capped at 1 and at its level's ceiling.
// Issue 26 item 1, calibrated on bench/matching-quality: what the person has or needs (fit, depth)
// outweighs what many ideas share (time, energy, a shared value, openness, someone nearby), so an
// idea that merely suits one's week or has people around no longer passes one that runs on one's
// own room, tools or skills; those still order ideas equally central, and still gate High.
const WEIGHTS = {
  base: 0.02,
  fit: 0.46,
  depth: 0.2,
  support: 0.03,
  values: 0.04,
  time: 0.04,
  energy: 0.04,
  partner: 0.06,
  openness: 0.01,
} as const;
/** A shared value in a blueprint's core counts this much of its weight (see coreHits). */
const VALUE_FACTOR = 0.5;
/** A person on the other side of an idea (`against`): what they bring counts this much. */
const AGAINST_FACTOR = 0.6;
/**
 * What the person wrote in their own words, when the blueprint's name and description are about it,
 * counts as one more key of the core of at most this weight (times how specific the shared words
 * are, see wordsFor): a main ingredient at most, enough for Good, never for High, which asks for
 * what the wizard's choices say (the heart). Free text is read loosely (a word, not a claim).
 */
const WORDS_WEIGHT = 0.6;
/**
 * …and, like the proximity bonus, a small bonus on top of the weights, so ideas equally central by
 * the wizard's choices are ordered by what the person wrote (the fit above saturates at 1). Capped
 * by the level's ceiling like everything else.
 */
const WORDS_BONUS = 0.05;
/**
 * An asset or skill the person only wrote (Seeker.saidHas) counts this much of its core weight:
 * "I sang in a choir for thirty years" makes the choir a Good card, while only what the wizard's
 * choices say (or a written need) can be central (CENTRAL_WEIGHT).
 */
const WRITTEN_FACTOR = 0.8;
/** Words named in a reason, at most. */
const WORDS_SHOWN = 2;

const TIME_ORDER = ['part-time', 'regular', 'significant', 'full-time'];
const ENERGY_ORDER = ['low', 'moderate', 'high'];

export function matchTypeFor(score: number): MatchType {
  if (score >= MATCH_THRESHOLDS.high) return 'high';
  if (score >= MATCH_THRESHOLDS.good) return 'good';
  return 'potential';
}

/**
 * Every key of the person's: the wizard's choices and the needs they wrote (a need ticked and also
 * written is one key).
 */
export function seekerKeys(
  seeker: ProfileFacts & Pick<Seeker, 'saidNeeds' | 'saidHas'>,
): Set<string> {
  const own = new Set(profileKeys(seeker));
  for (const said of [...(seeker.saidNeeds ?? []), ...(seeker.saidHas ?? [])]) own.add(said.key);
  return own;
}

/** The partner keys worth looking up for this person: what would complete them in any blueprint. */
export function partnerKeysFor(
  blueprints: readonly Blueprint[],
  seeker: ProfileFacts & Pick<Seeker, 'saidNeeds' | 'saidHas'>,
): string[] {
  const own = seekerKeys(seeker);
  const wanted = new Set<string>();
  for (const blueprint of blueprints) {
    for (const rule of blueprint.partners)
      if (rule.you === '*' || own.has(rule.you)) wanted.add(rule.them);
  }
  return [...wanted].sort();
}

const levelFit = (level: string | null, fitting: readonly string[]): number =>
  level === null ? 0.5 : fitting.includes(level) ? 1 : 0;

interface PartnerView {
  found: boolean;
  /**
   * Someone brings or needs what completes the asker in this blueprint. Rules that anybody
   * satisfies (`any`) or that only ask for a shared value (`v:…`) find weak partners: they count
   * half and earn no proximity bonus.
   */
  strong: boolean;
  quality: number;
  /** Kilometres between cells (coarse-place.ts), never between the people's own points. */
  nearestKm?: number;
  /** The nearest strong partner: what the proximity bonus is measured by. */
  strongKm?: number;
  /** Someone would complete this but lives too far for an in-person idea, abroad, or unplaced. */
  beyondReach: boolean;
}

const isWeakRule = (them: string): boolean => them === 'any' || them.startsWith('v:');

/** What one request needs of a candidate when judging a blueprint's partners. */
export interface PartnerKind {
  sharesValue: boolean;
  timeAvailable: string | null;
  energyLevel: string | null;
}

/**
 * A partner key's candidates within a blueprint's reach, as the asker sees them: how far the
 * nearest is, and each distinct kind of person (whether they share one of the asker's values,
 * their time and energy), which is all that judging a blueprint's partners needs.
 */
interface PartnerSummary {
  nearestKm: number | undefined;
  /** The nearest within reach who is not broad; undefined when all within reach are broad. */
  specificKm: number | undefined;
  /** Someone within reach who is not broad. */
  specific: boolean;
  kinds: PartnerKind[];
  /** Candidates of this key left out as beyond the blueprint's reach. */
  beyondReach: boolean;
}

/** Where distances are measured from: the centre of the asker's cell, never their own point. */
export interface Origin {
  point: LatLon;
  /** Placed to a town (a country alone cannot tell who is near enough to meet). */
  town: boolean;
  country: string | null;
}

export function originOf(seeker: Seeker): Origin | null {
  const { point, precision, country } = seeker.location;
  return point
    ? { point: coarsePoint(point), town: precision === 'city', country: country ?? null }
    : null;
}

/** Kilometres from the asker's cell to a candidate's, when both are placed. */
export function kmTo(origin: Origin | null, candidate: Candidate): number | undefined {
  return origin && candidate.point ? haversineKm(origin.point, candidate.point) : undefined;
}

/**
 * Whether a candidate may be offered for a blueprint (issue 26 item 2): anyone for a remote idea;
 * for an in-person idea only someone placed to a town, within the travel radius of an asker placed
 * to a town, and not in another country (when both countries are known).
 */
export function withinReach(
  origin: Origin | null,
  candidate: Candidate,
  km: number | undefined,
  blueprint: Pick<Blueprint, 'meeting' | 'travelRadiusKm'>,
): boolean {
  if (blueprint.meeting === 'remote') return true;
  if (!origin?.town || km === undefined || blueprint.travelRadiusKm === null) return false;
  const abroad = !!origin.country && !!candidate.country && origin.country !== candidate.country;
  return !abroad && km <= blueprint.travelRadiusKm;
}

/** What every blueprint of one request shares: the asker's own keys, and each partner key's people. */
interface Prepared {
  seeker: Seeker;
  origin: Origin | null;
  own: ReadonlySet<string>;
  /** Needs only written, not ticked: their words, to name them in a reason. */
  saidOnly: ReadonlyMap<string, readonly string[]>;
  /** Assets and skills only written, not ticked: their words (they count at WRITTEN_FACTOR). */
  written: ReadonlyMap<string, readonly string[]>;
  /** `t:<time>` and `e:<energy>`: levels a blueprint's core may name (never partner keys). */
  levels: ReadonlySet<string>;
  assets: string[];
  skills: string[];
  needs: string[];
  values: string[];
  pool: CandidatePool;
  /** Summaries per partner key and reach ('remote' or a radius): blueprints share few reaches. */
  summaries: Map<string, PartnerSummary>;
}

function summarise(
  candidates: readonly Candidate[],
  prepared: Prepared,
  blueprint: Blueprint,
): PartnerSummary {
  let nearestKm: number | undefined;
  let specificKm: number | undefined;
  let specific = false;
  let beyondReach = false;
  const kinds: PartnerKind[] = [];
  for (const candidate of candidates) {
    const km = kmTo(prepared.origin, candidate);
    if (!withinReach(prepared.origin, candidate, km, blueprint)) {
      beyondReach = true;
      continue;
    }
    if (km !== undefined && (nearestKm === undefined || km < nearestKm)) nearestKm = km;
    if (!candidate.broad) {
      specific = true;
      if (km !== undefined && (specificKm === undefined || km < specificKm)) specificKm = km;
    }
    const { timeAvailable, energyLevel } = candidate;
    const sharesValue = candidate.valueKeys.some((key) => prepared.own.has(key));
    if (
      !kinds.some(
        (kind) =>
          kind.sharesValue === sharesValue &&
          kind.timeAvailable === timeAvailable &&
          kind.energyLevel === energyLevel,
      )
    )
      kinds.push({ sharesValue, timeAvailable, energyLevel });
  }
  return { nearestKm, specificKm, specific, kinds, beyondReach };
}

function summaryFor(
  prepared: Prepared,
  key: string,
  blueprint: Blueprint,
): PartnerSummary | undefined {
  const candidates = prepared.pool.get(key);
  if (!candidates || candidates.length === 0) return undefined;
  const reach = blueprint.meeting === 'remote' ? 'remote' : String(blueprint.travelRadiusKm);
  const cacheKey = `${key}|${reach}`;
  let summary = prepared.summaries.get(cacheKey);
  if (!summary) {
    summary = summarise(candidates, prepared, blueprint);
    prepared.summaries.set(cacheKey, summary);
  }
  return summary;
}

function prepare(seeker: Seeker, pool: CandidatePool): Prepared {
  const ticked = new Set(needKeys(seeker));
  const saidOnly = new Map(
    (seeker.saidNeeds ?? [])
      .filter((need) => !ticked.has(need.key))
      .map((need) => [need.key, need.words]),
  );
  const chosen = new Set(profileKeys(seeker));
  const written = new Map(
    (seeker.saidHas ?? [])
      .filter((said) => !chosen.has(said.key))
      .map((said) => [said.key, said.words]),
  );
  return {
    seeker,
    origin: originOf(seeker),
    own: seekerKeys(seeker),
    saidOnly,
    written,
    levels: new Set(
      [
        seeker.timeAvailable && `t:${seeker.timeAvailable}`,
        seeker.energyLevel && `e:${seeker.energyLevel}`,
      ].filter((level): level is string => !!level),
    ),
    assets: assetKeys(seeker),
    skills: knownSkills(seeker.skills),
    needs: [...ticked, ...saidOnly.keys()],
    values: knownValues(seeker.values),
    pool,
    summaries: new Map(),
  };
}

/**
 * How well one partner suits the asker in a blueprint, 0 to 1: a shared value counts half, their
 * time and energy fitting the idea a quarter each. The card's partner quality, and the order of a
 * blueprint page's people (fit before distance and joining date, issue 25 ninth hostile pass #1).
 */
export function partnerFit(
  kind: PartnerKind,
  blueprint: Pick<Blueprint, 'time' | 'energy'>,
): number {
  return (
    (kind.sharesValue ? 0.5 : 0) +
    0.25 * levelFit(kind.timeAvailable, blueprint.time) +
    0.25 * levelFit(kind.energyLevel, blueprint.energy)
  );
}

function partnersFor(prepared: Prepared, blueprint: Blueprint): PartnerView {
  let found = false;
  let strong = false;
  let quality = 0;
  let nearestKm: number | undefined;
  let strongKm: number | undefined;
  let beyondReach = false;
  for (const rule of blueprint.partners) {
    if (rule.you !== '*' && !prepared.own.has(rule.you)) continue;
    const summary = summaryFor(prepared, rule.them, blueprint);
    if (!summary) continue;
    if (summary.beyondReach) beyondReach = true;
    if (summary.kinds.length === 0) continue;
    found = true;
    // A broad profile alone is a weak partner: it claims everything, so it completes nobody in particular.
    const weak = isWeakRule(rule.them) || !summary.specific;
    if (!weak) strong = true;
    for (const kind of summary.kinds) quality = Math.max(quality, partnerFit(kind, blueprint));
    const km = summary.nearestKm;
    if (km !== undefined && (nearestKm === undefined || km < nearestKm)) nearestKm = km;
    const specificKm = summary.specificKm;
    if (!weak && specificKm !== undefined && (strongKm === undefined || specificKm < strongKm))
      strongKm = specificKm;
  }
  return { found, strong, quality, nearestKm, strongKm, beyondReach };
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Scores one blueprint for one person, with reasons in the asker's language. Pure and deterministic. */
export function scoreBlueprint(
  seeker: Seeker,
  blueprint: Blueprint,
  pool: CandidatePool,
  lang: RequestLanguage,
): RankedMatch {
  const prepared = prepare(seeker, pool);
  return explain(prepared, assess(prepared, blueprint), lang);
}

/** One key of the person's that is part of a blueprint's core, and how central it is. */
interface CoreHit {
  key: string;
  weight: number;
  role: string | null;
  /** What the person has or needs by the wizard's choices or a written need (see CENTRAL_WEIGHT). */
  stated: boolean;
}

/** A blueprint's score and what it was made of, which explain() turns into reasons. */
interface Assessment {
  blueprint: Blueprint;
  score: number;
  /** Unrounded, to order cards whose rounded scores tie. */
  raw: number;
  /** The person's keys in the blueprint's core, most central first. */
  core: CoreHit[];
  /** best + half the second best core weight, capped at 1 (lowered for `against`). */
  fit: number;
  /** How much of the core the person brings (see roleViews()). */
  depth: number;
  /** The fit without shared values or words: what High asks for. */
  heart: number;
  /** A key the person states is central to the blueprint, in a role whose heart is High's (see CENTRAL_WEIGHT). */
  central: boolean;
  /** The person's own words the blueprint's text is about, most specific first. */
  said: string[];
  /** Assets, skills and needs of the person the blueprint lists but does not run on. */
  supportAssets: string[];
  supportSkills: string[];
  supportNeeds: string[];
  /** The person's needs that put them on the other side of the idea. */
  against: string[];
  values: string[];
  timeFit: number;
  energyFit: number;
  partner: PartnerView;
  km: number | undefined;
  bonus: number | undefined;
}

/** The person's keys in a blueprint's core, most central first (ties by key, for stable reasons). */
function coreHits(prepared: Prepared, blueprint: Blueprint): CoreHit[] {
  const hits: CoreHit[] = [];
  for (const [key, { weight, role }] of blueprint.core) {
    const has =
      key === 's:*'
        ? prepared.skills.length > 0
        : prepared.own.has(key) || prepared.levels.has(key);
    if (!has) continue;
    // A shared value says what the person cares about, not what they have or need: half as much;
    // an asset or skill only written is read loosely (WRITTEN_FACTOR).
    const written = prepared.written.has(key);
    const factor = isValueKey(key) ? VALUE_FACTOR : written ? WRITTEN_FACTOR : 1;
    hits.push({ key, weight: weight * factor, role, stated: !isValueKey(key) && !written });
  }
  return hits.sort((a, b) => b.weight - a.weight || (a.key < b.key ? -1 : 1));
}

/**
 * A key the person states that the blueprint runs on (CENTRAL_WEIGHT), or the heaviest key of its
 * role: the role's own main ingredient.
 */
function isCentral(hit: CoreHit, blueprint: Blueprint): boolean {
  if (!hit.stated) return false;
  if (hit.weight >= CENTRAL_WEIGHT) return true;
  return (
    hit.role !== null &&
    [...blueprint.core.values()].every(
      (entry) => entry.role !== hit.role || entry.weight <= hit.weight,
    )
  );
}

/** best + half the second best weight, capped at 1. */
const combine = (hits: readonly CoreHit[]): number =>
  Math.min(1, (hits[0]?.weight ?? 0) + 0.5 * (hits[1]?.weight ?? 0));

/** The person's core keys in one role of a blueprint, and what they come to. */
interface RoleView {
  hits: CoreHit[];
  /** best + half the second (see combine). */
  fit: number;
  /** How much of the role's core the person brings (see coverage below). */
  coverage: number;
  /** The fit without shared values: what High asks for. */
  heart: number;
  /** A key the person states is central to the blueprint (see CENTRAL_WEIGHT). */
  central: boolean;
}

/**
 * The person's core keys per role of the blueprint (keys of no role count in every role): keys of
 * different roles never add up. Coverage: the person's weights over the role's core, counting at
 * most two keys' worth (a core of six things needs no one to bring all six); a core of one key is
 * covered by that key, so a tech buddy is no less a fit for having a small core. A need the wizard
 * never asks for (WRITTEN_ONLY_NEEDS) is part of the core only for someone who wrote it: not
 * writing that one needs lifts says nothing, so it takes nothing from anyone's coverage, and the
 * role of those who need lifts is no view for them.
 */
function roleViews(prepared: Prepared, hits: readonly CoreHit[], blueprint: Blueprint): RoleView[] {
  // A role made only of needs the person did not write is not theirs to take.
  const unwritten = (role: string): boolean =>
    [...blueprint.core].every(
      ([key, entry]) =>
        entry.role !== role || (WRITTEN_ONLY_NEEDS.has(key) && !prepared.own.has(key)),
    );
  const roles = [...new Set([...blueprint.core.values()].map((entry) => entry.role))]
    .filter((role): role is string => role !== null && !unwritten(role))
    .sort();
  return (roles.length ? roles : [null]).map((role) => {
    const inRole = hits.filter((hit) => hit.role === null || role === null || hit.role === role);
    let whole = 0;
    for (const [key, entry] of blueprint.core) {
      if (entry.role !== null && role !== null && entry.role !== role) continue;
      if (WRITTEN_ONLY_NEEDS.has(key) && !prepared.own.has(key)) continue;
      whole += isValueKey(key) ? entry.weight * VALUE_FACTOR : entry.weight;
    }
    const brought = inRole.reduce((sum, hit) => sum + hit.weight, 0);
    return {
      hits: inRole,
      fit: combine(inRole),
      coverage: whole === 0 ? 0 : Math.min(1, brought / Math.min(2, whole)),
      heart: combine(inRole.filter((hit) => !isValueKey(hit.key))),
      central: inRole.some((hit) => isCentral(hit, blueprint)),
    };
  });
}

/** A shared value is never what the person has or needs: it can order cards, not make one High. */
const isValueKey = (key: string): boolean => key.startsWith('v:');

/**
 * How much the blueprint's name and description are about what the person wrote: the sum of the
 * shared lexemes' specificity (1 over the blueprints having it), in the language where it is
 * largest, capped at 1; and those words as the person wrote them, most specific first.
 */
function wordsFor(seeker: Seeker, blueprint: Blueprint): { weight: number; said: string[] } {
  let best = { weight: 0, said: [] as string[] };
  if (!seeker.words || !blueprint.words) return best;
  for (const lang of ['en', 'de'] as const) {
    const text = blueprint.words[lang];
    const shared = seeker.words[lang]
      .map(({ lexeme, word }) => ({ word, weight: text.get(lexeme) ?? 0 }))
      .filter((entry) => entry.weight > 0)
      .sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : 1));
    const weight = Math.min(
      1,
      shared.reduce((sum, entry) => sum + entry.weight, 0),
    );
    if (weight > best.weight) best = { weight, said: shared.map((entry) => entry.word) };
  }
  return best;
}

/** A fit with the person's words as one more key of the core (best + half the other, capped). */
const plusWords = (fit: number, words: number): number =>
  Math.min(1, Math.max(fit, words) + 0.5 * Math.min(fit, words));

function assess(prepared: Prepared, blueprint: Blueprint): Assessment {
  const { seeker } = prepared;
  // The role that gives the person the most; what may make a card High or Good is the best any
  // role reaches. Both only grow when a person adds something (property-tested).
  const views = roleViews(prepared, coreHits(prepared, blueprint), blueprint);
  const value = (view: RoleView): number => WEIGHTS.fit * view.fit + WEIGHTS.depth * view.coverage;
  const chosen = views.reduce((best, view) => (value(view) > value(best) ? view : best));
  const core = chosen.hits;
  const inCore = (key: string): boolean =>
    blueprint.core.has(key) || (key.startsWith('s:') && blueprint.core.has('s:*'));
  const supportAssets = prepared.assets.filter(
    (key) => blueprint.assets.includes(key) && !inCore(key),
  );
  const supportSkills = prepared.skills.filter(
    (skill) => blueprint.skills.includes(skill) && !inCore(`s:${skill}`),
  );
  const supportNeeds = prepared.needs.filter(
    (key) => blueprint.needs.includes(key) && !inCore(key),
  );
  const against = prepared.needs.filter((key) => blueprint.against.includes(key));
  const values = prepared.values.filter((value) => blueprint.values.includes(value));

  const damp = against.length > 0 ? AGAINST_FACTOR : 1;
  const words = wordsFor(seeker, blueprint);
  const wordsFit = WORDS_WEIGHT * words.weight;
  const fit = plusWords(chosen.fit, wordsFit) * damp;
  const depth = chosen.coverage * damp;
  const bestFit = plusWords(Math.max(...views.map((view) => view.fit)), wordsFit) * damp;
  // What High asks for: the core without shared values, with a key the person states at its centre,
  // in the same role.
  const heart = Math.max(...views.map((view) => view.heart)) * damp;
  const central = views.some((view) => view.central && view.heart * damp >= HIGH_FIT);
  const support = Math.min(
    1,
    0.5 * (supportAssets.length + supportSkills.length + supportNeeds.length),
  );
  const valueFit = blueprint.values.length
    ? Math.min(1, values.length / Math.min(2, blueprint.values.length))
    : 0;
  const timeFit = levelFit(seeker.timeAvailable, blueprint.time);
  const energyFit = levelFit(seeker.energyLevel, blueprint.energy);
  const partner = partnersFor(prepared, blueprint);
  const partnerFit = !partner.found
    ? 0
    : partner.strong
      ? 0.5 + 0.5 * partner.quality
      : 0.25 + 0.25 * partner.quality;
  // Between cells, and only ever told as a band (issue 25 item 6).
  const km = partner.nearestKm;
  const bonus =
    partner.nearestKm === undefined
      ? undefined
      : partner.strongKm === undefined
        ? 0
        : proximityBonusFor(partner.strongKm);

  const raw =
    WEIGHTS.base +
    WEIGHTS.fit * fit +
    WEIGHTS.depth * depth +
    WEIGHTS.support * support +
    WEIGHTS.values * valueFit +
    WEIGHTS.time * timeFit +
    WEIGHTS.energy * energyFit +
    WEIGHTS.partner * partnerFit +
    WEIGHTS.openness * blueprint.openness +
    WORDS_BONUS * words.weight +
    (bonus ?? 0);
  // High only with the core, someone within reach who completes the person, and the time and
  // energy they said they have; Good only with a main ingredient of the core. A person on the
  // other side of the idea is never High (their fit is lowered below HIGH_FIT).
  const ceiling =
    heart >= HIGH_FIT && central && partner.strong && timeFit > 0 && energyFit > 0
      ? 1
      : bestFit >= GOOD_FIT
        ? MATCH_THRESHOLDS.high - 0.01
        : MATCH_THRESHOLDS.good - 0.01;
  const bounded = Math.min(ceiling, Math.max(0, raw));
  return {
    blueprint,
    score: round2(bounded),
    raw: bounded,
    core,
    fit,
    depth,
    heart,
    central,
    said: words.weight > 0 ? words.said.slice(0, WORDS_SHOWN) : [],
    supportAssets,
    supportSkills,
    supportNeeds,
    against,
    values,
    timeFit,
    energyFit,
    partner,
    km,
    bonus,
  };
}

/**
 * How often each sentence was already shown on earlier cards of the same answer: a sentence seen
 * twice gives way to another true one ("It answers your need for company" on every card says nothing).
 */
type ReasonUse = Map<string, number>;

/** The person's own words for a blueprint's core keys of one kind, in the asker's language. */
function coreLabels(
  core: readonly CoreHit[],
  prefix: 'o:' | 's:' | 'n:' | 'v:',
  prepared: Prepared,
  lang: RequestLanguage,
): string[] {
  const keys = core.map((hit) => hit.key);
  if (prefix === 's:') {
    const named = keys
      .filter((key) => key.startsWith('s:') && key !== 's:*')
      .map((k) => k.slice(2));
    // `s:*` (any skill): the person's own skills, at most two, when the core names none of them.
    const skills = named.length > 0 || !keys.includes('s:*') ? named : prepared.skills.slice(0, 2);
    return skills.map((skill) => label(SKILL_LABELS, skill, lang));
  }
  const ofKind = keys.filter((key) => key.startsWith(prefix));
  if (prefix === 'v:') return ofKind.map((key) => label(VALUE_LABELS, key.slice(2), lang));
  return ofKind.map((key) => label(prefix === 'o:' ? ASSET_LABELS : NEED_LABELS, key, lang));
}

/** The reasons for an assessed blueprint, in the asker's language. */
function explain(
  prepared: Prepared,
  assessment: Assessment,
  lang: RequestLanguage,
  used: ReasonUse = new Map(),
): RankedMatch {
  const { seeker } = prepared;
  const { blueprint, score, core, fit, values, timeFit, energyFit, against } = assessment;
  const { partner, km, bonus } = assessment;
  const band = km === undefined ? undefined : distanceBandOf(km);
  const remote = blueprint.meeting === 'remote';
  // Why this card: only what is at the heart of the blueprint may lead (issue 26 item 1). What
  // merely supports it is said after, as such, and never first.
  const leads: string[] = [];
  const wordsOf = (key: string): readonly string[] | undefined =>
    prepared.saidOnly.get(key) ?? prepared.written.get(key);
  const ticked = core.filter((hit) => !wordsOf(hit.key));
  const needs = coreLabels(ticked, 'n:', prepared, lang);
  // What was only written is named in the person's own words, with the words the idea's text
  // shares; of a ticked need and what was written, the one more central to the idea (core hits
  // come in order) is first.
  const written = [
    ...new Set([...assessment.said, ...core.flatMap((hit) => wordsOf(hit.key) ?? [])]),
  ];
  const wordsLead = written.length > assessment.said.length;
  const writtenFirst = !!wordsOf(
    core.find((hit) => hit.key.startsWith('n:') || prepared.written.has(hit.key))?.key ?? '',
  );
  const needSentences = [
    ...(needs.length ? [SENTENCES.needMet(needs, lang)] : []),
    ...(wordsLead ? [SENTENCES.wordsFit(written.slice(0, WORDS_SHOWN), lang)] : []),
  ];
  leads.push(...(writtenFirst ? needSentences.reverse() : needSentences));
  const coreAssets = ticked.filter((hit) => hit.key.startsWith('o:')).map((hit) => hit.key);
  if (coreAssets.length) leads.push(SENTENCES.assetUsed(assetPhrases(coreAssets, lang), lang));
  const skills = coreLabels(ticked, 's:', prepared, lang);
  if (skills.length) leads.push(SENTENCES.skillUsed(skills, lang));
  if (assessment.said.length && !wordsLead) leads.push(SENTENCES.wordsFit(assessment.said, lang));
  // The sentence that names the most central key the person states: a High card leads with it.
  const centre = core.find((hit) => isCentral(hit, blueprint))?.key;
  const centreText = !centre
    ? undefined
    : prepared.saidOnly.has(centre)
      ? SENTENCES.wordsFit(written.slice(0, WORDS_SHOWN), lang)
      : centre.startsWith('n:')
        ? SENTENCES.needMet(needs, lang)
        : centre.startsWith('o:')
          ? SENTENCES.assetUsed(assetPhrases(coreAssets, lang), lang)
          : SENTENCES.skillUsed(skills, lang);
  // In person: found means within the travel radius. Remote: anyone, and far is no drawback.
  if (partner.found && band !== undefined && !(remote && band === 'over-50'))
    leads.push(
      partner.strong
        ? SENTENCES.partnerNear(bandPhrase(band, lang), lang)
        : SENTENCES.joinerNear(bandPhrase(band, lang), lang),
    );
  else if (partner.found) leads.push(SENTENCES.partnerOnline(lang));
  const coreValues = coreLabels(core, 'v:', prepared, lang);
  const shared = coreValues.length
    ? coreValues
    : values.map((value) => label(VALUE_LABELS, value, lang));
  if (shared.length) leads.push(SENTENCES.valuesShared(shared.slice(0, 2), lang));
  // With nothing of theirs at its heart, an easy start is the best thing to say about an open blueprint.
  if (fit === 0 && blueprint.openness >= 0.7) leads.unshift(SENTENCES.openToAll(lang));

  const supporting: string[] = [];
  if (assessment.supportNeeds.length)
    supporting.push(
      SENTENCES.needHelped(
        assessment.supportNeeds.map((key) => label(NEED_LABELS, key, lang)),
        lang,
      ),
    );
  if (assessment.supportAssets.length || assessment.supportSkills.length)
    supporting.push(
      SENTENCES.alsoUseful(
        assetPhrases(assessment.supportAssets, lang),
        assessment.supportSkills.map((skill) => label(SKILL_LABELS, skill, lang)),
        lang,
      ),
    );

  const questions: string[] = [];
  if (seeker.location.given && !seeker.location.point)
    questions.push(SENTENCES.locationUnknown(lang));
  else if (!seeker.location.given) questions.push(SENTENCES.locationMissing(lang));
  else if (seeker.location.precision === 'country')
    questions.push(SENTENCES.locationCountryOnly(lang));
  if (seeker.timeAvailable === null)
    questions.push(
      SENTENCES.timeUnknown(label(TIME_LABELS, lowest(blueprint.time, TIME_ORDER), lang), lang),
    );
  if (seeker.energyLevel === null)
    questions.push(
      SENTENCES.energyUnknown(
        label(ENERGY_LABELS, lowest(blueprint.energy, ENERGY_ORDER), lang),
        lang,
      ),
    );
  questions.push(SENTENCES.groupSize(blueprint.participants.min, blueprint.participants.max, lang));

  const negatives: string[] = [];
  for (const key of against)
    negatives.push(SENTENCES.otherSide(label(NEED_LABELS, key, lang), lang));
  if (fit === 0)
    negatives.push(supporting.length ? SENTENCES.notCentral(lang) : SENTENCES.nothingFits(lang));
  if (!partner.found && !partner.beyondReach) negatives.push(SENTENCES.noPartner(lang));
  // Someone farther away is not shown instead; without a town the question above asks for one.
  else if (!partner.found && prepared.origin?.town && blueprint.travelRadiusKm !== null)
    negatives.push(SENTENCES.noPartnerInReach(blueprint.travelRadiusKm, lang));
  if (seeker.timeAvailable !== null && timeFit === 0) {
    const rank = TIME_ORDER.indexOf(seeker.timeAvailable);
    negatives.push(
      rank < TIME_ORDER.indexOf(lowest(blueprint.time, TIME_ORDER))
        ? SENTENCES.needsMoreTime(lang)
        : SENTENCES.needsLessTime(lang),
    );
  }
  if (seeker.energyLevel !== null && energyFit === 0) {
    const rank = ENERGY_ORDER.indexOf(seeker.energyLevel);
    negatives.push(
      rank < ENERGY_ORDER.indexOf(lowest(blueprint.energy, ENERGY_ORDER))
        ? SENTENCES.tooDemanding(lang)
        : SENTENCES.tooQuiet(lang),
    );
  }

  // The lead: least shown first; among equals, the order above (what is most central first). A High
  // card always leads with what is central to it (issue 26 item 1: the person must see why it is
  // High, never "someone lives nearby"), the same sentence on the card and on its page.
  // A card lifted by what the person wrote leads with their own words, High or not.
  const high = matchTypeFor(score) === 'high';
  const wordsText =
    writtenFirst && wordsLead ? SENTENCES.wordsFit(written.slice(0, WORDS_SHOWN), lang) : undefined;
  const pinned = (text: string): number =>
    (high && text === centreText) || text === wordsText ? 0 : 1;
  const byUse = leads
    .map((text, order) => ({ text, order, seen: Math.min(used.get(text) ?? 0, 2) }))
    .sort((a, b) => pinned(a.text) - pinned(b.text) || a.seen - b.seen || a.order - b.order)
    .map((entry) => entry.text);
  const [bestPositive = SENTENCES.openToAll(lang), ...morePositives] = [...byUse, ...supporting];
  const reasons: MatchReason[] = [{ type: 'positive', text: bestPositive }];
  if (questions[0]) reasons.push({ type: 'question', text: questions[0] });
  if (negatives[0]) reasons.push({ type: 'negative', text: negatives[0] });
  for (const text of morePositives)
    if (reasons.length < 3) reasons.push({ type: 'positive', text });
  reasons.sort((a, b) => KIND_ORDER[a.type] - KIND_ORDER[b.type]);
  for (const reason of reasons) used.set(reason.text, (used.get(reason.text) ?? 0) + 1);

  const match: RankedMatch = { blueprint, score, matchType: matchTypeFor(score), reasons };
  if (km !== undefined && band !== undefined && bonus !== undefined) {
    match.distanceBand = band;
    match.proximityBonus = bonus;
    match.distanceBadge = distanceBadge(km);
  } else {
    match.distanceNote = distanceNoteFor(seeker, partner);
  }
  return match;
}

/** Asset keys as phrases that know their grammatical number ("tools are", "transport is"). */
function assetPhrases(keys: readonly string[], lang: RequestLanguage): Phrase[] {
  return keys.map((key) => phraseOf(ASSET_LABELS, key, lang));
}

function distanceNoteFor(seeker: Seeker, partner: PartnerView): DistanceNote {
  if (!seeker.location.given) return 'location-missing';
  if (!seeker.location.point) return 'location-unknown';
  return partner.beyondReach && !partner.found ? 'none-in-radius' : 'no-one-yet';
}

function label(
  labels: Record<string, Record<RequestLanguage, string>>,
  key: string,
  lang: RequestLanguage,
): string {
  return labels[key]?.[lang] ?? key;
}

const KIND_ORDER = { positive: 0, question: 1, negative: 2 } as const;

function lowest(levels: readonly string[], order: readonly string[]): string {
  return [...levels].sort((a, b) => order.indexOf(a) - order.indexOf(b))[0] ?? order[0] ?? '';
}

/**
 * The best blueprints in score order (ties by blueprint key), capped, and varied: a blueprint whose
 * category already has two of the first six cards (or three of all) is left out rather than moved,
 * so the cards stay in score order.
 */
export function rankMatches(
  seeker: Seeker,
  blueprints: readonly Blueprint[],
  pool: CandidatePool,
  lang: RequestLanguage,
  cap = MATCH_CAP,
): RankedMatch[] {
  const prepared = prepare(seeker, pool);
  const ranked = blueprints
    .map((blueprint) => assess(prepared, blueprint))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.raw - a.raw ||
        b.depth - a.depth ||
        (a.blueprint.key < b.blueprint.key ? -1 : a.blueprint.key > b.blueprint.key ? 1 : 0),
    );
  const chosen: Assessment[] = [];
  const perCategory = new Map<string, number>();
  for (const assessment of ranked) {
    if (chosen.length === cap) break;
    const { category } = assessment.blueprint;
    const count = perCategory.get(category) ?? 0;
    const limit =
      chosen.length < VARIETY.firstCards ? VARIETY.perCategoryFirst : VARIETY.perCategory;
    const focused = assessment.heart >= HIGH_FIT && count < VARIETY.perCategory;
    if (count >= limit && !focused) continue;
    perCategory.set(category, count + 1);
    chosen.push(assessment);
  }
  // Reasons are written only for the blueprints that make the cut, sharing what was already said.
  const used: ReasonUse = new Map();
  return chosen.map((assessment) => explain(prepared, assessment, lang, used));
}

export function categoryLabel(category: string, lang: RequestLanguage): string {
  return CATEGORY_LABELS[category]?.[lang] ?? category;
}
