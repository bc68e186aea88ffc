import { addressKey, networkKey } from '../http/client-address.js';
import { networkHash, siteHash } from './stored-hashes.js';

// Eighth hostile pass #2: three neighbouring IPv4 addresses were three "independent" reporters.
// Tenth hostile pass #6: a block of one address was escaped from the next address of its /24.
describe('networkKey', () => {
  it('counts an IPv4 /24 as one network, and neighbouring /24s apart', () => {
    const keys = ['198.51.100.10', '198.51.100.11', '198.51.100.255'].map(networkKey);
    expect(new Set(keys)).toEqual(new Set(['198.51.100.0/24']));
    expect(networkKey('198.51.101.10')).toBe('198.51.101.0/24');
  });

  it('counts an IPv6 /48 as one network, and an IPv4-mapped address by its /24', () => {
    const keys = ['2001:db8:7:7::1', '2001:db8:7:ff00::9'].map((a) => networkKey(addressKey(a)));
    expect(new Set(keys)).toEqual(new Set(['2001:db8:7::/48']));
    expect(networkKey(addressKey('2001:db8:8::1'))).toBe('2001:db8:8::/48');
    expect(networkKey(addressKey('::ffff:198.51.100.12'))).toBe('198.51.100.0/24');
  });

  it('stores one hash per /24 while the site stays one address', () => {
    expect(networkHash('203.0.113.5')).toBe(networkHash('203.0.113.77'));
    expect(networkHash('203.0.113.5')).not.toBe(networkHash('203.0.114.5'));
    expect(siteHash('203.0.113.5')).not.toBe(siteHash('203.0.113.77'));
  });
});
