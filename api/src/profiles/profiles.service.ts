import { Inject, Injectable } from '@nestjs/common';
import { claimsToBeStaff, type NotifyEmailState, type PersonCard } from '@ageless/contracts';
import { NewProfileCeiling } from '../common/rate-limit/new-profile-ceiling.js';
import { namesSite, networkKey, siteKey } from '../common/http/client-address.js';
import type { RequestLanguage } from '../common/http/request-language.js';
import { keyHash, networkHash, siteHash } from '../common/hashing/stored-hashes.js';
import { aboutRefused, firstNameRefused } from '../common/text/card-about.js';
import { asksOfReader } from '../common/text/message-text.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Geocoder, type GeoPlace, type PostcodePreference } from '../geo/index.js';
import { MailService, type QueueResult } from '../mail/index.js';
import type { CreateProfileDto } from './dto/create-profile.dto.js';
import type { ProfileEntity } from './entities/profile.entity.js';
import { cardCopyHash } from './card-copy.js';
import { aboutText, personCard } from './person-card.js';
import { ProfileChanges } from './profile-changes.js';
import { indexedKeys } from './profile-keys.js';
import { copyLook, lookHash } from './profile-look.js';
import { isKey, newKey } from './profile-owner.js';
import { confirmationEmail } from './profile-texts.js';
import { ProfilesError, ProfilesErrorCode } from './profiles-error.js';
import { ProfilesRepository } from './profiles.repository.js';

const blankToNull = (text: string | undefined): string | null => (text ? text : null);

/** Browsers one profile may be opened in: the creating one and up to nine more by return link. */
const MAX_OWNERS = 10;
/** Profiles whose place is kept as read; the least recently shown is forgotten first. */
const PLACES_KEPT = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the link in a confirmation mail works. */
const CONFIRM_LINK_MS = 7 * DAY_MS;
/**
 * A network is new to the installation until a profile made from it is this old: the week after
 * which reports and introductions count a browser as long-standing (connections' NEW_ASKER_DAYS).
 */
export const NEW_NETWORK_DAYS = 7;

interface KnownPlace {
  location: string | null;
  prefer: PostcodePreference;
  place: GeoPlace | null;
}

/**
 * What other people may learn of a profile: the wizard's options and a point, never its own words,
 * and the card its person chose to show (issue 26 item 3).
 */
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
  card: PersonCard | undefined;
}

