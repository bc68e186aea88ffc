import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

// A dotted IPv4 tail of an IPv6 address ('::ffff:1.2.3.4'); the address is validated before this runs.
const DOTTED_TAIL = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit groups of a valid IPv6 address, '::' expanded and a dotted IPv4 tail folded in. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = DOTTED_TAIL.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].map((group) => parseInt(group, 16));
}

/**
 * The client a per-client limit counts, from an address: an IPv4 address as it is, an IPv6 address as
 * its /64 network. A household, a server or a VPN customer is given a whole /64 and may use any address
 * in it, so limits keyed on the full address were escaped with 25 addresses of one /64 (issue 25).
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports an IPv4 client) is the IPv4
 * address. Anything else (no address known) is returned unchanged.
 */
export function addressKey(address: string): string {
  // A zone index ('fe80::1%eth0') names the local interface, not the client.
  const bare = address.split('%')[0] ?? '';
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare.toLowerCase());
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff)
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The site a client key belongs to, for counting people as independent of each other: an IPv6 /64
 * widened to its /48 (one household or office may hold a /56 or a /48, and three /64s of it are not
 * three witnesses; sixth hostile pass #3); an IPv4 address stays itself (neighbours share /24s).
 */
export function siteKey(key: string): string {
  if (!key.endsWith('::/64')) return key;
  return `${key.slice(0, -'::/64'.length).split(':').slice(0, 3).join(':')}::/48`;
}

/**
 * The network a client key belongs to, wherever people are counted as independent of each other
 * or a block must reach a neighbourhood: an IPv4 /24 and an IPv6 /48 (eighth hostile pass #2: three
 * neighbouring addresses of one /24 were three reporters; tenth pass #6: a block of one address was
 * escaped from the next address of its /24). Wider than the site of the rate limits (`siteKey`, an
 * IPv4 address as itself), which must not lump a whole IPv4 neighbourhood into one client.
 */
export function networkKey(clientKey: string): string {
  if (!isIPv4(clientKey)) return siteKey(clientKey);
  return `${clientKey.split('.').slice(0, 3).join('.')}.0/24`;
}

/**
 * The widest network one sender is taken to hold, where what many of them send to one person is
 * bounded (IntroductionsService: newcomers' requests waiting for her): an IPv6 /32, since /48s
 * come free by the dozen from one provider (a tunnel broker hands them out of one /32; sixteenth
 * hostile pass #1: eleven /48s of one /40), and an IPv4 /24 (`networkKey`), since IPv4 networks
 * cost money and a /16 would lump a whole provider's customers together.
 */
export function wideNetworkKey(clientKey: string): string {
  if (!clientKey.endsWith('::/64')) return networkKey(clientKey);
  return `${clientKey.slice(0, -'::/64'.length).split(':').slice(0, 2).join(':')}::/32`;
}

// Addresses that name no client's network: this machine, a private network, a link. A request seems
// to come from one when it passed a proxy the API does not trust (TRUST_PROXY unset behind an
// ingress) or came from the machine itself; then everyone shares it.
const NO_SITE = new BlockList();
for (const [net, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  NO_SITE.addSubnet(net, prefix, 'ipv4');
// An IPv6 key is read as the first address of its /64: the loopback '::1' as '::'. (Not '::/64':
// BlockList matches IPv4 addresses against IPv6 rules as '::ffff:a.b.c.d', which it holds.)
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NO_SITE.addSubnet(net, prefix, 'ipv6');

/**
 * Whether a client key (addressKey) tells a site apart: a public IPv4 address or IPv6 /64. Where a
 * whole page would be capped by what everyone shares (a profile's creating site), a key that does
 * not is counted as no site at all.
 */
export function namesSite(key: string): boolean {
  if (isIPv4(key)) return !NO_SITE.check(key, 'ipv4');
  if (key.endsWith('::/64')) return !NO_SITE.check(key.slice(0, -'/64'.length), 'ipv6');
  return false;
}

// A port a proxy wrote after the address ('203.0.113.5:5678', '[2001:db8::1]:443').
const WITH_PORT = /^(?:\[([\da-f:.]+)\]|(\d{1,3}(?:\.\d{1,3}){3})):\d{1,5}$/i;

/**
 * The client's address as Express sees it: through trusted proxies only (TRUST_PROXY), a port a proxy
 * added dropped. What a proxy passed on that is no address at all counts as the proxy's own: each
 * port or made-up string was a client of its own, 14 profiles from one /24 where 10 is the cap
 * (fourteenth hostile pass #3).
 */
export function clientAddress(req: Pick<Request, 'ip' | 'socket'>): string {
  const told = req.ip;
  if (told !== undefined) {
    const ported = WITH_PORT.exec(told);
    const address = ported ? (ported[1] ?? ported[2] ?? '') : told;
    if (isIP(address.split('%')[0] ?? '') !== 0) return address;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** What every per-client limit counts a request under (rate limits, free tier, budgets, admin guessing). */
export function clientKey(req: Pick<Request, 'ip' | 'socket'>): string {
  return addressKey(clientAddress(req));
}
