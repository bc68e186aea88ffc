import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type DeepPartial, In, IsNull, MoreThan, Not, type Repository } from 'typeorm';
import { ProfileEntity } from './entities/profile.entity.js';

/** The columns of a profile others may see, anonymised (ProfilesService.publicFacts). */
export type PublicFactRow = Pick<
  ProfileEntity,
  | 'id'
  | 'hasSpace'
  | 'hasTools'
  | 'hasLand'
  | 'hasTransportation'
  | 'hasEquipment'
  | 'caregivingAbility'
  | 'skills'
  | 'needsHousing'
  | 'needsCompanionship'
  | 'needsTechHelp'
  | 'needsBusinessHelp'
  | 'values'
  | 'timeAvailable'
  | 'energyLevel'
  | 'geoLat'
  | 'geoLon'
  | 'cardFirstName'
  | 'cardAgeBand'
  | 'cardPlace'
  | 'cardLanguages'
  | 'cardAbout'
>;

/**
 * The profiles table (the profiles module's own) as ProfilesService stores and reads it. Matching's
 * reads are ProfileSearchRepository, the start-up repairs ProfileBackfillRepository.
 */
@Injectable()
export class ProfilesRepository {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
  ) {}

  /** A new profile, not yet stored. */
  build(fields: DeepPartial<ProfileEntity>): ProfileEntity {
    return this.profiles.create(fields);
  }

  save(profile: ProfileEntity): Promise<ProfileEntity> {
    return this.profiles.save(profile);
  }

  async delete(id: string): Promise<void> {
    await this.profiles.delete({ id });
  }

  byId(id: string): Promise<ProfileEntity | null> {
    return this.profiles.findOneBy({ id });
  }

  exists(id: string): Promise<boolean> {
    return this.profiles.exists({ where: { id } });
  }

  /** The owner key hashes of one profile, if it exists. */
  owners(id: string): Promise<Pick<ProfileEntity, 'id' | 'ownerKeyHashes'> | null> {
    return this.profiles.findOne({ where: { id }, select: { id: true, ownerKeyHashes: true } });
  }

  /** The owner key hashes of some profiles. */
  ownersOf(ids: readonly string[]): Promise<Pick<ProfileEntity, 'id' | 'ownerKeyHashes'>[]> {
    return this.profiles.find({
      where: { id: In([...ids]) },
      select: { id: true, ownerKeyHashes: true },
    });
  }

  async setOwners(id: string, ownerKeyHashes: string[]): Promise<void> {
    await this.profiles.update({ id }, { ownerKeyHashes });
  }

  /** The profiles a browser (its owner key hash) acts for, newest first, at most `limit`. */
  ownedBy(hash: string, limit: number): Promise<ProfileEntity[]> {
    return this.profiles
      .createQueryBuilder('profile')
      .where('profile.owner_key_hashes @> ARRAY[:hash]::varchar[]', { hash })
      .orderBy('profile.created_at', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** The ids of every profile that any of these browsers (owner key hashes) acts for. */
  async idsOwnedByAny(ownerHashes: readonly string[]): Promise<string[]> {
    const rows = await this.profiles
      .createQueryBuilder('profile')
      .select('profile.id', 'id')
      .where('profile.owner_key_hashes && :hashes', { hashes: [...ownerHashes] })
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /** Whether a profile of none of `browsers` shows this card (card-copy.ts): one indexed lookup. */
  async cardShownByOthers(card: string, browsers: string[]): Promise<boolean> {
    const copied: unknown = await this.profiles
      .createQueryBuilder('profile')
      .select('1')
      .where('profile.card_copy_hash = :card', { card })
      .andWhere('NOT (profile.owner_key_hashes && :browsers::varchar[])', { browsers })
      .limit(1)
      .getRawOne();
    return !!copied;
  }

  /**
   * Whether another profile has this look: any, or for a stored profile (`self`) another one made
   * no later than it. One indexed lookup.
   */
  async lookTaken(look: string, self?: { id: string; createdAt: Date }): Promise<boolean> {
    const older = this.profiles
      .createQueryBuilder('profile')
      .select('1')
      .where('profile.look_hash = :look', { look });
    if (self)
      older
        .andWhere('profile.id <> :id', { id: self.id })
        .andWhere('profile.created_at <= :since', { since: self.createdAt });
    return !!(await older.limit(1).getRawOne());
  }

  /** The profile's address for notices, if its owner confirmed it. */
  async confirmedEmailOf(id: string): Promise<string | null> {
    const profile = await this.profiles.findOne({
      where: { id, notifyEmailConfirmedAt: Not(IsNull()) },
      select: { id: true, notifyEmail: true },
    });
    return profile?.notifyEmail ?? null;
  }

  /**
   * Confirms the address whose link carries a key of this hash, if the link has not expired, and
   * makes the link unusable, in one write; whether a row was confirmed.
   */
  async confirmEmail(id: string, tokenHash: string): Promise<boolean> {
    const { affected } = await this.profiles.update(
      { id, notifyEmailTokenHash: tokenHash, notifyEmailTokenExpiresAt: MoreThan(new Date()) },
      {
        notifyEmailConfirmedAt: new Date(),
        notifyEmailTokenHash: null,
        notifyEmailTokenExpiresAt: null,
      },
    );
    return !!affected;
  }

  /** Stores a new confirmation link's key hash and expiry. */
  async setEmailToken(id: string, tokenHash: string | null, expiresAt: Date | null): Promise<void> {
    await this.profiles.update(
      { id },
      { notifyEmailTokenHash: tokenHash, notifyEmailTokenExpiresAt: expiresAt },
    );
  }

  /** The option-only facts and the card of some profiles. */
  publicFactsOf(ids: readonly string[]): Promise<PublicFactRow[]> {
    return this.profiles.find({
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
        cardFirstName: true,
        cardAgeBand: true,
        cardPlace: true,
        cardLanguages: true,
        cardAbout: true,
      },
    });
  }
}
