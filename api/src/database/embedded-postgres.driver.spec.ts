import { DataSource } from 'typeorm';
import { createEmbeddedPostgres } from './embedded-postgres.driver.js';

describe('embedded PostgreSQL driver', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'postgres',
      driver: createEmbeddedPostgres('memory://').driver,
    });
    await dataSource.initialize();
    await dataSource.query(
      'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL, flag boolean NOT NULL)',
    );
  });

  afterAll(() => dataSource.destroy());

  beforeEach(() => dataSource.query('TRUNCATE notes'));

  const bodies = async (): Promise<string[]> =>
    (await dataSource.query('SELECT body FROM notes ORDER BY body')).map(
      (row: { body: string }) => row.body,
    );

  it('keeps a rolled-back transaction invisible while another commits beside it', async () => {
    let releaseFirst!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => (releaseFirst = resolve));

    const failing = dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO notes (body, flag) VALUES ($1, $2)', ['rolled back', true]);
      await firstMayFinish;
      throw new Error('abort');
    });
    const committing = dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO notes (body, flag) VALUES ($1, $2)', ['committed', false]);
    });
    const outsideRead = bodies();
    releaseFirst();

    await expect(failing).rejects.toThrow('abort');
    await committing;
    expect(await outsideRead).toEqual([]);
    expect(await bodies()).toEqual(['committed']);
  });

  it('reports affected rows like node-postgres', async () => {
    await dataSource.query(
      "INSERT INTO notes (body, flag) VALUES ('a', true), ('b', true), ('c', false)",
    );
    const result = await dataSource
      .createQueryBuilder()
      .update('notes')
      .set({ flag: false })
      .where('flag = :flag', { flag: true })
      .execute();
    expect(result.affected).toBe(2);
    const deleted = await dataSource.createQueryBuilder().delete().from('notes').execute();
    expect(deleted.affected).toBe(3);
  });

  it('returns 64-bit counts as strings, as node-postgres does', async () => {
    const [row] = await dataSource.query('SELECT count(*) AS n FROM notes');
    expect(row.n).toBe('0');
  });
});
