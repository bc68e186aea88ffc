import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { PGlite, types, type Results } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { AdmissionGate } from '../common/concurrency/admission-gate.js';

// TypeORM's postgres driver talks to a `pg`-shaped module: `new Pool(options)`, `pool.connect(cb)`,
// `client.query(sql, params)`. This adapter gives it one PGlite instance per DataSource. PGlite has a
// single connection, so a client is lent to one caller at a time: a transaction holds it from BEGIN
// to COMMIT and nobody else's statements can interleave (typeorm-pglite shares the connection
// without such a lock; see docs/DECISIONS.md).

type Release = (error?: unknown) => void;
type ConnectCallback = (error: unknown, client: EmbeddedClient | null, release: Release) => void;

interface PgLikeResult {
  rows: unknown[];
  rowCount: number;
  command: string | undefined;
  fields: Results['fields'];
}

// Mirror node-postgres: 64-bit integers and numerics arrive as strings so no precision is lost.
const asText = (value: string): string => value;

function toPgResult(result: Results | undefined): PgLikeResult {
  return {
    rows: result?.rows ?? [],
    rowCount: result?.rowCount ?? result?.affectedRows ?? 0,
    command: result?.command,
    fields: result?.fields ?? [],
  };
}

class EmbeddedClient extends EventEmitter {
  constructor(private readonly database: Promise<PGlite>) {
    super();
  }

  async query(sql: string, parameters?: unknown[]): Promise<PgLikeResult> {
    // PGlite answers on this thread and its promises settle without the event loop turning, so a
    // chain of queries (one chat turn after another) would run without reading the network once,
    // health probes included (fifth hostile pass #4/#5). Each statement first lets it turn.
    await nextLoopTurn();
    const db = await this.database;
    if (parameters && parameters.length > 0) {
      return toPgResult(await db.query(sql, parameters));
    }
    // Parameterless text may hold several statements (as with node-postgres' simple protocol).
    const results = await db.exec(sql);
    return toPgResult(results[results.length - 1]);
  }
}

export interface EmbeddedPostgres {
  /** The module TypeORM's postgres driver expects in its `driver` option. */
  driver: { Pool: new () => EventEmitter };
}

/** Opens (or creates) an embedded PostgreSQL in `dataDir`; `memory://` keeps it in memory. */
export function createEmbeddedPostgres(dataDir: string): EmbeddedPostgres {
  let database: Promise<PGlite> | undefined;
  // One connection, lent to one caller at a time, the others waiting in arrival order.
  const connection = new AdmissionGate({ concurrency: 1, queue: Infinity, maxWaitMs: Infinity });

  const open = (): Promise<PGlite> => {
    if (!database) {
      if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
      database = PGlite.create(dataDir, {
        // The guide's retrieval uses them (trigram typo tolerance, accent folding, edit distance);
        // the same contrib extensions ship with PostgreSQL.
        extensions: { pg_trgm, unaccent, fuzzystrmatch },
        parsers: { [types.INT8]: asText, [types.NUMERIC]: asText },
        serializers: {
          // TypeORM sends booleans untyped; PGlite would otherwise send "1"/"0" which PostgreSQL refuses.
          [types.BOOL]: (value: unknown) =>
            value === true || value === 'true' || value === 1 ? 't' : 'f',
        },
      });
    }
    return database;
  };

  class EmbeddedPool extends EventEmitter {
    async connect(callback: ConnectCallback): Promise<void> {
      let client: EmbeddedClient;
      try {
        await open();
        client = new EmbeddedClient(open());
      } catch (error) {
        callback(error, null, () => undefined);
        return;
      }
      const release = await connection.enter();
      callback(null, client, () => release());
    }

    end(callback?: (error?: unknown) => void): void {
      const closing = database ? database.then((db) => db.close()) : Promise.resolve();
      database = undefined;
      closing.then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
    }
  }

  return { driver: { Pool: EmbeddedPool } };
}
