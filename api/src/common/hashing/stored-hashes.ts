import { createHash } from 'node:crypto';
import { networkKey, siteKey } from '../http/client-address.js';

// What is stored of a secret key or a client's address: a hash, never the key or the address. Shared
// by every module that counts or recognises a browser, a site or a network (profiles, connections,
// chat), so that each counts them as the others do.

/** SHA-256 hex: what is stored of an owner key, a return key or a token, never the key itself. */
export const keyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** What is stored of the site (IPv4 address or IPv6 /48) of a client key: its hash, never the address. */
export const siteHash = (network: string): string => keyHash(`site:${siteKey(network)}`);

/** What is stored of a client key's network (networkKey): its hash, never the address. */
export const networkHash = (network: string): string => keyHash(`network:${networkKey(network)}`);
