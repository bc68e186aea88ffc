import { Inject, Injectable } from '@nestjs/common';
import { isEmail } from 'class-validator';
import {
  borrowsProductName,
  distanceBadge,
  INTRODUCTION_LIMITS,
  type IntroductionContact,
  type IntroductionRequestInput,
  type PersonOnBlueprint,
  type ReportReason,
} from '@ageless/contracts';
import { namesSite, siteKey, wideNetworkKey } from '../common/http/client-address.js';
import { networkHash, siteHash } from '../common/hashing/stored-hashes.js';
import type { RequestLanguage } from '../common/http/request-language.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { coarseDistanceKm } from '../geo/index.js';
import { MailService } from '../mail/index.js';
import { MatchCache, MatchingService } from '../matching/index.js';
import { ProfilesService } from '../profiles/index.js';
import { CONNECT_TEXTS, noticeEmail } from './connect-texts.js';
import { ConnectionsError, ConnectionsErrorCode } from './connections-error.js';
import { assertProfileOwner } from './profile-owner-check.js';
import {
  PeopleConnectionsRepository,
  REPORTER_MIN_AGE_DAYS,
} from './people-connections.repository.js';
import { browserOf, otherOf } from './introduction-sides.js';
import type { IntroductionDto } from './dto/introduction.dto.js';
import type { IntroductionEntity } from './entities/introduction.entity.js';
import type { BrowserBlockKind } from './entities/browser-block.entity.js';
import {
  IntroductionsRepository,
  isUniqueViolation,
  type NewBrowserBlock,
} from './introductions.repository.js';
import {
  cleanMessage,
  cleanPhone,
  MESSAGE_WINDOW,
  mentionsMoney,
  scamWarnings,
  onlyRemoved,
  revealsContact,
} from '../common/text/message-text.js';
import { isPremiumRate } from './premium-numbers.js';
import { hideLongDigits, withoutJoinedContact } from './request-pieces.js';
import { ThreadsService } from './threads.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Introduction requests one site (an IPv4 address, an IPv6 /48) may send a day, whichever its
 * browsers: three browsers' worth, for a household or care home behind one address (seventh hostile
 * pass #11: 12 browsers on one address sent 27 in a minute).
 */
export const REQUESTS_PER_SITE_PER_DAY = 3 * INTRODUCTION_LIMITS.requestsPerDay;

/**
 * A browser is new until its oldest profile is this many days old: the measure reports use (eighth
 * hostile pass #2), so "new" means one thing everywhere.
 */
export const NEW_ASKER_DAYS = REPORTER_MIN_AGE_DAYS;

/**
 * Requests from new browsers do not take a person's waiting places (`waitingPerPerson`, kept for
 * browsers here a week, which a wave of throwaways cannot be): they wait apart, folded in her list
 * as "requests from people who joined recently", which she may open or decline all at once. A cap
 * shared by all newcomers is filled by whoever comes first (fifteenth hostile pass #2; sixteenth #1:
 * 30 fresh profiles from eleven /48s of one /40 had every honest newcomer told 429 until she declined
 * them all, and refilled at once). So what bounds the fold is what one sender holds: its site
 * (`waitingPerSite` waiting) and its wide network (FOLDED_PER_WIDE_NETWORK_PER_DAY), and the
 * whole only at a flood no one network can send: WAITING_FROM_NEW_ASKERS unconfirmed within
 * NEW_ASKER_HOLD_DAYS takes 56 IPv4 /24s or IPv6 /32s at their bound for three days, or 167 in
 * one day, a botnet's worth; it keeps what one person's requests take in the database small.
 */
export const WAITING_FROM_NEW_ASKERS = 1000;

/**
 * Beside those, requests from new browsers that had confirmed an address for notices when they
 * asked (a working mailbox per profile and a click): a flood of unconfirmed throwaways that fills
 * the whole bound still leaves these (fourteenth hostile pass #2).
 */
export const WAITING_FROM_CONFIRMED_NEW_ASKERS = 50;

