/**
 * The pool survives the server closing an idle connection (restart, failover, a dropped database): the
 * 'error' event the pool emits then is reported, not thrown, and the next query opens a new connection.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabaseTarget, type TestDatabaseTarget } from '../../test/helpers/test-database.ts';
import { createDatabasePool, type DatabasePool } from './pool.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
let database: TestDatabaseTarget;
let pool: DatabasePool;

beforeAll(async () => {
  database = await createTestDatabaseTarget();
  pool = await createDatabasePool(database.target);
});

afterAll(async () => {
  await pool?.close();
  await database?.drop();
});

describe.runIf(onPostgres)('an idle connection closed by the server', () => {
  it('is reported as a warning and replaced on the next query', async () => {
    const warnings = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const { rows } = await pool.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = new pg.Client({ connectionString: (database.target as { url: string }).url });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      await admin.end();
      await vi.waitFor(() =>
        expect(String(warnings.mock.calls.at(-1)?.[0])).toMatch(/idle connection was closed \(57P01/),
      );
      const again = await pool.pool.query<{ one: number }>('SELECT 1 AS one');
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      warnings.mockRestore();
    }
  });
});

describe.skipIf(onPostgres)('on the embedded database', () => {
  it('has no server that could close a connection (the PostgreSQL run covers this)', async () => {
    const { rows } = await pool.pool.query<{ one: number }>('SELECT 1 AS one');
    expect(rows[0]?.one).toBe(1);
  });
});
