import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type DeepPartial,
  type EntityManager,
  In,
  IsNull,
  LessThanOrEqual,
  MoreThan,
  Not,
  type Repository,
} from 'typeorm';
import { lockName } from '../common/concurrency/advisory-lock.js';
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

  /**
   * Stores a new profile for a browser (its owner key hash) unless that browser already holds
   * `ceiling` profiles (null: no ceiling); null when it does. `admit` runs once the browser has room,
   * before the write (the network ceilings: a refused browser uses up none of its network's). The
   * count and the write are one transaction under one lock per browser, so twenty creations at once
   * from one cookie cannot all see room.
   */
  saveForBrowser(
    profile: ProfileEntity,
    browser: string,
    ceiling: number | null,
    admit: () => Promise<void>,
  ): Promise<ProfileEntity | null> {
    return this.profiles.manager.transaction(async (manager) => {
      if (!(await this.browserHasRoom(manager, browser, ceiling))) return null;
      await admit();
      return manager.save(profile);
    });
  }

  /**
   * Sets a profile's owners to `ownerKeyHashes`, which adds `browser`, unless that browser already
   * holds `ceiling` profiles; whether it did. Counted and written as saveForBrowser.
   */
  addOwner(
    id: string,
    ownerKeyHashes: string[],
    browser: string,
    ceiling: number | null,
  ): Promise<boolean> {
    return this.profiles.manager.transaction(async (manager) => {
      if (!(await this.browserHasRoom(manager, browser, ceiling))) return false;
      await manager.update(ProfileEntity, { id }, { ownerKeyHashes });
      return true;
    });
  }

  private async browserHasRoom(
    manager: EntityManager,
    browser: string,
    ceiling: number | null,
  ): Promise<boolean> {
    if (ceiling === null) return true;
    await lockName(manager, `profiles-of-browser:${browser}`);
    const held = await manager
      .createQueryBuilder(ProfileEntity, 'profile')
      .where('profile.owner_key_hashes @> ARRAY[:browser]::varchar[]', { browser })
      .getCount();
    return held < ceiling;
  }

  /**
   * How long a browser (its owner key hash) has been here and whether it gave an address it
   * confirmed: of its profiles and `profileId` (a profile made before browsers owned profiles has
   * no owner key), the oldest one's creation and whether any has a confirmed address for notices.
   */
  async standingOf(
    profileId: string,
    browser: string,
  ): Promise<{ since: Date | null; confirmed: boolean }> {
    const row = await this.profiles
      .createQueryBuilder('profile')
      .select('min(profile.created_at)', 'since')
      .addSelect(
        'coalesce(bool_or(profile.notify_email_confirmed_at IS NOT NULL), false)',
        'confirmed',
      )
      .where('profile.id = :profileId', { profileId })
      .orWhere('profile.owner_key_hashes @> ARRAY[:browser]::varchar[]', { browser })
      .getRawOne<{ since: Date | string | null; confirmed: boolean }>();
    return { since: row?.since ? new Date(row.since) : null, confirmed: row?.confirmed === true };
  }

  /**
   * Whether a profile made from this network (or, made before networks were kept, this site) by
   * `before` still exists: one indexed lookup each.
   */
  async networkUsedBefore(network: string, site: string, before: Date): Promise<boolean> {
    return this.profiles.exists({
      where: [
        { createdNetworkHash: network, createdAt: LessThanOrEqual(before) },
        { createdSiteHash: site, createdAt: LessThanOrEqual(before) },
      ],
    });
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
