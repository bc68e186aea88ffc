import { type FoundCandidate, perGroupGate, siteAndOwnerOf, siteOf } from './match-candidates.js';

const person = (id: string, site: string | null, owner: string | null = null): FoundCandidate => ({
  id,
  point: null,
  timeAvailable: null,
  energyLevel: null,
  valueKeys: [],
  owner,
  site,
});

describe('perGroupGate', () => {
  it('admits at most two people of one site, in order, and each of them again', () => {
    const admit = perGroupGate(2, siteOf);
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
    const admit = perGroupGate(2, siteOf);
    expect(['a', 'b', 'c'].map((id) => admit(person(id, null)))).toEqual([true, true, true]);
  });

  it('holds both caps at once, and never takes a site for an owner', () => {
    const admit = perGroupGate(2, siteAndOwnerOf);
    expect(admit(person('a', 'x', 'browser-1'))).toBe(true);
    expect(admit(person('b', 'y', 'browser-1'))).toBe(true);
    // A third profile of that browser, from a third site.
    expect(admit(person('c', 'z', 'browser-1'))).toBe(false);
    // An owner hash equal to a site hash is another group.
    expect(admit(person('d', 'w', 'x'))).toBe(true);
    expect(admit(person('e', 'x', 'browser-2'))).toBe(true);
    expect(admit(person('f', 'x', 'browser-3'))).toBe(false);
  });
});
