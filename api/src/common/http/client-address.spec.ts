import { addressKey, clientKey, namesSite, siteKey, wideNetworkKey } from './client-address.js';

describe('addressKey', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const keys = new Set(
      [
        '2001:db8:1:2::1',
        '2001:db8:1:2::25',
        '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
        '2001:db8:1:2:a:b:c:d',
        '2001:db8:1:2::1.2.3.4',
      ].map(addressKey),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
  });

  it('keeps neighbouring /64 networks apart', () => {
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps IPv4 addresses whole and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::FFFF:cb00:7105')).toBe('203.0.113.5');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('203.0.113.6')).not.toBe(addressKey('203.0.113.5'));
  });

  it('leaves what is no address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('')).toBe('');
  });
});

describe('clientKey', () => {
  it('keys a request on the address Express saw, else on its socket', () => {
    const socket = { remoteAddress: '::ffff:127.0.0.1' } as never;
    expect(clientKey({ ip: '2001:db8:1:2::99', socket })).toBe('2001:db8:1:2::/64');
    expect(clientKey({ ip: undefined, socket })).toBe('127.0.0.1');
  });

  it('drops a port a proxy wrote, and counts what is no address as the proxy itself', () => {
    const socket = { remoteAddress: '10.0.0.7' } as never;
    const keys = ['20.9.9.5:1000', '20.9.9.5:1013', '20.9.9.5'].map((ip) =>
      clientKey({ ip, socket }),
    );
    expect(new Set(keys)).toEqual(new Set(['20.9.9.5']));
    expect(clientKey({ ip: '[2001:db8:1:2::9]:443', socket })).toBe('2001:db8:1:2::/64');
    for (const ip of ['not-an-address', '20.9.9.5:port', '999.1.1.1', ''])
      expect(clientKey({ ip, socket })).toBe('10.0.0.7');
  });
});

describe('siteKey', () => {
  it('widens an IPv6 /64 to its /48 and keeps an IPv4 address', () => {
    expect(siteKey(addressKey('2001:db8:1:2::5'))).toBe('2001:db8:1::/48');
    expect(siteKey(addressKey('2001:db8:1:ff00::9'))).toBe('2001:db8:1::/48');
    expect(siteKey(addressKey('2001:db8:2:1::9'))).not.toBe(siteKey(addressKey('2001:db8:1:1::9')));
    expect(siteKey('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('wideNetworkKey', () => {
  it('takes every /48 of one IPv6 /32 as one sender, and an IPv4 /24', () => {
    // Sixteenth hostile pass #1: eleven /48s of one /40.
    expect(wideNetworkKey(addressKey('2001:db8:ab01:1::1'))).toBe('2001:db8::/32');
    expect(wideNetworkKey(addressKey('2001:db8:ab0b:3::1'))).toBe('2001:db8::/32');
    expect(wideNetworkKey(addressKey('2a01:4f8:1:2::1'))).toBe('2a01:4f8::/32');
    expect(wideNetworkKey('203.0.113.7')).toBe('203.0.113.0/24');
    expect(wideNetworkKey('203.0.114.7')).not.toBe(wideNetworkKey('203.0.113.7'));
  });
});

describe('namesSite', () => {
  it('tells public networks apart, not this machine, private networks or links', () => {
    for (const address of ['203.0.113.7', '198.18.0.1', '8.8.8.8', '2001:db8:1:2::5'])
      expect(namesSite(addressKey(address))).toBe(true);
    for (const address of [
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.1.1',
      'fd12:3456::1',
      'fe80::1%eth0',
      'unknown',
    ])
      expect(namesSite(addressKey(address))).toBe(false);
    // Only the private ranges: their neighbours are public.
    expect(namesSite('172.32.0.1')).toBe(true);
    expect(namesSite('11.0.0.1')).toBe(true);
  });
});