/**
 * Newcomers' requests to one person a day from one wide network (an IPv4 /24, an IPv6 /32:
 * wideNetworkKey), whichever its sites and browsers: two sites' worth. Counted a day rather than
 * while they wait, so declining them all does not let the same network refill her fold at once.
 */
export const FOLDED_PER_WIDE_NETWORK_PER_DAY = 2 * INTRODUCTION_LIMITS.waitingPerSite;

/** Of the folded requests, how many her list carries at once (foldedFor's order); the count is whole. */
export const FOLDED_SHOWN = 50;

/**
 * How long an unanswered request holds one of her places: a new browser's for 3 days, anyone's for
 * 14. The request still waits in her list after that, and she may still accept it; it only no
 * longer keeps others from asking. So a wave of throwaways fills the newcomers' places for 3 days
 * at most, and a person who stopped answering does not turn everyone away for good.
 */
export const NEW_ASKER_HOLD_DAYS = 3;
export const WAITING_HOLD_DAYS = 14;

type WaitingRow = Pick<IntroductionEntity, 'createdAt' | 'fromSince'>;

/** Whether a request came from a browser that was new when it asked (null: made before this was kept). */
const fromNewAsker = (row: WaitingRow): boolean =>
  row.fromSince !== null &&
  row.fromSince.getTime() > row.createdAt.getTime() - NEW_ASKER_DAYS * DAY_MS;

/** Whether an unanswered request still holds one of her waiting places at `now`. */
const holdsPlace = (row: WaitingRow, now: number): boolean =>
  row.createdAt.getTime() >
  now - (fromNewAsker(row) ? NEW_ASKER_HOLD_DAYS : WAITING_HOLD_DAYS) * DAY_MS;

/**
 * Whether one more request from a new browser may wait in her fold, beside those holding a place
 * there: new browsers together up to WAITING_FROM_NEW_ASKERS + WAITING_FROM_CONFIRMED_NEW_ASKERS,
 * those that had not confirmed an address up to WAITING_FROM_NEW_ASKERS of them. `newcomers`: the
 * folded requests holding a place; `confirmed`: the asking browser's.
 */
export const newcomerPlaceFree = (
  newcomers: readonly Pick<IntroductionEntity, 'fromConfirmed'>[],
  confirmed: boolean,
): boolean => {
  if (newcomers.length >= WAITING_FROM_NEW_ASKERS + WAITING_FROM_CONFIRMED_NEW_ASKERS) return false;
  return (
    confirmed || newcomers.filter((row) => !row.fromConfirmed).length < WAITING_FROM_NEW_ASKERS
  );
};

/**
 * Introductions with double opt-in. A asks from a blueprint page (A's yes, no contact stored);
 * B accepts with a first name and a phone or email (B's yes: only now is B's contact stored), and
 * A then sees it; A may share theirs back the same way. B may instead decline, block or report.
 */
