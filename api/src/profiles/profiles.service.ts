import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import type { RequestLanguage } from '../common/http/request-language.js';
import { Geocoder, type GeoPlace, type PostcodePreference } from '../geo/geocoder.js';
import { MatchCache } from '../matching/match-cache.js';
import { indexedKeys } from '../matching/profile-keys.js';
import type { CreateProfileDto } from './dto/create-profile.dto.js';
import { ProfileEntity } from './entities/profile.entity.js';
import { isKey, keyHash, newKey } from './profile-owner.js';
import { PROFILE_TEXTS } from './profile-texts.js';

const blankToNull = (text: string | undefined): string | null => (text ? text : null);

/** Browsers one profile may be opened in: the creating one and up to nine more by return link. */
const MAX_OWNERS = 10;
/** Profiles whose place is kept as read; the least recently shown is forgotten first. */
const PLACES_KEPT = 10_000;

interface KnownPlace {
  location: string | null;
  prefer: PostcodePreference;
  place: GeoPlace | null;
}

/** What other people may learn of a profile: the wizard's options and a point, never its own words. */
export interface PublicFacts {
  id: string;
  hasSpace: boolean;
  hasTools: boolean;
  hasLand: boolean;
  hasTransportation: boolean;
  hasEquipment: boolean;
  caregivingAbility: boolean;
  skills: string[];
  needsHousing: boolean;
  needsCompanionship: boolean;
  needsTechHelp: boolean;
  needsBusinessHelp: boolean;
  values: string[];
  timeAvailable: string | null;
  energyLevel: string | null;
  point: { lat: number; lon: number } | null;
}

