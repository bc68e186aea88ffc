import { expect } from '@jest/globals';
import type { Test } from 'supertest';
import type { ProfileInput } from '@ageless/contracts';
import { handleOf } from '../../src/matching/matching.service.js';
import { longStanding } from './reporters.js';
import type { TestApp } from './test-app.js';

export type Browser = ReturnType<TestApp['browser']>;

/** A profile and the browser that made it (its cookie is the owner's key). */
export interface Person {
  id: string;
  browser: Browser;
  /** Behind the trusted proxy: the address every request of this person is forwarded for. */
  network?: string;
}
export type PersonOn = Person & { network: string };

export const HOMESHARE = 'intergenerational-homeshare';

/** A request as the person sends it: from their network when they have one. */
const sentBy = (who: Person, test: Test): Test =>
  who.network === undefined ? test : test.set('X-Forwarded-For', who.network);

/**
 * Profiles owned by their own browsers, and introductions between them, in the suite's app.
 * `app` is a getter because suites start their app in beforeAll, after these are made.
 */
export function peopleOf(app: () => TestApp) {
  // Each person of a suite is someone of their own: without words given, words no one else has
  // (a letters-only word from a counter). Pages show two people of one look, and the same options
  // without words in one town are one look (profile-look.ts); tests of that rule give words, or
  // none (''), themselves.
  let made = 0;
  const ownWords = (input: ProfileInput): ProfileInput => {
    made += 1;
    let word = '';
    for (let n = made; n > 0; n = Math.floor(n / 26)) word += String.fromCharCode(97 + (n % 26));
    return input.lifestyle === undefined ? { ...input, lifestyle: `Tester zq${word}zq` } : input;
  };

  /** A profile from a German browser (a bare five-digit code is a German postcode). */
  const person = async (input: ProfileInput, browser = app().browser()): Promise<Person> => {
    const id = (
      await browser
        .post('/api/profiles')
        .set('Accept-Language', 'de-DE')
        .send(ownWords(input))
        .expect(201)
    ).body.profile.id as string;
    return { id, browser };
  };

  /** A profile made from `network` behind the trusted proxy, in a new browser unless given. */
  const personOn = async (
    input: ProfileInput,
    network: string,
    browser = app().browser(),
  ): Promise<PersonOn> => {
    const id = (
      await browser
        .post('/api/profiles')
        .set('X-Forwarded-For', network)
        .send(ownWords(input))
        .expect(201)
    ).body.profile.id as string;
    return { id, browser, network };
  };

  // Askers of one person each need a network of their own: only a few may wait from one site, and
  // a block or decline reaches the blocked browser's whole /24 (tenth hostile pass #6).
  let networksUsed = 0;
  /** A profile from an IPv4 /24 no other person of the suite uses (the app must trust loopback). */
  const personElsewhere = (input: ProfileInput, browser = app().browser()): Promise<PersonOn> => {
    // 198.18.0.0/15, set aside for tests (RFC 2544): 512 networks of 256 addresses.
    if (networksUsed >= 512) throw new Error('personElsewhere: the test networks are used up');
    const network = `198.${18 + Math.floor(networksUsed / 256)}.${networksUsed % 256}.1`;
    networksUsed += 1;
    return personOn(input, network, browser);
  };

  /**
   * As `personElsewhere`, but here for longer than a browser counts as new: requests from new
   * browsers wait folded, apart from a person's waiting places (fifteenth hostile pass #2), so
   * tests of those places ask with people who have been here a while.
   */
  const regularElsewhere = async (input: ProfileInput): Promise<PersonOn> => {
    const who = await personElsewhere(input);
    await longStanding(app(), [who]);
    return who;
  };

  /** The handles of the people on all the viewer's pages of a blueprint, page after page. */
  const handlesOn = async (viewer: Person, key: string): Promise<string[]> => {
    const handles: string[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const url = `/api/profiles/${viewer.id}/blueprints/${key}?page=${page}`;
      const body = (await sentBy(viewer, viewer.browser.get(url)).expect(200)).body as {
        people: { handle: string }[];
        pageCount: number;
      };
      handles.push(...body.people.map((p) => p.handle));
      pageCount = body.pageCount;
    }
    return handles;
  };

  /** The handle `other` has on the viewer's pages, or undefined when no page shows them. */
  const shownHandle = async (
    viewer: Person,
    other: Person,
    key = HOMESHARE,
  ): Promise<string | undefined> => {
    const wanted = handleOf(viewer.id, other.id);
    return (await handlesOn(viewer, key)).find((handle) => handle === wanted);
  };

  const sees = async (viewer: Person, other: Person, key = HOMESHARE): Promise<boolean> =>
    (await shownHandle(viewer, other, key)) !== undefined;

  /** The handle of `other` on the viewer's pages, expected to be shown there. */
  const handleFor = async (viewer: Person, other: Person, key = HOMESHARE): Promise<string> => {
    const wanted = handleOf(viewer.id, other.id);
    expect(await handlesOn(viewer, key)).toContain(wanted);
    return wanted;
  };

  /** A request for an introduction whose answer the caller checks (the handle is not looked up). */
  const tryAsk = (asker: Person, to: Person, message: string): Test =>
    sentBy(asker, asker.browser.post(`/api/profiles/${asker.id}/introductions`)).send({
      blueprintKey: HOMESHARE,
      handle: handleOf(asker.id, to.id),
      message,
    });

  /** Asks `to` for an introduction once the asker's page shows them; the id of the request. */
  const ask = async (asker: Person, to: Person, message = 'Hello'): Promise<string> => {
    await handleFor(asker, to);
    return (await tryAsk(asker, to, message).expect(201)).body.id as string;
  };

  return {
    person,
    personOn,
    personElsewhere,
    regularElsewhere,
    shownHandle,
    sees,
    handleFor,
    tryAsk,
    ask,
  };
}
