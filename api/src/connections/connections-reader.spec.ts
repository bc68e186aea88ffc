import { addressKey } from '../common/http/client-address.js';
import { reportNetworkKey } from './connections-reader.js';

// Eighth hostile pass #2: three neighbouring IPv4 addresses were three "independent" reporters.
describe('reportNetworkKey', () => {
  it('counts an IPv4 /24 as one network, and neighbouring /24s apart', () => {
    const keys = ['198.51.100.10', '198.51.100.11', '198.51.100.255'].map(reportNetworkKey);
    expect(new Set(keys)).toEqual(new Set(['198.51.100.0/24']));
    expect(reportNetworkKey('198.51.101.10')).toBe('198.51.101.0/24');
  });

  it('counts an IPv6 /48 as one network, and an IPv4-mapped address by its /24', () => {
    const keys = ['2001:db8:7:7::1', '2001:db8:7:ff00::9'].map((a) =>
      reportNetworkKey(addressKey(a)),
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:7::/48']));
    expect(reportNetworkKey(addressKey('2001:db8:8::1'))).toBe('2001:db8:8::/48');
    expect(reportNetworkKey(addressKey('::ffff:198.51.100.12'))).toBe('198.51.100.0/24');
  });
});
