import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { BlueprintDetail, NearbyPerson } from '@ageless/contracts';
import { DISTANCE_BANDS, distanceBadge, distanceBandOf } from '@ageless/contracts';
import {
  assetKeys,
  knownSkills,
  knownValues,
  needKeys,
  ProfileSearchRepository,
  ProfilesError,
  ProfilesErrorCode,
  ProfilesService,
  type PublicFacts,
  type SeekerRow,
} from '../profiles/index.js';
import { blueprintGuide } from './blueprint-guides.js';
import { categoryLabel } from './match-engine.js';
import {
  ASSET_LABELS,
  ENERGY_LABELS,
  NEED_LABELS,
  SKILL_LABELS,
  TIME_LABELS,
  VALUE_LABELS,
} from './match-texts.js';
import type { RequestLanguage } from '../common/http/request-language.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type Blueprint, toBlueprint, withWords } from './blueprint.js';
import { BlueprintsRepository } from './blueprints.repository.js';
import { MatchDto } from './dto/match.response.js';
import { MatchCache, profileMark } from './match-cache.js';
import { MatchingError, MatchingErrorCode } from './matching-error.js';
import { PeopleConnections } from './people-connections.js';
import { PhraseLexemesRepository } from './phrase-lexemes.repository.js';
import {
  type FoundCandidate,
  MatchCandidates,
  perGroupGate,
  siteAndLookOf,
  siteLookAndOwnerOf,
} from './match-candidates.js';
import {
  kmTo,
  type SaidWord,
  originOf,
  partnerFit,
  partnerKeysFor,
  rankMatches,
  type Seeker,
  seekerKeys,
  withinReach,
} from './match-engine.js';
import {
  type NeedPhrase,
  SAID_HAVE_PHRASES,
  SAID_NEED_PHRASES,
  saidNeedsOf,
} from './said-needs.js';

/** People one page of a blueprint shows at most, nearest bands first; more on the next pages. */
export const PEOPLE_PER_BLUEPRINT = 6;
/**
 * People of one owner browser a blueprint page shows at most (issue 25, fourth hostile pass): ten
 * profiles made from one browser take two places, not the page. Two, so a couple sharing a
 * computer are both shown.
 */
export const PEOPLE_PER_OWNER = 2;
/**
 * People created from one site (IPv4 address or IPv6 /48) one page shows at most: a blueprint's
 * people, and all the people My Matches' cards are made of (sixth hostile pass #2: twelve profiles
 * tailored to one person from one address took her page). As many as of one owner browser: a
 * couple on two computers at home are both shown. As many of one look (profile-look.ts: the same
 * options and near-identical words; seventh hostile pass #3: 24 look-alikes from four sites took it).
 */
export const PEOPLE_PER_SITE = PEOPLE_PER_OWNER;

/**
 * The groups a blueprint page shows at most PEOPLE_PER_SITE of: a creating site, a look, an owner
 * browser, and the broad (profile-keys.ts, isBroad; as many as match_candidates keeps of them per
 * ring, BROAD_PER_RING of 1766900000000), who come after the specific ones of their band: forty
 * profiles claiming everything never fill a page (fifth hostile pass).
 */
const pageGroupsOf = (person: FoundCandidate): (string | null | undefined)[] => [
  ...siteLookAndOwnerOf(person),
  person.broad ? 'broad' : null,
];

/** People in pages of PEOPLE_PER_BLUEPRINT, all full but the last. */
function pagesOf<T>(people: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < people.length; start += PEOPLE_PER_BLUEPRINT)
    pages.push(people.slice(start, start + PEOPLE_PER_BLUEPRINT));
  return pages;
}

/** A person's handle as one profile sees it: opaque, and meaningless to anyone else. */
export const handleOf = (viewerId: string, otherId: string): string =>
  createHmac('sha256', viewerId).update(otherId).digest('base64url').slice(0, 22);

/**
 * The pool one page is made of: hidden people left out, then at most PEOPLE_PER_SITE people of one
 * creating site and of one look across all keys (the lists cap it per key and ring only), nearest
 * rings first.
 */
function pageOf(
  pool: Map<string, FoundCandidate[]>,
  hidden: ReadonlySet<string>,
): Map<string, FoundCandidate[]> {
  const admit = perGroupGate(PEOPLE_PER_SITE, siteAndLookOf);
  const kept = new Map<string, FoundCandidate[]>();
  for (const [key, people] of pool)
    kept.set(
      key,
      people.filter((person) => !hidden.has(person.id) && admit(person)),
    );
  return kept;
}

