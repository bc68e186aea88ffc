import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CreateProfileDto } from './dto/create-profile.dto.js';
import { Geocoder } from '../geo/geocoder.js';
import { MatchCache } from '../matching/match-cache.js';
import { indexedKeys } from '../matching/profile-keys.js';
import { ProfileEntity } from './entities/profile.entity.js';

const blankToNull = (text: string | undefined): string | null => (text ? text : null);

@Injectable()
export class ProfilesService {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    private readonly geocoder: Geocoder,
    private readonly matchCache: MatchCache,
  ) {}

  async create(input: CreateProfileDto): Promise<ProfileEntity> {
    const profile = this.profiles.create({
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
      userId: input.userId ?? 1,
    });
    // Matching finds people through these, so they are stored with the profile in the same insert.
    const place = this.geocoder.geocode(profile.location);
    profile.geoLat = place?.lat ?? null;
    profile.geoLon = place?.lon ?? null;
    profile.geoPrecision = place?.precision ?? null;
    profile.matchKeys = indexedKeys(profile, place);
    const saved = await this.profiles.save(profile);
    this.matchCache.profileAdded(place);
    return saved;
  }

  async remove(id: string): Promise<void> {
    const result = await this.profiles.delete({ id });
    if (!result.affected) throw new NotFoundException('Profile not found');
    this.matchCache.clear();
  }

  async findById(id: string): Promise<ProfileEntity> {
    const profile = await this.profiles.findOneBy({ id });
    if (!profile) throw new NotFoundException('Profile not found');
    return profile;
  }
}

function dedupe(items: string[]): string[] {
  return [...new Set(items)];
}
