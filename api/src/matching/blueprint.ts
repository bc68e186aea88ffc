import { DEFAULT_TRAVEL_RADIUS_KM, type MeetingMode } from '@ageless/contracts';
import type { BlueprintEntity } from './entities/blueprint.entity.js';

/** A blueprint as matching uses it; keys in the shared vocabulary of profile-keys.ts. */
export interface Blueprint {
  key: string;
  category: string;
  name: { en: string; de: string };
  description: { en: string; de: string };
  capitalTypes: string[];
  /** o:<asset> keys. */
  assets: string[];
  skills: string[];
  /** n:<need> keys. */
  needs: string[];
  values: string[];
  time: string[];
  energy: string[];
  participants: { min: number; max: number };
  openness: number;
  /** "When you have `you` ('*' = anybody), a partner with `them` completes you." */
  partners: { you: string; them: string }[];
  /** 'in-person': only people within `travelRadiusKm` and in the asker's country are partners. */
  meeting: MeetingMode;
  /** null for remote ideas (anyone may be a partner). */
  travelRadiusKm: number | null;
  /**
   * What the blueprint runs on (migration 1766830000000): profile keys (`s:*` = any skill, and the
   * levels `t:<time>`, `e:<energy>`), how central each is (1 = the idea runs on it) and, for ideas
   * with distinct roles, whose role it belongs to. Only these can make a match High; everything else
   * in assets, skills and needs merely supports it.
   */
  core: ReadonlyMap<string, CoreWeight>;
  /** n:<need> keys that put a person on the other side of the idea: never High for them. */
  against: string[];
  /**
   * The words of its name and description as PostgreSQL's `english` and `german` text search
   * configurations stem them (lexemes), each with how specific it is in the catalogue: 1 over the
   * number of blueprints whose text has it ("pet" in one: 1; "help" in ten: 0.1). What a person
   * wrote in their own words is matched against these (match-engine.ts, wordsFor).
   */
  words?: BlueprintWords;
}

export interface BlueprintWords {
  en: ReadonlyMap<string, number>;
  de: ReadonlyMap<string, number>;
}

/** A blueprint's lexemes per language, as `tsvector_to_array(to_tsvector(…))` gives them. */
export interface BlueprintLexemes {
  key: string;
  en: string[];
  de: string[];
}

/**
 * A word in more than this many blueprints' texts ("help", "neighbour", "together") says nothing
 * about a particular idea: it counts for none (of 51 ideas; PostgreSQL's stop words are already out).
 */
const WORDS_SHARED_AT_MOST = 3;

/** The catalogue with each blueprint's words weighted by how few blueprints share them. */
export function withWords(
  blueprints: readonly Blueprint[],
  lexemes: readonly BlueprintLexemes[],
): Blueprint[] {
  const shared = (lang: 'en' | 'de'): Map<string, number> => {
    const count = new Map<string, number>();
    for (const row of lexemes)
      for (const lexeme of new Set(row[lang])) count.set(lexeme, (count.get(lexeme) ?? 0) + 1);
    return count;
  };
  const inCatalogue = { en: shared('en'), de: shared('de') };
  const weighted = (row: BlueprintLexemes, lang: 'en' | 'de'): Map<string, number> =>
    new Map(
      row[lang].map((lexeme) => {
        const having = inCatalogue[lang].get(lexeme) ?? 1;
        return [lexeme, having > WORDS_SHARED_AT_MOST ? 0 : 1 / having];
      }),
    );
  const byKey = new Map(lexemes.map((row) => [row.key, row]));
  return blueprints.map((blueprint) => {
    const row = byKey.get(blueprint.key);
    return row
      ? { ...blueprint, words: { en: weighted(row, 'en'), de: weighted(row, 'de') } }
      : blueprint;
  });
}

export interface CoreWeight {
  weight: number;
  /**
   * The role the key belongs to (`helper`, `learner`…), or null for a key every participant may
   * bring. Keys of different roles never add up: needing tech help and being able to teach do not
   * make one person both sides of a digital café.
   */
  role: string | null;
}

/** `o:space=1` → ['o:space', 1, no role]; `n:tech=0.9@learner` has a role. Malformed: left out. */
function coreEntry(entry: string): [string, CoreWeight] | null {
  const at = entry.lastIndexOf('=');
  const [weightText = '', role = null] = entry.slice(at + 1).split('@');
  const weight = Number(weightText);
  if (at <= 0 || weightText === '' || !Number.isFinite(weight) || weight <= 0) return null;
  return [entry.slice(0, at), { weight: Math.min(1, weight), role: role || null }];
}

export function toBlueprint(entity: BlueprintEntity): Blueprint {
  return {
    key: entity.key,
    category: entity.category,
    name: { en: entity.nameEn, de: entity.nameDe },
    description: { en: entity.descriptionEn, de: entity.descriptionDe },
    capitalTypes: entity.capitalTypes,
    assets: entity.assets.map((asset) => `o:${asset}`),
    skills: entity.skills,
    needs: entity.needs.map((need) => `n:${need}`),
    values: entity.values,
    time: entity.timeLevels,
    energy: entity.energyLevels,
    participants: { min: entity.minParticipants, max: entity.maxParticipants },
    openness: entity.openness,
    partners: entity.partnerRules.map((rule) => {
      const [you = '', them = ''] = rule.split('>');
      return { you, them };
    }),
    meeting: entity.meeting,
    travelRadiusKm:
      entity.meeting === 'remote' ? null : (entity.travelRadiusKm ?? DEFAULT_TRAVEL_RADIUS_KM),
    core: new Map(
      (entity.core ?? [])
        .map(coreEntry)
        .filter((entry): entry is [string, CoreWeight] => entry !== null),
    ),
    against: (entity.againstNeeds ?? []).filter((key) => key.startsWith('n:')),
  };
}