const labelsOf = (
  labels: Record<string, Record<RequestLanguage, string>>,
  keys: readonly string[],
  lang: RequestLanguage,
): string[] => keys.map((key) => labels[key]?.[lang] ?? key);

/** All their free text's words: each lexeme once, from whichever text has it (two reads, not three). */
const bothTexts = (needs: readonly SaidWord[], has: readonly SaidWord[]): SaidWord[] => [
  ...new Map([...has, ...needs].map((said) => [said.lexeme, said])).values(),
];

function seekerFrom(
  {
    locationGiven,
    geoLat,
    geoLon,
    geoPrecision,
    country,
    needsEn,
    needsDe,
    hasEn,
    hasDe,
    ...facts
  }: SeekerRow,
  phrases: readonly NeedPhrase[],
): Seeker {
  const needPhrases = phrases.filter((phrase) => phrase.key.startsWith('n:'));
  const havePhrases = phrases.filter((phrase) => !phrase.key.startsWith('n:'));
  const point = geoLat === null || geoLon === null ? null : { lat: geoLat, lon: geoLon };
  return {
    ...facts,
    words: { en: bothTexts(needsEn, hasEn), de: bothTexts(needsDe, hasDe) },
    saidNeeds: saidNeedsOf({ en: needsEn, de: needsDe }, needPhrases),
    saidHas: saidNeedsOf({ en: hasEn, de: hasDe }, havePhrases),
    location: { given: locationGiven, point, precision: point ? geoPrecision : null, country },
  };
}

@Injectable()
export class MatchingService {
  private catalogue: Promise<Blueprint[]> | undefined;
  private needPhrases: Promise<NeedPhrase[]> | undefined;

  constructor(
    private readonly candidates: MatchCandidates,
    private readonly cache: MatchCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly blueprints: BlueprintsRepository,
    private readonly phraseLexemes: PhraseLexemesRepository,
    private readonly profileSearch: ProfileSearchRepository,
    private readonly connections: PeopleConnections,
    private readonly profiles: ProfilesService,
  ) {}

  async matchesFor(profileId: string, lang: RequestLanguage): Promise<MatchDto[]> {
    // The naive baseline is measured as it is, without the cache.
    const cache = this.config.matchingCandidates === 'index' ? this.cache.matches : undefined;
    const cacheKey = `${profileId}:${lang}`;
    const cached = cache?.get(cacheKey);
    if (cached) return cached;
    const version = this.cache.matches.version();
    // Blocked, reported and declined people are left out of the shared candidate lists per request.
    const [seeker, hidden] = await Promise.all([
      this.seeker(profileId),
      this.connections.hiddenFor(profileId),
    ]);
    const { cards, dependsOn } = await this.cards(profileId, seeker, hidden, lang);
    const matches = cards.map((match) => MatchDto.from(match, lang));
    // The asker's own edit changes their matches wherever they are.
    cache?.set(cacheKey, matches, [...dependsOn, profileMark(profileId)], version);
    return matches;
  }

  /**
   * The cards My Matches shows, best first. Reasons are written for the whole list at once (a
   * sentence already said on two cards gives way to another true one), so a blueprint page takes
   * its card from here: one reason text per match, the same on the card and its page.
   */
  private async cards(
    profileId: string,
    seeker: Seeker,
    hidden: ReadonlySet<string>,
    lang: RequestLanguage,
  ) {
    const blueprints = await this.loadCatalogue();
    const { pool, dependsOn } = await this.candidates.find({
      selfId: profileId,
      keys: partnerKeysFor(blueprints, seeker),
      origin: seeker.location.point,
      precision: seeker.location.precision,
    });
    const visible = pageOf(pool, hidden);
    return { cards: rankMatches(seeker, blueprints, visible, lang), pool: visible, dependsOn };
  }

