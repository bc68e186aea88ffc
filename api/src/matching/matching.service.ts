import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { RequestLanguage } from '../common/http/request-language.js';
import { Geocoder } from '../geo/geocoder.js';
import type { ProfileEntity } from '../profiles/entities/profile.entity.js';
import { ProfilesService } from '../profiles/profiles.service.js';
import { type Blueprint, toBlueprint } from './blueprint.js';
import { MatchDto } from './dto/match.response.js';
import { BlueprintEntity } from './entities/blueprint.entity.js';
import { MatchCandidates } from './match-candidates.js';
import { partnerKeysFor, rankMatches, type Seeker } from './match-engine.js';
import { indexedKeys } from './profile-keys.js';

export function seekerFrom(profile: ProfileEntity): Seeker {
  const point =
    profile.geoLat === null || profile.geoLon === null
      ? null
      : { lat: profile.geoLat, lon: profile.geoLon };
  return {
    ...profile,
    location: { given: !!profile.location, point, precision: point ? profile.geoPrecision : null },
  };
}

@Injectable()
export class MatchingService implements OnApplicationBootstrap {
  private readonly logger = new Logger(MatchingService.name);
  private catalogue: Promise<Blueprint[]> | undefined;

  constructor(
    private readonly profiles: ProfilesService,
    private readonly candidates: MatchCandidates,
    private readonly geocoder: Geocoder,
    @InjectRepository(BlueprintEntity) private readonly blueprints: Repository<BlueprintEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async matchesFor(profileId: string, lang: RequestLanguage): Promise<MatchDto[]> {
    const profile = await this.profiles.findById(profileId);
    const blueprints = await this.loadCatalogue();
    const seeker = seekerFrom(profile);
    const pool = await this.candidates.find(
      profile.id,
      partnerKeysFor(blueprints, seeker),
      seeker.location.point,
      seeker.location.precision,
    );
    return rankMatches(seeker, blueprints, pool, lang).map((match) => MatchDto.from(match, lang));
  }

  // The catalogue changes only by migration, so it is read once per process.
  private loadCatalogue(): Promise<Blueprint[]> {
    this.catalogue ??= this.blueprints
      .find({ order: { key: 'ASC' } })
      .then((rows) => rows.map(toBlueprint))
      .catch((error: unknown) => {
        this.catalogue = undefined;
        throw error;
      });
    return this.catalogue;
  }

  // Profiles stored before matching existed have no keys (every indexed profile has at least `any`):
  // place and index them once, in small batches, so they can be found as partners.
  async onApplicationBootstrap(): Promise<void> {
    for (;;) {
      const rows: ProfileEntity[] = await this.dataSource.query(
        `SELECT id, location, has_space AS "hasSpace", has_tools AS "hasTools", has_land AS "hasLand",
                has_transportation AS "hasTransportation", has_equipment AS "hasEquipment",
                caregiving_ability AS "caregivingAbility", skills, needs_housing AS "needsHousing",
                needs_companionship AS "needsCompanionship", needs_tech_help AS "needsTechHelp",
                needs_business_help AS "needsBusinessHelp", values
           FROM profiles WHERE match_keys = '{}' LIMIT 200`,
      );
      if (rows.length === 0) return;
      for (const row of rows) {
        const place = this.geocoder.geocode(row.location);
        await this.dataSource.query(
          `UPDATE profiles SET geo_lat = $2, geo_lon = $3, geo_precision = $4, match_keys = $5 WHERE id = $1`,
          [
            row.id,
            place?.lat ?? null,
            place?.lon ?? null,
            place?.precision ?? null,
            indexedKeys(row, place),
          ],
        );
      }
      this.logger.log(`Indexed ${rows.length} older profiles for matching`);
    }
  }
}