@Injectable()
export class ProfilesService {
  // Each profile's place as last read, so showing a profile or "My Matches" (ten profiles) does not
  // read every place again on each call (issue 25: 1.6 to 1.9 s per call of GET /api/my-profiles).
  private readonly places = new Map<string, KnownPlace>();

  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly geocoder: Geocoder,
    private readonly changes: ProfileChanges,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly newProfiles: NewProfileCeiling,
  ) {}

  /** A new profile owned by `ownerKey`'s browser, and the key of its return link (shown once). */
  async create(
    input: CreateProfileDto,
    ownerKey: string,
    prefer: PostcodePreference,
    lang: RequestLanguage,
    network: string,
  ): Promise<{ profile: ProfileEntity; returnKey: string }> {
    const returnKey = newKey();
    const profile = this.profiles.build({
      userId: input.userId ?? 1,
      ownerKeyHashes: [keyHash(ownerKey)],
      returnKeyHash: keyHash(returnKey),
      // Loopback or a private address names no site (behind an untrusted proxy everyone has it).
      createdSiteHash: namesSite(network) ? siteHash(network) : null,
      // And its /24 or /48, which a block reaches for a while (tenth hostile pass #6).
      createdNetworkHash: namesSite(network) ? networkHash(network) : null,
    });
    const place = this.fill(profile, input, prefer, lang);
    await this.refuseCardCopy(profile, null, [keyHash(ownerKey)], lang);
    await this.markCopy(profile);
    const newNetwork =
      namesSite(network) &&
      !(await this.profiles.networkUsedBefore(
        networkHash(network),
        siteHash(network),
        new Date(Date.now() - NEW_NETWORK_DAYS * DAY_MS),
      ));
    const confirmKey = this.newAddress(profile);
    const saved = await this.profiles.saveForBrowser(
      profile,
      keyHash(ownerKey),
      this.config.profilesPerBrowser,
      // Counted only once nothing else refuses it (tenth hostile pass #1: a profile a second from
      // a site), the browser's ceiling included.
      () => this.newProfiles.admit(network, networkKey(network), { newNetwork }),
    );
    if (!saved) throw new ProfilesError(ProfilesErrorCode.BrowserCeiling).inLanguage(lang);
    this.remember(saved, prefer, place);
    this.changes.changed(saved.id, saved.matchKeys);
    if (confirmKey) await this.sendConfirmation(saved, confirmKey, ownerKey, network);
    return { profile: saved, returnKey };
  }

  /** The wizard's answers again, replacing the old ones; the place is read again. */
  async update(
    id: string,
    ownerKey: string | undefined,
    input: CreateProfileDto,
    prefer: PostcodePreference,
    lang: RequestLanguage,
    network: string,
  ): Promise<ProfileEntity> {
    const profile = await this.findOwned(id, ownerKey, lang);
    const before = profile.notifyEmail;
    const keysBefore = profile.matchKeys;
    const cardBefore = profile.cardCopyHash;
    const place = this.fill(profile, input, prefer, lang);
    const browsers = ownerKey
      ? [...profile.ownerKeyHashes, keyHash(ownerKey)]
      : profile.ownerKeyHashes;
    await this.refuseCardCopy(profile, cardBefore, browsers, lang);
    await this.markCopy(profile);
    // Another address starts unconfirmed, with its own link; the same one keeps its state.
    const confirmKey = sameAddress(before, profile.notifyEmail)
      ? undefined
      : this.newAddress(profile);
    const saved = await this.profiles.save(profile);
    if (confirmKey) await this.sendConfirmation(saved, confirmKey, ownerKey, network);
    this.remember(saved, prefer, place);
    // The old place and the new one both hear of it.
    this.changes.changed(saved.id, keysBefore, saved.matchKeys);
    return saved;
  }

  /**
   * Refuses a card another browser's profile already shows (card-copy.ts; tenth hostile pass #7):
   * one lookup on the partial index of card copies. A card an edit leaves as it was is never
   * refused, so a member whose card a copy made before this rule shares can still edit the rest.
   * `browsers`: the owner key hashes of the browser saving (and the profile's other browsers).
   */
  private async refuseCardCopy(
    profile: ProfileEntity,
    before: string | null,
    browsers: string[],
    lang: RequestLanguage,
  ): Promise<void> {
    profile.cardCopyHash = cardCopyHash(profile);
    if (!profile.cardCopyHash || profile.cardCopyHash === before) return;
    if (await this.profiles.cardShownByOthers(profile.cardCopyHash, browsers))
      throw new ProfilesError(ProfilesErrorCode.CardCopied).inLanguage(lang);
  }

  /**
   * A look an older profile already has is a copy's (eighth hostile pass #1): the first holder
   * keeps it, later ones share the copies' look. One indexed lookup per save.
   */
  private async markCopy(profile: ProfileEntity): Promise<void> {
    if (!profile.lookHash) return;
    const self = profile.id ? { id: profile.id, createdAt: profile.createdAt } : undefined;
    if (await this.profiles.lookTaken(profile.lookHash, self))
      profile.lookHash = copyLook(profile.lookHash);
  }

  /** Right to erasure; the database removes the profile's introductions, blocks and reports about it. */
  async remove(id: string, ownerKey: string | undefined, lang: RequestLanguage): Promise<void> {
    const { matchKeys } = await this.findOwned(id, ownerKey, lang);
    await this.profiles.delete(id);
    this.places.delete(id);
    this.changes.changed(id, matchKeys);
  }

  /** The profile, if this browser owns it. */
  async findOwned(
    id: string,
    ownerKey: string | undefined,
    lang: RequestLanguage,
  ): Promise<ProfileEntity> {
    const profile = await this.profiles.byId(id);
    if (!profile) throw new ProfilesError(ProfilesErrorCode.NotFound).inLanguage(lang);
    if (!ownedBy(profile, ownerKey))
      throw new ProfilesError(ProfilesErrorCode.NotOwner).inLanguage(lang);
    return profile;
  }

  /** Opens a profile in another browser with its private return key: that browser owns it too. */
  async claim(
    id: string,
    returnKey: string,
    ownerKey: string,
    lang: RequestLanguage,
  ): Promise<ProfileEntity> {
    const profile = await this.profiles.byId(id);
    if (!profile) throw new ProfilesError(ProfilesErrorCode.NotFound).inLanguage(lang);
    if (!isKey(returnKey) || profile.returnKeyHash !== keyHash(returnKey))
      throw new ProfilesError(ProfilesErrorCode.ReturnKeyInvalid).inLanguage(lang);
    const hash = keyHash(ownerKey);
    if (!profile.ownerKeyHashes.includes(hash)) {
      const [creator, ...others] = profile.ownerKeyHashes;
      const owners = [...(creator ? [creator] : []), ...others.slice(-(MAX_OWNERS - 2)), hash];
      // A return link opens a profile in this browser: it counts toward the browser's ceiling as
      // one it made, or 120 profiles made elsewhere could be gathered into one cookie.
      if (!(await this.profiles.addOwner(id, owners, hash, this.config.profilesPerBrowser)))
        throw new ProfilesError(ProfilesErrorCode.BrowserCeiling).inLanguage(lang);
      profile.ownerKeyHashes = owners;
    }
    return profile;
  }

  /** The profiles this browser owns, newest first. */
  async mine(ownerKey: string | undefined): Promise<ProfileEntity[]> {
    if (!ownerKey) return [];
    return this.profiles.ownedBy(keyHash(ownerKey), MAX_OWNERS);
  }

  /** Whether this browser may act for the profile (false for an unknown profile). */
  async isOwner(id: string, ownerKey: string | undefined): Promise<boolean> {
    const profile = await this.profiles.owners(id);
    return !!profile && ownedBy(profile, ownerKey);
  }

  async exists(id: string): Promise<boolean> {
    return this.profiles.exists(id);
  }

  /** The owner key hashes of some profiles: the browsers that act for each (empty: none known). */
  async ownerHashesOf(ids: readonly string[]): Promise<Map<string, string[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.profiles.ownersOf(ids);
    return new Map(rows.map((row) => [row.id, row.ownerKeyHashes]));
  }

  /**
   * How long a browser (its owner key hash) has been here, by its oldest profile (`profileId`
   * among them), and whether any of its profiles has an address for notices its owner confirmed:
   * what introductions and reports weigh a newcomer by.
   */
  standingOf(
    profileId: string,
    browser: string,
  ): Promise<{ since: Date | null; confirmed: boolean }> {
    return this.profiles.standingOf(profileId, browser);
  }

  /** Every profile that any of these browsers (owner key hashes) acts for. */
  async idsOwnedBy(ownerHashes: readonly string[]): Promise<string[]> {
    if (ownerHashes.length === 0) return [];
    return this.profiles.idsOwnedByAny(ownerHashes);
  }

  /**
   * Where to tell the profile's owner that something is waiting: only an address its owner
   * confirmed (issue 25 item 4); an unconfirmed one gets nothing but its confirmation mail.
   */
  async notifyEmailOf(id: string): Promise<string | null> {
    return this.profiles.confirmedEmailOf(id);
  }

  /**
   * Confirms the profile's address with the key from its confirmation link, once: the condition is
   * part of the write, so a key works a single time and only for the address it was sent to. Needs
   * no owner cookie: the link is often opened on another device than the profile's.
   */
  async confirmNotifyEmail(id: string, key: string, lang: RequestLanguage): Promise<void> {
    if (!isKey(key))
      throw new ProfilesError(ProfilesErrorCode.ConfirmLinkMalformed).inLanguage(lang);
    if (!(await this.profiles.confirmEmail(id, keyHash(key))))
      throw new ProfilesError(ProfilesErrorCode.ConfirmLinkInvalid).inLanguage(lang);
  }

  /** A new confirmation link for the owner's unconfirmed address; the old link stops working. */
  async resendConfirmation(
    id: string,
    ownerKey: string | undefined,
    lang: RequestLanguage,
    network: string,
  ): Promise<{ profile: ProfileEntity; sent: QueueResult }> {
    const profile = await this.findOwned(id, ownerKey, lang);
    if (!profile.notifyEmail)
      throw new ProfilesError(ProfilesErrorCode.NoNotifyEmail).inLanguage(lang);
    if (profile.notifyEmailConfirmedAt)
      throw new ProfilesError(ProfilesErrorCode.AlreadyConfirmed).inLanguage(lang);
    // Named since before today (its last link was made then): the owner's own resend, which
    // strangers' new profiles for the same address cannot crowd out.
    const linkMadeAt = (profile.notifyEmailTokenExpiresAt?.getTime() ?? 0) - CONFIRM_LINK_MS;
    const established = linkMadeAt < new Date().setUTCHours(0, 0, 0, 0);
    const key = this.newAddress(profile)!;
    await this.profiles.setEmailToken(
      id,
      profile.notifyEmailTokenHash,
      profile.notifyEmailTokenExpiresAt,
    );
    return {
      profile,
      sent: await this.sendConfirmation(profile, key, ownerKey, network, established),
    };
  }

  /** Option-only facts of some profiles, for showing them anonymised to others. */
  async publicFacts(ids: readonly string[]): Promise<Map<string, PublicFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await this.profiles.publicFactsOf(ids);
    return new Map(
      rows.map(
        ({
          geoLat,
          geoLon,
          cardFirstName,
          cardAgeBand,
          cardPlace,
          cardLanguages,
          cardAbout,
          ...facts
        }) => [
          facts.id,
          {
            ...facts,
            point: geoLat === null || geoLon === null ? null : { lat: geoLat, lon: geoLon },
            card: personCard({ cardFirstName, cardAgeBand, cardPlace, cardLanguages, cardAbout }),
          } as PublicFacts,
        ],
      ),
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

  // The address as unconfirmed, with a new single-use key for its link (only the key's hash is
  // stored); undefined when there is no address.
  private newAddress(profile: ProfileEntity): string | undefined {
    profile.notifyEmailConfirmedAt = null;
    if (!profile.notifyEmail) {
      profile.notifyEmailTokenHash = null;
      profile.notifyEmailTokenExpiresAt = null;
      return undefined;
    }
    const key = newKey();
    profile.notifyEmailTokenHash = keyHash(key);
    profile.notifyEmailTokenExpiresAt = new Date(Date.now() + CONFIRM_LINK_MS);
    return key;
  }

  // The link leads to the matches page, which sends the key to confirmNotifyEmail. Without
  // PUBLIC_URL there is no link to send, so the address stays unconfirmed (MailService warns).
  // Capped per asking browser and network too (fourth hostile pass: three profiles naming someone
  // else's address used up the owner's confirmation mail).
  private async sendConfirmation(
    profile: ProfileEntity,
    key: string,
    ownerKey: string | undefined,
    network: string,
    established = false,
  ): Promise<QueueResult> {
    if (!profile.notifyEmail || !this.config.publicUrl) return 'not-sent';
    const link = `${this.config.publicUrl}/matches/${profile.id}#confirm=${key}`;
    const report = this.config.siteOperator.email ?? `${this.config.publicUrl}/contact`;
    const browser = keyHash(ownerKey ?? `profile:${profile.id}`);
    return this.mail.queue(
      { to: profile.notifyEmail, ...confirmationEmail(link, report) },
      'confirmation',
      // One site, as reports and introductions count it: the /64s of one /48 are one asker.
      { browser, network: siteKey(network), established },
    );
  }

  private fill(
    profile: ProfileEntity,
    input: CreateProfileDto,
    prefer: PostcodePreference,
    lang: RequestLanguage,
  ): GeoPlace | null {
    // A card may not pass for the product's staff (eighth hostile pass #4), checked before anything
    // is looked up; its first name is the DTO's (`firstNameProblem`).
    if (input.card?.about && claimsToBeStaff(input.card.about))
      throw new ProfilesError(ProfilesErrorCode.AboutClaimsStaff).inLanguage(lang);
    // Nor ask its readers for money, codes or a move elsewhere (ninth hostile pass #2): a card reaches
    // every neighbour with no warning beside it, so such a sentence is refused, not shown.
    const about = aboutText(input.card?.about, lang);
    if (about && asksOfReader(about))
      throw new ProfilesError(ProfilesErrorCode.AboutAsks).inLanguage(lang);
    // Nor carry what a message would have cut or warned about, nor a way to reach its person
    // elsewhere (thirteenth hostile pass #1): with no warning beside it, a refusal is the only guard.
    if (input.card?.about && aboutRefused(input.card.about, lang))
      throw new ProfilesError(ProfilesErrorCode.AboutArranged).inLanguage(lang);
    // Nor a first name that is a mailbox's or a street's (sixteenth hostile pass #C: "Bert Gmail",
    // "Anna Lindenallee"), refused with the same words: it is a contact detail on the card.
    if (input.card?.firstName && firstNameRefused(input.card.firstName))
      throw new ProfilesError(ProfilesErrorCode.AboutArranged).inLanguage(lang);
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
    // What others may see: only what was chosen is stored; the town, not the typed place.
    const card = input.card ?? {};
    profile.cardFirstName = blankToNull(card.firstName);
    profile.cardAgeBand = card.ageBand ?? null;
    profile.cardShowPlace = card.showPlace ?? false;
    profile.cardPlace = profile.cardShowPlace && place ? this.geocoder.townName(place) : null;
    profile.cardLanguages = dedupe(card.languages ?? []);
    profile.cardAbout = about;
    profile.lookHash = lookHash(profile, place);
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

/** Where the profile's address for notices stands, for its owner's pages. */
export function notifyEmailState(
  profile: Pick<ProfileEntity, 'notifyEmail' | 'notifyEmailConfirmedAt'>,
): NotifyEmailState {
  if (!profile.notifyEmail) return 'none';
  return profile.notifyEmailConfirmedAt ? 'confirmed' : 'unconfirmed';
}

function sameAddress(before: string | null, after: string | null): boolean {
  return (before ?? '').toLowerCase() === (after ?? '').toLowerCase();
}

function dedupe<T extends string>(items: T[]): T[] {
  return [...new Set(items)];
}
