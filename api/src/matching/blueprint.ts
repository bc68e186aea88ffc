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
  };
}
