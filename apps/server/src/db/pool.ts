/**
 * One `pg.Pool` for the whole process: PostgreSQL when DATABASE_URL is set, otherwise the embedded
 * PGlite (Postgres compiled to WASM) persisted under DATA_DIR/db, or in memory for tests.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';

export interface DatabasePool {
  pool: pg.Pool;
  kind: DatabaseTarget['kind'];
  /** Ends the pool and, for PGlite, closes the embedded database (flushes it to disk). */
  close(): Promise<void>;
}

// Dates stay ISO strings in answers: timestamptz → Date is done by pg; bigint counts become numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Extensions the search relies on; loaded into PGlite, created by migrations on both engines. */
export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };

/**
 * An idle connection the server ends (a restart, a failover, `pg_terminate_backend`, a dropped database)
 * makes the pool emit 'error'; unheard, that event would end the process. The pool replaces the connection
 * on the next query, so a warning is all it needs.
 */
function reportIdleConnectionErrors(pool: pg.Pool): pg.Pool {
  pool.on('error', (error: Error & { code?: string }) => {
    process.stderr.write(`database: an idle connection was closed (${error.code ?? 'no code'}: ${error.message})\n`);
  });
  return pool;
}

/** Ends the pool once (Kysely's destroy may already have ended it). */
async function endPool(pool: pg.Pool): Promise<void> {
  if (!pool.ended) await pool.end();
}

export async function createDatabasePool(target: DatabaseTarget): Promise<DatabasePool> {
  if (target.kind === 'postgres') {
    // JIT compilation costs 50–100 ms on the large-estimate search plans and saves nothing on them
    // (docs/performance.md), so it is off for the app's sessions. 16 MB of work memory keeps the bitmap of a
    // search within several cities (about 100k leads) exact: at the default 4 MB it turns lossy and every lead of
    // its pages is checked again (docs/decisions.md 'Radius search through geo cells').
    const pool = reportIdleConnectionErrors(
      new pg.Pool({ connectionString: target.url, max: 10, options: '-c jit=off -c work_mem=16MB' }),
    );
    return { pool, kind: 'postgres', close: () => endPool(pool) };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: target.dataDir ?? undefined,
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: target.initialDump,
  });
  const pool = reportIdleConnectionErrors(new pg.Pool({ ...createPgConfig(pglite), max: 1 }));
  return {
    pool,
    kind: 'pglite',
    close: async () => {
      await endPool(pool);
      if (!pglite.closed) await pglite.close();
    },
  };
}
