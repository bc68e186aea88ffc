import { profileLinkProblem, returnKeyFromHash, returnLink } from './profile-link';

const ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const KEY = 'A'.repeat(42) + 'b';

describe('profile links', () => {
  it('reads a missing id, a cut-off or made-up id, and a real one', () => {
    expect(profileLinkProblem(undefined)).toBe('missing');
    expect(profileLinkProblem('')).toBe('missing');
    expect(profileLinkProblem('abc')).toBe('malformed');
    expect(profileLinkProblem(ID.slice(0, 30))).toBe('malformed');
    expect(profileLinkProblem(`${ID}x`)).toBe('malformed');
    expect(profileLinkProblem(ID)).toBeNull();
    expect(profileLinkProblem(ID.toUpperCase())).toBeNull();
  });

  it('takes a return key only in the form the API issues', () => {
    expect(returnKeyFromHash(`#key=${KEY}`)).toBe(KEY);
    expect(returnKeyFromHash(`key=${KEY}`)).toBe(KEY);
    expect(returnKeyFromHash('#key=short')).toBeNull();
    expect(returnKeyFromHash(`#key=${KEY.slice(1)}<`)).toBeNull();
    expect(returnKeyFromHash('')).toBeNull();
  });

  it('builds the private link from the page origin', () => {
    expect(returnLink('https://ageless.example', ID, KEY)).toBe(
      `https://ageless.example/matches/${ID}#key=${KEY}`,
    );
  });
});
