import { REPORTER_MIN_AGE_DAYS } from '../../src/connections/people-connections.repository.js';
import type { Person } from './people.js';
import type { TestApp } from './test-app.js';

/**
 * Makes people's profiles older than a report needs to hide someone from others (a reporter made
 * minutes before counts only toward hiding from itself; eighth hostile pass #2).
 */
export async function longStanding(app: TestApp, people: readonly Person[]): Promise<void> {
  await app.dataSource.query(
    `UPDATE profiles SET created_at = created_at - $2::int * interval '1 day'
      WHERE id = ANY($1::uuid[])`,
    [people.map((who) => who.id), REPORTER_MIN_AGE_DAYS + 23],
  );
}
