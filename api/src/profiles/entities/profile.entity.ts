import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AgeBand, CardLanguage, EnergyLevel, TimeAvailable } from '@ageless/contracts';

@Entity({ name: 'profiles' })
export class ProfileEntity {
  // Random UUIDs, not counters: nobody can walk through other people's profiles.
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'has_space', type: 'boolean', default: false })
  hasSpace: boolean;

  @Column({ name: 'has_tools', type: 'boolean', default: false })
  hasTools: boolean;

  @Column({ name: 'has_land', type: 'boolean', default: false })
  hasLand: boolean;

  @Column({ name: 'has_transportation', type: 'boolean', default: false })
  hasTransportation: boolean;

  @Column({ name: 'has_equipment', type: 'boolean', default: false })
  hasEquipment: boolean;

  @Column({ name: 'physical_assets', type: 'text', nullable: true })
  physicalAssets: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  skills: string[];

  @Column({ name: 'time_available', type: 'varchar', length: 20, nullable: true })
  timeAvailable: TimeAvailable | null;

  @Column({ name: 'energy_level', type: 'varchar', length: 20, nullable: true })
  energyLevel: EnergyLevel | null;

  @Column({ name: 'caregiving_ability', type: 'boolean', default: false })
  caregivingAbility: boolean;

  @Column({ name: 'professional_experience', type: 'text', nullable: true })
  professionalExperience: string | null;

  @Column({ name: 'needs_housing', type: 'boolean', default: false })
  needsHousing: boolean;

  @Column({ name: 'needs_companionship', type: 'boolean', default: false })
  needsCompanionship: boolean;

  @Column({ name: 'needs_tech_help', type: 'boolean', default: false })
  needsTechHelp: boolean;

  @Column({ name: 'needs_business_help', type: 'boolean', default: false })
  needsBusinessHelp: boolean;

  @Column({ name: 'specific_needs', type: 'text', nullable: true })
  specificNeeds: string | null;

  @Column({ type: 'text', nullable: true })
  purpose: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  values: string[];

  @Column({ type: 'text', nullable: true })
  lifestyle: string | null;

  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Column({ name: 'user_id', type: 'integer', default: 1 })
  userId: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  // Set at creation from `location` (matching migration 1763900000000): the town's centre, never finer.
  // Internal to matching; never part of a response.
  @Column({ name: 'geo_lat', type: 'double precision', nullable: true })
  geoLat: number | null;

  @Column({ name: 'geo_lon', type: 'double precision', nullable: true })
  geoLon: number | null;

  @Column({ name: 'geo_precision', type: 'varchar', length: 10, nullable: true })
  geoPrecision: 'city' | 'country' | null;

  // Offer/need/skill/value keys, bare and per grid cell (api/src/profiles/profile-keys.ts). The GIN
  // index is created by the migration; TypeORM has no GIN option, so it must not manage it.
  @Index('IDX_profiles_match_keys', { synchronize: false })
  @Column({ name: 'match_keys', type: 'text', array: true, default: () => "'{}'" })
  matchKeys: string[];

  // Browsers that own the profile (issue 18): SHA-256 of each one's owner key. The creating browser
  // first; a private return link adds another device. The GIN index is created by migration 1765300000000.
  @Index('IDX_profiles_owner_key_hashes', { synchronize: false })
  @Column({
    name: 'owner_key_hashes',
    type: 'varchar',
    length: 64,
    array: true,
    default: () => "'{}'",
  })
  ownerKeyHashes: string[];

  // A hash of the site it was created from (IPv4 address or IPv6 /48), never the address: a page
  // shows at most two people of one site (migration 1766930000000); a block reads it only for
  // profiles made before their network was kept (below). Null for profiles made before: each counts
  // as its own site.
  // Its index is partial (only rows with a site), which TypeORM cannot express: the migration owns it.
  @Index('IDX_profiles_created_site_hash', { synchronize: false })
  @Column({ name: 'created_site_hash', type: 'varchar', length: 64, nullable: true })
  createdSiteHash: string | null;

  // A hash of the network it was created from (IPv4 /24 or IPv6 /48: networkKey), which a block
  // reaches for a while (tenth hostile pass #6; the site above stays one IPv4 address for page
  // caps). Null for profiles made before (migration 1767010000000): they are matched by their site.
  @Index('IDX_profiles_created_network_hash', { synchronize: false })
  @Column({ name: 'created_network_hash', type: 'varchar', length: 64, nullable: true })
  createdNetworkHash: string | null;

  // A hash of what a viewer could not tell it apart by: its options and a sketch of its own words,
  // or its ~10 km cell when it has none (profile-look.ts; seventh hostile pass #3). A page shows at
  // most two people of one look (migration 1766940000000). Null for profiles not saved since.
  @Index('IDX_profiles_look_hash', { synchronize: false })
  @Column({ name: 'look_hash', type: 'varchar', length: 64, nullable: true })
  lookHash: string | null;

  // A hash of the card's first name and about line as a copy would share them (card-copy.ts; tenth
  // hostile pass #7), null when the about line is too short to be a copy. A card another browser's
  // profile already has is refused (migration 1767011000000 fills it and owns its partial index).
  @Index('IDX_profiles_card_copy_hash', { synchronize: false })
  @Column({ name: 'card_copy_hash', type: 'varchar', length: 64, nullable: true })
  cardCopyHash: string | null;

  // SHA-256 of the return link's key; the key itself is shown once and never stored.
  @Column({ name: 'return_key_hash', type: 'varchar', length: 64, nullable: true })
  returnKeyHash: string | null;

  // Where to say that a request or an acceptance is waiting; never shown to anyone else.
  @Column({ name: 'notify_email', type: 'varchar', length: 254, nullable: true })
  notifyEmail: string | null;

  // Issue 25 (4): nothing but one confirmation mail goes to `notifyEmail` until its owner opens the
  // link in it. Null while unconfirmed; set again to null when the address changes.
  @Column({ name: 'notify_email_confirmed_at', type: 'timestamptz', nullable: true })
  notifyEmailConfirmedAt: Date | null;

  // SHA-256 of the single-use key in the confirmation link, and when that link stops working.
  @Column({ name: 'notify_email_token_hash', type: 'varchar', length: 64, nullable: true })
  notifyEmailTokenHash: string | null;

  @Column({ name: 'notify_email_token_expires_at', type: 'timestamptz', nullable: true })
  notifyEmailTokenExpiresAt: Date | null;

  // Issue 26 item 3: what the person chose to show others (migration 1766843000000). Only chosen
  // fields are stored; null (or false, or empty) is "not shown". `cardPlace` is the town or district
  // the place was read as, stored with the choice so others never get more of the place than this.
  @Column({ name: 'card_first_name', type: 'varchar', length: 40, nullable: true })
  cardFirstName: string | null;

  @Column({ name: 'card_age_band', type: 'varchar', length: 10, nullable: true })
  cardAgeBand: AgeBand | null;

  @Column({ name: 'card_show_place', type: 'boolean', default: false })
  cardShowPlace: boolean;

  @Column({ name: 'card_place', type: 'varchar', length: 200, nullable: true })
  cardPlace: string | null;

  @Column({
    name: 'card_languages',
    type: 'varchar',
    length: 8,
    array: true,
    default: () => "'{}'",
  })
  cardLanguages: CardLanguage[];

  @Column({ name: 'card_about', type: 'text', nullable: true })
  cardAbout: string | null;
}
