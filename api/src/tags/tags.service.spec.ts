import type { DataSource } from 'typeorm';
import { TagClicksRepository } from './tag-clicks.repository.js';
import { TagsService } from './tags.service.js';

/** The service over a database that records each statement and answers a count of 1. */
function recordingService(at: { now: Date }) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const dataSource = {
    query: (sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      return Promise.resolve(sql.includes('sum(clicks)') ? [{ total: '1' }] : []);
    },
  } as unknown as DataSource;
  return {
    service: new TagsService(new TagClicksRepository(dataSource), { now: () => at.now }),
    statements,
  };
}

const voterHash = (statements: { sql: string; params: unknown[] }[]): unknown =>
  statements.filter((statement) => statement.sql.includes('INSERT INTO tag_click_voters')).at(-1)
    ?.params[3];

describe('TagsService clicks', () => {
  it('stores a hash of the client, different for another tag or day, never the address', async () => {
    const at = { now: new Date('2026-11-28T10:00:00Z') };
    const { service, statements } = recordingService(at);
    await service.clickFree('free-us-1', '203.0.113.7');
    const first = voterHash(statements);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(statements)).not.toContain('203.0.113.7');
    await service.clickFree('free-us-1', '203.0.113.7');
    expect(voterHash(statements)).toBe(first);
    await service.clickFree('free-us-2', '203.0.113.7');
    expect(voterHash(statements)).not.toBe(first);
    at.now = new Date('2026-11-29T10:00:00Z');
    await service.clickFree('free-us-1', '203.0.113.7');
    expect(voterHash(statements)).not.toBe(first);
  });

  it('deletes records older than the popularity window, at most once an hour', async () => {
    const at = { now: new Date('2026-11-28T10:00:00Z') };
    const { service, statements } = recordingService(at);
    const prunes = () =>
      statements
        .filter((statement) => statement.sql.startsWith('DELETE FROM tag_click_voters'))
        .map((statement) => statement.params);
    await service.clickDynamic('us-1', '203.0.113.7');
    at.now = new Date('2026-11-28T10:59:00Z');
    await service.clickDynamic('us-1', '203.0.113.8');
    // The week of "popular this week" is today and the six days before it.
    expect(prunes()).toEqual([['2026-11-22']]);
    at.now = new Date('2026-11-28T11:00:00Z');
    await service.clickDynamic('us-1', '203.0.113.9');
    expect(prunes()).toEqual([['2026-11-22'], ['2026-11-22']]);
  });
});