@Injectable()
export class ProfilesService {
  // Each profile's place as last read, so showing a profile or "My Matches" (ten profiles) does not
  // read every place again on each call (issue 25: 1.6 to 1.9 s per call of GET /api/my-profiles).
  private readonly places = new Map<string, KnownPlace>();

  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    private readonly geocoder: Geocoder,
    private readonly matchCache: MatchCache,
  ) {}

  /** A new profile owned by `ownerKey`'s browser, and the key of its return link (shown once). */
  async create(
    input: CreateProfileDto,
    ownerKey: string,
    prefer: PostcodePreference,
  ): Promise<{ profile: ProfileEntity; returnKey: string }> {
    const returnKey = newKey();
    const profile = this.profiles.create({
      userId: input.userId ?? 1,
      ownerKeyHashes: [keyHash(ownerKey)],
      returnKeyHash: keyHash(returnKey),
    });
    const place = this.fill(profile, input, prefer);
    const saved = await this.profiles.save(profile);
    this.remember(saved, prefer, place);
    this.matchCache.profileAdded(place);
    return { profile: saved, returnKey };
  }

  /** The wizard's answers again, replacing the old ones; the place is read again. */
  async update(
    id: string,
    ownerKey: string | undefined,
    input: CreateProfileDto,
    prefer: PostcodePreference,
    lang: RequestLanguage,
  ): Promise<ProfileEntity> {
    const profile = await this.findOwned(id, ownerKey, lang);
    const place = this.fill(profile, input, prefer);
    const saved = await this.profiles.save(profile);
    this.remember(saved, prefer, place);
    // The old place's cells are not at hand: drop every cached match, as for a deletion.
    this.matchCache.clear();
    this.matchCache.profileAdded(place);
    return saved;
  }

  /** Right to erasure; the database removes the profile's introductions, blocks and reports about it. */
  async remove(id: string, ownerKey: string | undefined, lang: RequestLanguage): Promise<void> {
    await this.findOwned(id, ownerKey, lang);
    await this.profiles.delete({ id });
    this.places.delete(id);
    this.matchCache.clear();
  }

  /** The profile, if this browser owns it. */
  async findOwned(
    id: string,
    ownerKey: string | undefined,
    lang: RequestLanguage,
  ): Promise<ProfileEntity> {
    const profile = await this.profiles.findOneBy({ id });
    if (!profile) throw new DomainError(404, PROFILE_TEXTS.notFound[lang]);
    if (!ownedBy(profile, ownerKey)) throw new DomainError(403, PROFILE_TEXTS.notOwner[lang]);
    return profile;
  }

  /** Opens a profile in another browser with its private return key: that browser owns it too. */
  async claim(
    id: string,
    returnKey: string,
    ownerKey: string,
    lang: RequestLanguage,
  ): Promise<ProfileEntity> {
    const profile = await this.profiles.findOneBy({ id });
    if (!profile) throw new DomainError(404, PROFILE_TEXTS.notFound[lang]);
    if (!isKey(returnKey) || profile.returnKeyHash !== keyHash(returnKey))
      throw new DomainError(403, PROFILE_TEXTS.badReturnKey[lang]);
    const hash = keyHash(ownerKey);
    if (!profile.ownerKeyHashes.includes(hash)) {
      const [creator, ...others] = profile.ownerKeyHashes;
      profile.ownerKeyHashes = [
        ...(creator ? [creator] : []),
        ...others.slice(-(MAX_OWNERS - 2)),
        hash,
      ];
      await this.profiles.update({ id }, { ownerKeyHashes: profile.ownerKeyHashes });
    }
    return profile;
  }

  /** The profiles this browser owns, newest first. */
  async mine(ownerKey: string | undefined): Promise<ProfileEntity[]> {
    if (!ownerKey) return [];
    return this.profiles
      .createQueryBuilder('profile')
      .where('profile.owner_key_hashes @> ARRAY[:hash]::varchar[]', { hash: keyHash(ownerKey) })
      .orderBy('profile.created_at', 'DESC')
      .limit(MAX_OWNERS)
      .getMany();
  }

  /** Whether this browser may act for the profile (false for an unknown profile). */
  async isOwner(id: string, ownerKey: string | undefined): Promise<boolean> {
    const profile = await this.profiles.findOne({
      where: { id },
      select: { id: true, ownerKeyHashes: true },
    });
    return !!profile && ownedBy(profile, ownerKey);
  }

  async exists(id: string): Promise<boolean> {
    return this.profiles.exists({ where: { id } });
  }

  /** Where to tell the profile's owner that something is waiting, if they gave an address. */
  async notifyEmailOf(id: string): Promise<string | null> {
    const profile = await this.profiles.findOne({
      where: { id },
      select: { id: true, notifyEmail: true },
    });
    return profile?.notifyEmail ?? null;
  }

  /** Option-only facts of some profiles, for showing them anonymised to others. */
  async publicFacts(ids: readonly string[]): Promise<Map<string, PublicFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await this.profiles.find({
      where: { id: In([...ids]) },
      select: {
        id: true,
        hasSpace: true,
        hasTools: true,
        hasLand: true,
        hasTransportation: true,
        hasEquipment: true,
        caregivingAbility: true,
        skills: true,
        needsHousing: true,
        needsCompanionship: true,
        needsTechHelp: true,
        needsBusinessHelp: true,
        values: true,
        timeAvailable: true,
        energyLevel: true,
        geoLat: true,
        geoLon: true,
      },
    });
    return new Map(
      rows.map(({ geoLat, geoLon, ...facts }) => [
        facts.id,
        {
          ...facts,
          point: geoLat === null || geoLon === null ? null : { lat: geoLat, lon: geoLon },
        } as PublicFacts,
      ]),
    );
  }

  /** How the profile's place is read, for its owner: 'Berlin-Spandau, Germany'. */
  placeLabel(
    profile: ProfileEntity,
    prefer: PostcodePreference,
    lang: RequestLanguage,
  ): string | null {
    const place = this.placeOf(profile, prefer);
    return place ? this.geocoder.describe(place, lang) : null;
  }

  private placeOf(profile: ProfileEntity, prefer: PostcodePreference): GeoPlace | null {
    const known = this.places.get(profile.id);
    if (known?.location === profile.location && known.prefer === prefer) {
      this.remember(profile, prefer, known.place);
      return known.place;
    }
    const place = this.geocoder.geocode(profile.location, { prefer });
    this.remember(profile, prefer, place);
    return place;
  }

  private remember(
    profile: ProfileEntity,
    prefer: PostcodePreference,
    place: GeoPlace | null,
  ): void {
    // Deleted and set again, so the map's order is the order of use and the first key the stalest.
    this.places.delete(profile.id);
    this.places.set(profile.id, { location: profile.location, prefer, place });
    if (this.places.size > PLACES_KEPT) {
      const stalest = this.places.keys().next().value;
      if (stalest !== undefined) this.places.delete(stalest);
    }
  }

  private fill(
    profile: ProfileEntity,
    input: CreateProfileDto,
    prefer: PostcodePreference,
  ): GeoPlace | null {
    Object.assign(profile, {
      hasSpace: input.hasSpace ?? false,
      hasTools: input.hasTools ?? false,
      hasLand: input.hasLand ?? false,
      hasTransportation: input.hasTransportation ?? false,
      hasEquipment: input.hasEquipment ?? false,
      physicalAssets: blankToNull(input.physicalAssets),
      skills: dedupe(input.skills ?? []),
      timeAvailable: input.timeAvailable ?? null,
      energyLevel: input.energyLevel ?? null,
      caregivingAbility: input.caregivingAbility ?? false,
      professionalExperience: blankToNull(input.professionalExperience),
      needsHousing: input.needsHousing ?? false,
      needsCompanionship: input.needsCompanionship ?? false,
      needsTechHelp: input.needsTechHelp ?? false,
      needsBusinessHelp: input.needsBusinessHelp ?? false,
      specificNeeds: blankToNull(input.specificNeeds),
      purpose: blankToNull(input.purpose),
      values: dedupe(input.values ?? []),
      lifestyle: blankToNull(input.lifestyle),
      location: blankToNull(input.location),
      notifyEmail: blankToNull(input.notifyEmail),
    });
    // Matching finds people through these, so they are stored with the profile in the same write.
    const place = this.geocoder.geocode(profile.location, { prefer });
    profile.geoLat = place?.lat ?? null;
    profile.geoLon = place?.lon ?? null;
    profile.geoPrecision = place?.precision ?? null;
    profile.matchKeys = indexedKeys(profile, place);
    return place;
  }
}

// Profiles made before browsers owned them (no owner key) keep the rule they were made under:
// whoever holds the unguessable id may act for them.
function ownedBy(
  profile: Pick<ProfileEntity, 'ownerKeyHashes'>,
  ownerKey: string | undefined,
): boolean {
  if (profile.ownerKeyHashes.length === 0) return true;
  return !!ownerKey && profile.ownerKeyHashes.includes(keyHash(ownerKey));
}

function dedupe(items: string[]): string[] {
  return [...new Set(items)];
}