  /**
   * A blueprint's page for one profile: what it is, first steps, what to agree on, safety tips,
   * this profile's match and the people nearby who complete it, anonymised (distance bands between
   * ~10 km cells and the wizard's options only) but for the card each chose to show, PEOPLE_PER_BLUEPRINT
   * to a page (`page` counts from 1; past the last one it has no people). Never cached: a block or a
   * report must hide a person at once.
   */
  async blueprintDetail(
    profileId: string,
    key: string,
    lang: RequestLanguage,
    canConnect: boolean,
    requestsLeftToday: number,
    page = 1,
  ): Promise<BlueprintDetail> {
    const { blueprint, seeker, pages, hidden } = await this.peopleFor(profileId, key);
    const people = pages[page - 1] ?? [];
    // The card as My Matches shows it; a blueprint that did not make the list is scored alone.
    const { cards, pool } = await this.cards(profileId, seeker, hidden, lang);
    const match =
      cards.find((card) => card.blueprint.key === blueprint.key) ??
      rankMatches(seeker, [blueprint], pool, lang, 1)[0];
    const ids = people.map((person) => person.candidate.id);
    const [facts, introductions] = await Promise.all([
      this.profiles.publicFacts(ids),
      this.connections.introductionsWith(profileId, ids),
    ]);
    const ownValues = new Set(knownValues(seeker.values));
    const nearby: NearbyPerson[] = [];
    for (const { candidate, km } of people) {
      const person = facts.get(candidate.id);
      if (!person) continue;
      nearby.push(
        describePerson(person, km, ownValues, lang, {
          handle: handleOf(profileId, candidate.id),
          introduction: introductions.get(candidate.id) ?? null,
        }),
      );
    }
    return {
      key: blueprint.key,
      name: blueprint.name[lang],
      description: blueprint.description[lang],
      category: categoryLabel(blueprint.category, lang),
      categoryKey: blueprint.category,
      participants: { ...blueprint.participants },
      match: MatchDto.from(match!, lang),
      ...blueprintGuide(blueprint.category, lang),
      people: nearby,
      canConnect,
      requestsLeftToday,
      page,
      pageCount: Math.max(1, pages.length),
    };
  }

  /** The person behind a handle on one of this profile's blueprint pages, if still shown there. */
  async resolvePerson(profileId: string, key: string, handle: string): Promise<string | null> {
    const { pages } = await this.peopleFor(profileId, key);
    return (
      pages.flat().find((person) => handleOf(profileId, person.candidate.id) === handle)?.candidate
        .id ?? null
    );
  }

  async blueprintExists(key: string): Promise<boolean> {
    return (await this.loadCatalogue()).some((blueprint) => blueprint.key === key);
  }

  async blueprintName(key: string, lang: RequestLanguage): Promise<string> {
    return (await this.loadCatalogue()).find((b) => b.key === key)?.name[lang] ?? key;
  }

  // The people who complete this profile in the blueprint, nearest bands first: strong partners
  // (what they bring or need) before those who would just join, hidden people and (for an
  // in-person idea) people beyond the travel radius or abroad left out, as on the card
  // (match-engine.ts); in pages of PEOPLE_PER_BLUEPRINT, where only PEOPLE_PER_SITE of one creating
  // site, look, owner browser or the broad come before everyone else.
  private async peopleFor(profileId: string, key: string) {
    const blueprints = await this.loadCatalogue();
    const blueprint = blueprints.find((candidate) => candidate.key === key);
    if (!blueprint) throw new MatchingError(MatchingErrorCode.BlueprintNotFound);
    const [seeker, hidden] = await Promise.all([
      this.seeker(profileId),
      this.connections.hiddenFor(profileId),
    ]);
    const own = seekerKeys(seeker);
    const keys = [
      ...new Set(
        blueprint.partners
          .filter((rule) => rule.you === '*' || own.has(rule.you))
          .map((rule) => rule.them),
      ),
    ];
    const pool = await this.candidates.forPages({
      selfId: profileId,
      keys,
      origin: seeker.location.point,
      precision: seeker.location.precision,
      valueKeys: [...own].filter((ownKey) => ownKey.startsWith('v:')),
    });
    const weak = (partnerKey: string): boolean =>
      partnerKey === 'any' || partnerKey.startsWith('v:');
    const origin = originOf(seeker);
    const seen = new Set<string>();
    const people: {
      key: string;
      candidate: FoundCandidate;
      km: number | undefined;
      weak: boolean;
      fit: number;
    }[] = [];
    for (const partnerKey of keys) {
      for (const candidate of pool.get(partnerKey) ?? []) {
        if (hidden.has(candidate.id) || seen.has(candidate.id)) continue;
        seen.add(candidate.id);
        // Between cells: sorting by it tells no more than the bands shown.
        const km = kmTo(origin, candidate);
        if (!withinReach(origin, candidate, km, blueprint)) continue;
        const sharesValue = candidate.valueKeys.some((value) => own.has(value));
        const fit = partnerFit({ ...candidate, sharesValue }, blueprint);
        people.push({ key: partnerKey, candidate, km, weak: weak(partnerKey), fit });
      }
    }
    // People of one band are ordered by how well they suit the asker (partnerFit), then per viewer
    // (their handle, a keyed hash): each viewer sees a different few of a busy town, none keeps a
    // place on every page by having joined first or last, and many weak profiles never come before
    // a better fit (ninth hostile pass #1).
    const bandRank = (km: number | undefined): number =>
      km === undefined ? DISTANCE_BANDS.length : DISTANCE_BANDS.indexOf(distanceBandOf(km));
    const ordered = people
      .map((person) => ({ ...person, order: handleOf(profileId, person.candidate.id) }))
      .sort(
        (a, b) =>
          Number(a.weak) - Number(b.weak) ||
          bandRank(a.km) - bandRank(b.km) ||
          Number(!!a.candidate.broad) - Number(!!b.candidate.broad) ||
          b.fit - a.fit ||
          (a.order < b.order ? -1 : 1),
      );
    // Everyone comes once in this order, but the people of a group past its cap (a site, a look, an
    // owner browser, the broad) come after all the others, on pages of their own: two hundred
    // copies of one card show two of themselves among the first people and the rest on the last
    // pages, instead of two on every page ahead of the people they pushed aside (seventeenth hostile
    // pass #2, #7). The pages are the same from one request to the next.
    const admit = perGroupGate(PEOPLE_PER_SITE, pageGroupsOf);
    const first: typeof ordered = [];
    const alike: typeof ordered = [];
    for (const person of ordered) (admit(person.candidate) ? first : alike).push(person);
    const pages = [...pagesOf(first), ...pagesOf(alike)];
    return { blueprint, seeker, pages, hidden };
  }

