import {
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { RequestLanguage } from '../common/http/request-language.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Geocoder } from '../geo/geocoder.js';
import { type Blueprint, toBlueprint } from './blueprint.js';
import { MatchDto } from './dto/match.response.js';
import { BlueprintEntity } from './entities/blueprint.entity.js';
import { MatchCache } from './match-cache.js';
import { MatchCandidates } from './match-candidates.js';
import { partnerKeysFor, rankMatches, type Seeker } from './match-engine.js';
import { indexedKeys, type ProfileFacts } from './profile-keys.js';

// The columns matching reads of a profile's own facts, under ProfileFacts' names.
const FACT_COLUMNS = `has_space AS "hasSpace", has_tools AS "hasTools", has_land AS "hasLand",
  has_transportation AS "hasTransportation", has_equipment AS "hasEquipment",
  caregiving_ability AS "caregivingAbility", skills, needs_housing AS "needsHousing",
  needs_companionship AS "needsCompanionship", needs_tech_help AS "needsTechHelp",
  needs_business_help AS "needsBusinessHelp", values`;

interface SeekerRow extends ProfileFacts {
  timeAvailable: string | null;
  energyLevel: string | null;
  locationGiven: boolean;
  geoLat: number | null;
  geoLon: number | null;
  geoPrecision: 'city' | 'country' | null;
}

function seekerFrom({ locationGiven, geoLat, geoLon, geoPrecision, ...facts }: SeekerRow): Seeker {
  const point = geoLat === null || geoLon === null ? null : { lat: geoLat, lon: geoLon };
  return {
    ...facts,
    location: { given: locationGiven, point, precision: point ? geoPrecision : null },
  };
}

@Injectable()
export class MatchingService implements OnApplicationBootstrap {
  private readonly logger = new Logger(MatchingService.name);
  private catalogue: Promise<Blueprint[]> | undefined;

  constructor(
    private readonly candidates: MatchCandidates,
    private readonly cache: MatchCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly geocoder: Geocoder,
    @InjectRepository(BlueprintEntity) private readonly blueprints: Repository<BlueprintEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async matchesFor(profileId: string, lang: RequestLanguage): Promise<MatchDto[]> {
    // The naive baseline is measured as it is, without the cache.
    const cache = this.config.matchingCandidates === 'index' ? this.cache.matches : undefined;
    const cacheKey = `${profileId}:${lang}`;
    const cached = cache?.get(cacheKey);
    if (cached) return cached;
    const version = this.cache.matches.version();
    const blueprints = await this.loadCatalogue();
    const seeker = await this.seeker(profileId);
    const { pool, dependsOn } = await this.candidates.find({
      selfId: profileId,
      keys: partnerKeysFor(blueprints, seeker),
      origin: seeker.location.point,
      precision: seeker.location.precision,
    });
    const matches = rankMatches(seeker, blueprints, pool, lang).map((match) =>
      MatchDto.from(match, lang),
    );
    cache?.set(cacheKey, matches, dependsOn, version);
    return matches;
  }

  // Only what scoring needs, in one plain query: no entity is built for a read-only lookup.
  private async seeker(profileId: string): Promise<Seeker> {
    const [row]: (SeekerRow | undefined)[] = await this.dataSource.query(
      `SELECT ${FACT_COLUMNS}, time_available AS "timeAvailable", energy_level AS "energyLevel",
              coalesce(location, '') <> '' AS "locationGiven", geo_lat AS "geoLat", geo_lon AS "geoLon",
              geo_precision AS "geoPrecision"
         FROM profiles WHERE id = $1`,
      [profileId],
    );
    if (!row) throw new NotFoundException('Profile not found');
    return seekerFrom(row);
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
      const rows: (ProfileFacts & { id: string; location: string | null })[] =
        await this.dataSource.query(
          `SELECT id, location, ${FACT_COLUMNS} FROM profiles WHERE match_keys = '{}' LIMIT 200`,
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