@Injectable()
export class IntroductionsService {
  constructor(
    private readonly introductions: IntroductionsRepository,
    private readonly reader: PeopleConnectionsRepository,
    private readonly profiles: ProfilesService,
    private readonly matching: MatchingService,
    private readonly matchCache: MatchCache,
    private readonly mail: MailService,
    private readonly threads: ThreadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Refuses unless this browser owns the profile. */
  async assertOwner(profileId: string, ownerKey: string | undefined): Promise<void> {
    return assertProfileOwner(this.profiles, profileId, ownerKey);
  }

  /**
   * The latest request messages to her within the message window: this browser's and this site's,
   * or (`from` null) anyone's.
   */
  private async recentRequestsTo(
    otherId: string,
    from: { ownerKey: string | undefined; site: string | null } | null,
  ): Promise<string[]> {
    const profileIds = from
      ? (await this.profiles.mine(from.ownerKey)).map((profile) => profile.id)
      : [];
    return this.introductions.recentRequestMessagesTo(
      otherId,
      from && { profileIds, siteHash: from.site },
      new Date(Date.now() - (MESSAGE_WINDOW.hours * DAY_MS) / 24),
      MESSAGE_WINDOW.messages,
    );
  }

  /** Requests left today: the fewer of this profile's and this browser's (all its profiles'). */
  async requestsLeftToday(profileId: string, ownerKey: string | undefined): Promise<number> {
    const [byProfile, byBrowser] = await Promise.all([
      this.sentToday(this.introductions, profileId),
      this.introductions.usesToday('introduction-requests', browserOf(profileId, ownerKey)),
    ]);
    return Math.max(0, INTRODUCTION_LIMITS.requestsPerDay - Math.max(byProfile, byBrowser));
  }

  async request(
    profileId: string,
    ownerKey: string | undefined,
    input: IntroductionRequestInput,
    lang: RequestLanguage,
    network: string,
  ): Promise<IntroductionDto> {
    const site = siteHash(network);
    // Its /24 or /48 too, which blocks reach (tenth hostile pass #6); none for an address that
    // names no site (a private one, as behind a proxy the API does not trust): that is everyone's.
    const from = namesSite(network) ? { network: networkHash(network), site } : null;
    // Cheap refusals first: a message that is only a link costs no lookup.
    const message = cleanMessage(input.message, lang);
    if (onlyRemoved(message)) throw new ConnectionsError(ConnectionsErrorCode.MessageEmpty);
    if ((await this.requestsLeftToday(profileId, ownerKey)) === 0)
      throw new ConnectionsError(ConnectionsErrorCode.DailyLimit);
    const otherId = await this.matching.resolvePerson(profileId, input.blueprintKey, input.handle);
    if (!otherId) throw new ConnectionsError(ConnectionsErrorCode.PersonGone);
    const existing = await this.reader.introductionsWith(profileId, [otherId]);
    if (existing.size > 0) throw new ConnectionsError(ConnectionsErrorCode.AlreadyAsked);
    // Nor anyone from a site whose browser she hid lately, in the words anyone hidden gets, so the
    // block is not revealed (PeopleConnectionsRepository.askerSiteHidden).
    if (await this.reader.askerSiteHidden(otherId, profileId, from))
      throw new ConnectionsError(ConnectionsErrorCode.PersonGone);
    // A number, address or secret split over requests to her from this browser's profiles or
    // this site: refused like one split over thread messages, nothing stored.
    const own = { ownerKey, site: from?.site ?? null };
    // The asker's own card comes with the request: a number begun on the card and ended in the
    // message is one split over two messages (seventeenth hostile pass #1).
    const card = (await this.profiles.mine(ownerKey)).find((profile) => profile.id === profileId);
    const cardWords = [card?.cardFirstName, card?.cardAbout].filter(Boolean).join('. ');
    const earlier = await this.recentRequestsTo(otherId, own);
    if (revealsContact(cardWords ? [cardWords, ...earlier] : earlier, message))
      throw new ConnectionsError(ConnectionsErrorCode.ContactAcrossMessages);
    // Split over requests from other senders, it is delivered without what completes it, not
    // refused: others' messages must not turn an honest one away (request-pieces).
    const delivered = withoutJoinedContact(
      await this.recentRequestsTo(otherId, null),
      message,
      lang,
    );
    const hiddenForAsked = await this.reader.hiddenFor(otherId);
    // How long the asking browser has been here, and whether it confirmed an address: read
    // before the transaction (on the embedded database a read outside it would wait for it).
    const standing = await this.profiles.standingOf(profileId, browserOf(profileId, ownerKey));
    let saved: IntroductionEntity;
    // Whether she is mailed of it: yes, but for a newcomer's request joining others in her fold.
    let notice = true;
    try {
      saved = await this.introductions.transaction(async (introductions) => {
        // The count that decides and the insert it allows, under one lock per asker: counted
        // apart, 12 requests at once on PostgreSQL all saw fewer than 5 and 10 were stored.
        await introductions.lock(`introductions-sent:${profileId}`);
        if ((await this.sentToday(introductions, profileId)) >= INTRODUCTION_LIMITS.requestsPerDay)
          throw new ConnectionsError(ConnectionsErrorCode.DailyLimit);
        // And per browser (issue 25 item 5): a new profile from the same browser, or the same
        // profile deleted and made again, starts from the browser's count, not from zero.
        const browser = await introductions.countUse(
          'introduction-requests',
          browserOf(profileId, ownerKey),
          INTRODUCTION_LIMITS.requestsPerDay,
        );
        if (!browser.allowed) throw new ConnectionsError(ConnectionsErrorCode.DailyLimit);
        // And per site, counted the same way. An address that names no site (a private one, as
        // behind a proxy the API does not trust) is everyone's: it is not counted.
        if (namesSite(network)) {
          const bySite = await introductions.countUse(
            'introduction-requests-by-site',
            siteKey(network),
            REQUESTS_PER_SITE_PER_DAY,
          );
          if (!bySite.allowed) throw new ConnectionsError(ConnectionsErrorCode.SiteDailyLimit);
        }
        // And per person asked: many throwaway browsers must not fill one person's inbox. Locked
        // per person asked too, so requests from many askers at once cannot all pass the count.
        // Requests from people they reported or blocked no longer wait on them.
        // Only requests that still hold a place count (NEW_ASKER_HOLD_DAYS, WAITING_HOLD_DAYS).
        await introductions.lock(`introductions-received:${otherId}`);
        const now = Date.now();
        const waiting = (
          await introductions.waitingFor(otherId, new Date(now - WAITING_HOLD_DAYS * DAY_MS))
        ).filter((row) => !hiddenForAsked.has(row.fromProfileId) && holdsPlace(row, now));
        const newcomers = waiting.filter(fromNewAsker);
        // A new browser's request waits in her fold, bounded against a flood only; anyone else's
        // takes one of the places newcomers cannot fill (WAITING_FROM_NEW_ASKERS).
        const newcomer = fromNewAsker({ fromSince: standing.since, createdAt: new Date(now) });
        if (newcomer) {
          if (!newcomerPlaceFree(newcomers, standing.confirmed))
            throw new ConnectionsError(ConnectionsErrorCode.NewAskersWaiting);
          // One notice for the fold, not one a request: only when none was waiting in it.
          notice = newcomers.length === 0;
        } else if (waiting.length - newcomers.length >= INTRODUCTION_LIMITS.waitingPerPerson)
          throw new ConnectionsError(ConnectionsErrorCode.ManyWaiting);
        // And per site, folded or not: throwaway browsers from one address cannot fill either
        // (sixth hostile pass #1).
        if (
          waiting.filter((row) => row.fromSiteHash === site).length >=
          INTRODUCTION_LIMITS.waitingPerSite
        )
          throw new ConnectionsError(ConnectionsErrorCode.SiteWaiting);
        // And a newcomer's per wide network, so many sites of one provider's range are one sender
        // (FOLDED_PER_WIDE_NETWORK_PER_DAY); told as the site's bound is. An address that names no
        // site is everyone's: not counted, as above.
        if (newcomer && from) {
          const byNetwork = await introductions.countUse(
            'introduction-folded-by-network',
            `${otherId} ${wideNetworkKey(network)}`,
            FOLDED_PER_WIDE_NETWORK_PER_DAY,
          );
          if (!byNetwork.allowed) throw new ConnectionsError(ConnectionsErrorCode.SiteWaiting);
        }
        return introductions.insert({
          fromProfileId: profileId,
          toProfileId: otherId,
          blueprintKey: input.blueprintKey,
          message: delivered,
          status: 'pending',
          fromSiteHash: site,
          fromNetworkHash: from?.network ?? null,
          fromSince: standing.since,
          fromConfirmed: standing.confirmed,
        });
      });
    } catch (error) {
      // Two requests at once: the pair's unique key lets one in.
      if (isUniqueViolation(error)) throw new ConnectionsError(ConnectionsErrorCode.AlreadyAsked);
      throw error;
    }
    if (notice) await this.notify(otherId, 'request');
    return (await this.toDtos(profileId, [saved], lang))[0]!;
  }

  /**
   * This profile's introductions, newest first, leaving out people it no longer sees. Requests from
   * new browsers still waiting for its answer are read apart (FOLDED_SHOWN of them, and how many in
   * all), so a flood of them cannot push the others out of the list, and come after them.
   */
  async list(
    profileId: string,
    lang: RequestLanguage,
  ): Promise<{ introductions: IntroductionDto[]; foldedTotal: number }> {
    const [rows, folded, hidden] = await Promise.all([
      this.introductions.of(profileId, 100, NEW_ASKER_DAYS),
      this.introductions.foldedFor(profileId, FOLDED_SHOWN, NEW_ASKER_DAYS),
      this.reader.hiddenFor(profileId),
    ]);
    const visible = (row: IntroductionEntity) => !hidden.has(otherOf(row, profileId));
    // The folded ones after the rest, in the fold's own order (IntroductionsRepository.foldedFor).
    const shown = rows
      .filter(visible)
      .sort((one, other) => other.createdAt.getTime() - one.createdAt.getTime());
    const foldedShown = folded.rows.filter(visible);
    return {
      introductions: await this.toDtos(profileId, [...shown, ...foldedShown], lang),
      foldedTotal: folded.total - (folded.rows.length - foldedShown.length),
    };
  }

  /**
   * Declines every request from new browsers waiting in her fold at once, as `decline` does one
   * (their browsers hidden from hers), in one transaction: all of them or none. `upTo`: only those
   * made by then, so one that arrived after she looked is not declined unseen. How many it declined.
   */
  async declineNewcomers(profileId: string, upTo: Date | undefined): Promise<number> {
    const candidates = (await this.introductions.foldedFor(profileId, undefined, NEW_ASKER_DAYS))
      .rows;
    const chosen = upTo
      ? candidates.filter((row) => row.createdAt.getTime() <= upTo.getTime())
      : candidates;
    if (chosen.length === 0) return 0;
    // Read before the transaction (browserBlocks), for every asker; written for those declined.
    const blocks = await this.browserBlocksOf(
      profileId,
      chosen.map((row) => row.fromProfileId),
      'decline',
    );
    const declined = await this.introductions.transaction(async (introductions) => {
      const askers = await introductions.declineWaiting(
        profileId,
        chosen.map((row) => row.id),
      );
      await introductions.blockBrowsers(askers.flatMap((asker) => blocks.get(asker) ?? []));
      return askers;
    });
    await this.matchesOfBrowsersChanged(
      [profileId, ...declined],
      declined.flatMap((asker) => blocks.get(asker) ?? []),
    );
    return declined.length;
  }

  /**
   * The asked person's yes with the contact they give, or, once they said yes, the asker sharing
   * theirs. A contact is stored only here, at acceptance.
   */
  async accept(
    profileId: string,
    introductionId: string,
    contact: IntroductionContact,
    lang: RequestLanguage,
  ): Promise<IntroductionDto> {
    const row = await this.own(profileId, introductionId, 'shown');
    const value = this.validContact(contact);
    // Each answer's condition is part of its write, so of two at once only one lands: checked
    // first and written after, two accepts (or an accept beside a decline) both went through.
    if (row.toProfileId === profileId) {
      const answer = {
        status: 'accepted' as const,
        answeredAt: new Date(),
        toFirstName: contact.firstName,
        toContactKind: contact.kind,
        toContact: value,
      };
      if (!(await this.introductions.answer(row.id, 'pending', answer)))
        throw new ConnectionsError(ConnectionsErrorCode.NotPending);
      Object.assign(row, answer);
      await this.notify(row.fromProfileId, 'accepted');
    } else {
      if (row.status !== 'accepted') throw new ConnectionsError(ConnectionsErrorCode.NotAccepted);
      const shared = {
        fromFirstName: contact.firstName,
        fromContactKind: contact.kind,
        fromContact: value,
      };
      if (!(await this.introductions.shareBack(row.id, shared)))
        throw new ConnectionsError(ConnectionsErrorCode.AlreadyShared);
      Object.assign(row, shared);
    }
    return (await this.toDtos(profileId, [row], lang))[0]!;
  }

  async decline(profileId: string, introductionId: string): Promise<void> {
    const row = await this.own(profileId, introductionId, 'shown');
    if (row.toProfileId !== profileId) throw new ConnectionsError(ConnectionsErrorCode.NotYours);
    if (
      !(await this.introductions.answer(row.id, 'pending', {
        status: 'declined',
        answeredAt: new Date(),
      }))
    )
      throw new ConnectionsError(ConnectionsErrorCode.NotPending);
    // Declined for the asker's browser, not only its profile: a new profile from it stays hidden
    // and cannot ask again (issue 25 item 5, and the second profile from "Get Started").
    await this.hideBrowsers(profileId, row.fromProfileId, 'decline');
  }

  /** Neither sees the other again; a shared contact is wiped. */
  async block(profileId: string, introductionId: string): Promise<void> {
    const row = await this.own(profileId, introductionId);
    await this.blockBetween(profileId, otherOf(row, profileId), row);
  }

  /** The same from a blueprint page, before (or without) any introduction. */
  async blockPerson(profileId: string, person: PersonOnBlueprint): Promise<void> {
    const otherId = await this.matching.resolvePerson(
      profileId,
      person.blueprintKey,
      person.handle,
    );
    if (!otherId) throw new ConnectionsError(ConnectionsErrorCode.PersonGone);
    const row = await this.introductions.between(profileId, otherId);
    await this.blockBetween(profileId, otherId, row);
  }

  private async blockBetween(
    profileId: string,
    otherId: string,
    introduction: IntroductionEntity | null,
  ): Promise<void> {
    await this.introductions.blockProfile(profileId, otherId);
    await this.hideBrowsers(profileId, otherId, 'block');
    if (introduction) await this.introductions.close(introduction);
  }

  /**
   * The person written to reports the writer: hidden from the reporter's browser at once, from
   * everyone once staff uphold it or REPORTERS_WHO_HIDE browsers reported them (PeopleConnectionsRepository).
   */
  async report(
    profileId: string,
    ownerKey: string | undefined,
    introductionId: string,
    input: { reason: ReportReason; details?: string },
    lang: RequestLanguage,
    network: string,
  ): Promise<void> {
    const row = await this.own(profileId, introductionId);
    // Issue 25 item 3: a throwaway profile asked a person and reported them at once, who had not
    // written a word. Only the one who received a message can report it; the asker can block.
    // (Nobody sees another's profile text, so a message is the only thing to report.) In a thread
    // (issue 26 item 4) the asker receives messages too: one of them is as much to report.
    const written = await this.threads.receivedTexts(row.id, profileId);
    if (row.toProfileId !== profileId && written.length === 0)
      throw new ConnectionsError(ConnectionsErrorCode.ReportOnlyReceived);
    const reported = otherOf(row, profileId);
    // What the reported person wrote to the reporter, for staff: the request's message when they
    // sent it, then their last messages in the thread.
    const message = [...(row.fromProfileId === reported ? [row.message] : []), ...written].join(
      '\n\n',
    );
    const browser = browserOf(profileId, ownerKey);
    const hidden = await this.browserBlocks(profileId, reported, 'report');
    // The reporter's own profile is among them, so there is always an age.
    const { since: reporterSince } = await this.profiles.standingOf(profileId, browser);
    await this.introductions.transaction(async (introductions) => {
      // As for requests: the count and the report it allows under one lock per reporter.
      await introductions.lock(`reports-by:${profileId}`);
      // Once per browser (fourth hostile pass: one browser reported one introduction 10 times); a
      // second one is refused before it uses up a report of the day. Only the one written to can
      // report, so this lock serialises every report of the introduction (the unique key backs it).
      if (await introductions.reported(row.id, browser))
        throw new ConnectionsError(ConnectionsErrorCode.AlreadyReported);
      const today = await introductions.reportsSince(profileId, new Date(Date.now() - DAY_MS));
      if (today >= INTRODUCTION_LIMITS.reportsPerDay)
        throw new ConnectionsError(ConnectionsErrorCode.ReportLimit);
      // And per browser, over all its profiles and whatever was deleted since.
      const allowance = await introductions.countUse(
        'reports',
        browser,
        INTRODUCTION_LIMITS.reportsPerDay,
      );
      if (!allowance.allowed) throw new ConnectionsError(ConnectionsErrorCode.ReportLimit);
      await introductions.insertReport({
        reporterProfileId: profileId,
        reporterOwnerHash: browser,
        // Counted by network too (PeopleConnectionsRepository): three profiles from one address or one
        // IPv4 /24, or from three /64s of one household's IPv6 range, are one reporter.
        reporterNetworkHash: networkHash(network),
        reporterSince,
        introductionId: row.id,
        reportedProfileId: reported,
        reason: input.reason,
        details: cleanMessage(input.details ?? '', lang),
        // What the reported person wrote, for staff: it stays when the reporter's profile is
        // deleted, so a report never ends up with nothing to judge.
        message,
      });
      // With the report, or neither: a report whose introduction stayed open was half a report.
      await introductions.close(row);
      await introductions.blockBrowsers(hidden);
    });
    // Hidden from everyone once enough reporters agree (PeopleConnectionsRepository.hiddenFor): others'
    // cached matches show the reported person until they expire, MATCH_CACHE_SECONDS at most, the
    // bound every replica's cache already has.
    await this.matchesOfBrowsersChanged([profileId, reported], hidden);
  }

  /** Per profile: requests waiting for an answer, and accepted ones waiting for the asker's contact. */
  async waitingCounts(profileIds: readonly string[]): Promise<Map<string, number>> {
    if (profileIds.length === 0) return new Map();
    return this.introductions.waitingCounts(profileIds);
  }

  // Every browser of the one profile hides every browser of the other, both ways (PeopleConnectionsRepository).
  // A profile made before browsers owned profiles has no owner key: its profile rows still hold.
  private async hideBrowsers(
    profileId: string,
    otherId: string,
    kind: BrowserBlockKind,
  ): Promise<void> {
    const rows = await this.browserBlocks(profileId, otherId, kind);
    await this.introductions.blockBrowsers(rows);
    await this.matchesOfBrowsersChanged([profileId, otherId], rows);
  }

  /**
   * The matches of the two profiles, and of every profile of the browsers on either side of these
   * blocks, are read again, and no one else's (tenth hostile pass #1: clearing every cached match on
   * each decline let anyone with two profiles make everyone's matches be read again).
   */
  private async matchesOfBrowsersChanged(
    profileIds: readonly string[],
    rows: readonly NewBrowserBlock[],
  ): Promise<void> {
    const browsers = new Set(rows.flatMap((row) => [row.blockerOwnerHash, row.blockedOwnerHash]));
    const owned = await this.profiles.idsOwnedBy([...browsers]);
    this.matchCache.hidingChanged([...profileIds, ...owned]);
  }

  // Read before any transaction: the embedded database lends its one connection to a transaction,
  // so a read outside it from inside would wait for ever.
  private async browserBlocks(
    profileId: string,
    otherId: string,
    kind: BrowserBlockKind,
  ): Promise<NewBrowserBlock[]> {
    return (await this.browserBlocksOf(profileId, [otherId], kind)).get(otherId) ?? [];
  }

  /** The same for several others at once, by other profile, in one lookup of their browsers. */
  private async browserBlocksOf(
    profileId: string,
    otherIds: readonly string[],
    kind: BrowserBlockKind,
  ): Promise<Map<string, NewBrowserBlock[]>> {
    const owners = await this.profiles.ownerHashesOf([profileId, ...otherIds]);
    const blockers = owners.get(profileId) ?? [];
    return new Map(
      otherIds.map((otherId) => [
        otherId,
        blockers.flatMap((blocker) =>
          (owners.get(otherId) ?? [])
            .filter((blocked) => blocked !== blocker)
            .map((blocked) => ({ blockerOwnerHash: blocker, blockedOwnerHash: blocked, kind })),
        ),
      ]),
    );
  }

  private sentToday(introductions: IntroductionsRepository, profileId: string): Promise<number> {
    return introductions.sentSince(profileId, new Date(Date.now() - DAY_MS));
  }

  /**
   * The introduction, when this profile is one of its sides. `shown`: and neither side hides the
   * other (a block, decline or report, both ways, as the list and the thread answer): after she
   * blocked him, his accept or decline was still answered 200 (twelfth hostile pass #7). Reports
   * and blocks still find it, so a second report is told it was already sent.
   */
  private async own(
    profileId: string,
    id: string,
    shown: 'shown' | 'any' = 'any',
  ): Promise<IntroductionEntity> {
    const row = await this.introductions.byId(id);
    if (!row || (row.fromProfileId !== profileId && row.toProfileId !== profileId))
      throw new ConnectionsError(ConnectionsErrorCode.IntroductionNotFound);
    if (shown === 'shown' && (await this.reader.hiddenFor(profileId)).has(otherOf(row, profileId)))
      throw new ConnectionsError(ConnectionsErrorCode.IntroductionNotFound);
    return row;
  }

  private validContact(contact: IntroductionContact): string {
    if (contact.kind === 'phone') {
      const phone = cleanPhone(contact.value);
      if (!phone) throw new ConnectionsError(ConnectionsErrorCode.PhoneInvalid);
      if (isPremiumRate(phone)) throw new ConnectionsError(ConnectionsErrorCode.PhonePremium);
      return phone;
    }
    if (!isEmail(contact.value)) throw new ConnectionsError(ConnectionsErrorCode.EmailInvalid);
    // An address at 'agelessconnect-support.com' passes for ours (eighth hostile pass #4).
    if (borrowsProductName(contact.value))
      throw new ConnectionsError(ConnectionsErrorCode.EmailProductName);
    return contact.value;
  }

  private async notify(profileId: string, kind: 'request' | 'accepted'): Promise<void> {
    if (!this.mail.enabled) return;
    const to = await this.profiles.notifyEmailOf(profileId);
    if (!to) return;
    const link = this.config.publicUrl
      ? `${this.config.publicUrl}/matches/${profileId}`
      : undefined;
    await this.mail.queue({ to, ...noticeEmail(kind, link) }, 'notice');
  }

  private async toDtos(
    profileId: string,
    rows: IntroductionEntity[],
    lang: RequestLanguage,
  ): Promise<IntroductionDto[]> {
    const others = rows.map((row) => otherOf(row, profileId));
    const facts = await this.profiles.publicFacts([profileId, ...others]);
    const here = facts.get(profileId)?.point ?? null;
    const dtos: IntroductionDto[] = [];
    for (const row of rows) {
      const sent = row.fromProfileId === profileId;
      const folded = !sent && row.status === 'pending' && fromNewAsker(row);
      const message = cleanMessage(row.message, lang);
      const other = facts.get(otherOf(row, profileId));
      const there = other?.point ?? null;
      // Both have said yes: the other's first name and contact, if they gave one.
      const theirs = sent
        ? { firstName: row.toFirstName, kind: row.toContactKind, value: row.toContact }
        : { firstName: row.fromFirstName, kind: row.fromContactKind, value: row.fromContact };
      dtos.push({
        id: row.id,
        direction: sent ? 'sent' : 'received',
        status: row.status,
        blueprint: {
          key: row.blueprintKey,
          name: await this.matching.blueprintName(row.blueprintKey, lang),
        },
        // Cleaned again as it is read: messages stored before a filter improved get it too. A
        // newcomer's request she has not accepted shows no longer digit runs (request-pieces).
        message: folded ? hideLongDigits(message, CONNECT_TEXTS.numberHidden[lang]) : message,
        moneyWarning: mentionsMoney(message),
        scamSigns: scamWarnings(message),
        distanceBadge: here && there ? distanceBadge(coarseDistanceKm(here, there)) : 'unknown',
        // Who asks (or who was asked), as they chose to be seen; no key when they chose nothing.
        ...(other?.card ? { card: other.card } : {}),
        createdAt: row.createdAt.toISOString(),
        contact:
          row.status === 'accepted' && theirs.firstName && theirs.kind && theirs.value
            ? { firstName: theirs.firstName, kind: theirs.kind, value: theirs.value }
            : null,
        sharedMine: sent ? row.fromContact !== null : row.toContact !== null,
        folded,
      });
    }
    return dtos;
  }
}
