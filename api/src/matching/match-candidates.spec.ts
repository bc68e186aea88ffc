import {
  type FoundCandidate,
  perGroupGate,
  siteAndLookOf,
  siteLookAndOwnerOf,
} from './match-candidates.js';

const person = (
  id: string,
  site: string | null,
  owner: string | null = null,
  look: string | null = null,
): FoundCandidate => ({
  id,
  point: null,
  timeAvailable: null,
  energyLevel: null,
  valueKeys: [],
  owner,
  site,
  look,
});

describe('perGroupGate', () => {
  it('admits at most two people of one site, in order, and each of them again', () => {
    const admit = perGroupGate(2, siteAndLookOf);
    const people = ['a', 'b', 'c', 'd'].map((id) => person(id, 'site-1'));
    expect(people.filter(admit).map((p) => p.id)).toEqual(['a', 'b']);
    // The same people under another key: the two already shown, no one new of that site.
    expect(
      [...people]
        .reverse()
        .filter(admit)
        .map((p) => p.id),
    ).toEqual(['b', 'a']);
    expect(admit(person('e', 'site-2'))).toBe(true);
  });

  it('counts a person of no known site as a site of their own', () => {
    const admit = perGroupGate(2, siteAndLookOf);
    expect(['a', 'b', 'c'].map((id) => admit(person(id, null)))).toEqual([true, true, true]);
  });

  it('holds both caps at once, and never takes a site for an owner', () => {
    const admit = perGroupGate(2, siteLookAndOwnerOf);
    expect(admit(person('a', 'x', 'browser-1'))).toBe(true);
    expect(admit(person('b', 'y', 'browser-1'))).toBe(true);
    // A third profile of that browser, from a third site.
    expect(admit(person('c', 'z', 'browser-1'))).toBe(false);
    // An owner hash equal to a site hash is another group.
    expect(admit(person('d', 'w', 'x'))).toBe(true);
    expect(admit(person('e', 'x', 'browser-2'))).toBe(true);
    expect(admit(person('f', 'x', 'browser-3'))).toBe(false);
  });

  it('admits at most two of one look across sites, and people of other looks', () => {
    const admit = perGroupGate(2, siteAndLookOf);
    // Look-alikes from four sites: two of them, then no more, whatever site they come from.
    const alike = ['a', 'b', 'c', 'd'].map((id, i) => person(id, `site-${i}`, null, 'look-1'));
    expect(alike.filter(admit).map((p) => p.id)).toEqual(['a', 'b']);
    expect(admit(person('e', 'site-0', null, 'look-2'))).toBe(true);
    // A look equal to a site hash is another group.
    expect(admit(person('f', 'site-9', null, 'site-0'))).toBe(true);
  });
});
