import { profileToOpen } from './current-profile';

const A = 'a';
const B = 'b';

describe('the profile "My Matches" opens', () => {
  it('is the remembered one while the browser still owns it', () => {
    expect(profileToOpen([B, A], A)).toBe(A);
    expect(profileToOpen([B, A], 'gone')).toBeNull();
  });

  it('is the only one, else none: never the newest by default', () => {
    expect(profileToOpen([A], null)).toBe(A);
    expect(profileToOpen([B, A], null)).toBeNull();
    expect(profileToOpen([], null)).toBeNull();
  });
});
