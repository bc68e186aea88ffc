import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { ChatAllowance } from './chat-allowance.js';

describe('ChatAllowance', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a failed give-back without the session id or the owner key (they open a conversation)', async () => {
    const failing = {
      transaction: () => Promise.reject(new Error('connection terminated')),
    } as unknown as DataSource;
    const allowance = new ChatAllowance(
      failing,
      { now: () => new Date('2026-11-23T10:00:00Z') },
      loadConfig({}),
    );
    const logged: unknown[][] = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    const sessionId = 'widget-1763920000000-secret';
    const ownerKey = 'k'.repeat(43);
    await allowance.release(allowance.client(ownerKey, '203.0.113.9'), sessionId);
    expect(logged).toHaveLength(1);
    const text = JSON.stringify(logged, (_key, value: unknown) =>
      value instanceof Error ? value.message : value,
    );
    expect(text).toContain('Could not give back a free conversation');
    expect(text).toContain('connection terminated');
    expect(text).not.toContain(sessionId);
    expect(text).not.toContain(ownerKey);
    expect(text).not.toContain('203.0.113.9');
  });
});