  // The person's facts and their own free text's words, from the profiles module's read model.
  private async seeker(profileId: string): Promise<Seeker> {
    const [row, phrases] = await Promise.all([
      this.profileSearch.seeker(profileId),
      this.loadNeedPhrases(),
    ]);
    if (!row) throw new ProfilesError(ProfilesErrorCode.NotFound);
    return seekerFrom(row, phrases);
  }

  // The phrases of needs, assets and skills people write (said-needs.ts) as the database stems
  // them, once per process.
  private loadNeedPhrases(): Promise<NeedPhrase[]> {
    if (this.needPhrases) return this.needPhrases;
    const phrases = Object.entries({ ...SAID_NEED_PHRASES, ...SAID_HAVE_PHRASES }).flatMap(
      ([key, byLang]) =>
        (['en', 'de'] as const).flatMap((lang) =>
          byLang[lang].map((text) => ({ key, lang, text })),
        ),
    );
    this.needPhrases = this.phraseLexemes
      .lexemesOf(phrases)
      .then((lexemes) =>
        phrases.map(({ key, lang }, index) => ({ key, lang, lexemes: lexemes[index] ?? [] })),
      )
      .catch((error: unknown) => {
        this.needPhrases = undefined;
        throw error;
      });
    return this.needPhrases;
  }

  // The catalogue changes only by migration, so it is read once per process, with the lexemes of
  // each blueprint's name and description in both languages (what a person's words are matched to).
  private loadCatalogue(): Promise<Blueprint[]> {
    this.catalogue ??= Promise.all([this.blueprints.all(), this.blueprints.lexemes()])
      .then(([rows, lexemes]) => withWords(rows.map(toBlueprint), lexemes))
      .catch((error: unknown) => {
        this.catalogue = undefined;
        throw error;
      });
    return this.catalogue;
  }
}

function describePerson(
  person: PublicFacts,
  km: number | undefined,
  ownValues: ReadonlySet<string>,
  lang: RequestLanguage,
  link: Pick<NearbyPerson, 'handle' | 'introduction'>,
): NearbyPerson {
  return {
    handle: link.handle,
    distanceBadge: km === undefined ? 'unknown' : distanceBadge(km),
    distanceBand: km === undefined ? 'unknown' : distanceBandOf(km),
    brings: [
      ...labelsOf(ASSET_LABELS, assetKeys(person), lang),
      ...labelsOf(SKILL_LABELS, knownSkills(person.skills), lang),
    ],
    needs: labelsOf(NEED_LABELS, needKeys(person), lang),
    sharedValues: labelsOf(
      VALUE_LABELS,
      knownValues(person.values).filter((value) => ownValues.has(value)),
      lang,
    ),
    time: person.timeAvailable ? (TIME_LABELS[person.timeAvailable]?.[lang] ?? null) : null,
    energy: person.energyLevel ? (ENERGY_LABELS[person.energyLevel]?.[lang] ?? null) : null,
    // Only what the person chose to show; no key at all when they chose nothing.
    ...(person.card ? { card: person.card } : {}),
    introduction: link.introduction,
  };
}
