import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../../config/app-config.js';
import { DomainError } from '../errors/domain-error.js';
import {
  NEW_NETWORKS_BUSY,
  NEW_PROFILE_CEILING,
  NewProfileCeiling,
} from './new-profile-ceiling.js';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.store.js';

const HOUR = 3600 * 1000;

describe('new profile ceiling per network', () => {
  let now: number;
  let ceiling: NewProfileCeiling;
  // The installation's bar for new networks is off by default; staff set it under a flood.
  const config = loadConfig({ RATE_LIMIT_NEWNETWORKPROFILES: '200/3600' });
  const { newprofiles: hourly, newprofilesdaily: daily, newnetworkprofiles } = config.rateLimits;

  beforeEach(() => {
    now = Date.UTC(2026, 10, 29, 6);
    ceiling = new NewProfileCeiling(config, new MemoryRateLimitStore(() => now));
  });

  /** How a new profile from this address fares: 'ok', or the refusal's code and words. */
  const attempt = async (
    client: string,
    network: string,
    lang: 'en' | 'de' = 'en',
    newNetwork = false,
  ) => {
    try {
      await ceiling.admit(client, network, { newNetwork });
      return 'ok';
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { status: error.status, code: error.code, message: error.messageIn(lang) };
    }
  };

  it('lets a household, a care home or a library through, not a site making profiles all day', () => {
    // The ceilings as shipped: a few an hour, a couple of dozen a day.
    expect(hourly.limit).toBeGreaterThanOrEqual(6);
    expect(hourly.windowSeconds).toBe(3600);
    expect(daily.limit).toBeLessThanOrEqual(48);
    expect(daily.windowSeconds).toBe(86_400);
  });

  it('refuses past the hourly and then the daily ceiling, with the same code in both languages', async () => {
    let made = 0;
    let refusedInHour = 0;
    // One attempt every two minutes all day, from addresses all over one /24.
    for (let minute = 0; minute < 24 * 60; minute += 2) {
      now += 2 * 60 * 1000;
      const answer = await attempt(`198.51.100.${minute % 250}`, '198.51.100.0/24');
      if (answer === 'ok') made += 1;
      else {
        refusedInHour += 1;
        expect(answer).toMatchObject({ status: 429, code: NEW_PROFILE_CEILING });
      }
    }
    expect(made).toBe(daily.limit);
    expect(refusedInHour).toBeGreaterThan(0);
    const en = await attempt('198.51.100.3', '198.51.100.0/24');
    const de = await attempt('198.51.100.3', '198.51.100.0/24', 'de');
    expect(en).toMatchObject({ message: expect.stringMatching(/tomorrow\.$/) });
    expect(de).toMatchObject({ message: expect.stringMatching(/morgen noch einmal\.$/) });
    // Another network is not held back, and the next day the same one may again.
    expect(await attempt('192.0.2.1', '192.0.2.0/24')).toBe('ok');
    now += 24 * HOUR;
    expect(await attempt('198.51.100.3', '198.51.100.0/24')).toBe('ok');
  });

  it('counts no address that names no network, and lets profiles through without its store', async () => {
    for (const client of ['127.0.0.1', '10.1.2.3', '192.168.0.7', '::/64'])
      for (let i = 0; i < daily.limit + 5; i++) expect(await attempt(client, client)).toBe('ok');
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('gone')),
      count: () => Promise.reject(new Error('gone')),
      close: () => Promise.resolve(),
    };
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const without = new NewProfileCeiling(config, broken);
    await expect(
      without.admit('203.0.113.1', '203.0.113.0/24', { newNetwork: true }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not limiting'));
    warn.mockRestore();
  });

  it('holds a flood from many new networks to the installation’s bar, never a network people have used', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    // One profile from each of 1,000 new /24s within a minute, each within its own ceiling.
    const answers = [];
    for (let i = 0; i < 1000; i++)
      answers.push(await attempt(`10${Math.floor(i / 250)}.${i % 250}.7.1`, `n${i}`, 'en', true));
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(newnetworkprofiles.limit);
    expect(answers.at(-1)).toMatchObject({ status: 429, code: NEW_NETWORKS_BUSY });
    expect(await attempt('104.1.7.1', 'n-late', 'de', true)).toMatchObject({
      message: expect.stringMatching(/^Gerade werden sehr viele neue Profile angelegt/),
    });
    // Staff hear of it once, not once per refusal.
    expect(warn.mock.calls.filter(([line]) => String(line).includes('new networks'))).toHaveLength(
      1,
    );
    warn.mockRestore();
    // Meanwhile someone from a network in use for a week signs up as ever.
    expect(await attempt('192.0.2.9', '192.0.2.0/24')).toBe('ok');
    // And the bar is an hour's: new networks may again once it has passed.
    now += HOUR;
    expect(await attempt('104.2.7.1', 'n-next-hour', 'en', true)).toBe('ok');
  });

  it('is off when both windows are off', async () => {
    const off = loadConfig({ RATE_LIMIT_NEWPROFILES: 'off', RATE_LIMIT_NEWPROFILESDAILY: 'off' });
    const unlimited = new NewProfileCeiling(off, new MemoryRateLimitStore(() => now));
    for (let i = 0; i < daily.limit * 3; i++)
      await expect(
        unlimited.admit('203.0.113.1', '203.0.113.0/24', { newNetwork: false }),
      ).resolves.toBeUndefined();
  });
});
