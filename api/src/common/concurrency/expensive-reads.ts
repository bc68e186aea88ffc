import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';
import { clientKey, networkKey, siteKey } from '../http/client-address.js';
import { AdmissionGate } from './admission-gate.js';

/**
 * The one line for reads that use much of the database (a profile's matches, a blueprint page with
 * its people, the navigation's "My Matches"): ten addresses, each within its own caps, running them
 * side by side held health probes up to 10 s and other people's pages up to 5 s (ninth hostile pass
 * #5), so they run a few at a time for the whole process (`expensiveReads`).
 *
 * A read enters it only once the asker is known to own the profile: strangers asking for others'
 * matches took the places before the owner check and 263 of 300 got 503 instead of 403 (thirteenth
 * hostile pass #5). In line, a site (an IPv4 address, an IPv6 /48) that read often lately waits
 * behind one that did not (AdmissionGate), so throwaway profiles reading in loops cannot keep a
 * person from their own matches (#4). The turn is given back when the read is done, not when a slow
 * client has taken the whole answer.
 */
@Injectable()
export class ExpensiveReads implements OnApplicationShutdown {
  private readonly line: AdmissionGate;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.line = new AdmissionGate(config.expensiveReads);
  }

  /**
   * Runs `read` in the asker's turn, the asker known by its site, its network and, when it has one,
   * its browser (`ownerKey`): the busiest counts, so one browser that asks from a new address each
   * time is as busy as it is (fourteenth hostile pass #1). A full line or a long wait is 503 at once.
   */
  async run<T>(request: Request, read: () => Promise<T>, ownerKey?: string): Promise<T> {
    const client = clientKey(request);
    // Its network too (an IPv4 /24, an IPv6 /48): twenty profiles reading pages from the addresses
    // of one /24 kept another person's page waiting seconds (eighteenth hostile pass #2).
    const askers = [`site:${siteKey(client)}`, `network:${networkKey(client)}`];
    let leave: () => void;
    try {
      leave = await this.line.enter(ownerKey ? [...askers, `browser:${ownerKey}`] : askers);
    } catch {
      throw new RequestError(RequestErrorCode.ServerBusy);
    }
    try {
      return await read();
    } finally {
      leave();
    }
  }

  onApplicationShutdown(): void {
    this.line.close();
  }
}
