/**
 * A fresh database per test file: in-memory PGlite by default, or — when TEST_DB=postgres — a
 * newly created database on the server named by TEST_DATABASE_URL, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/config.ts';

export interface TestDatabaseTarget {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

export async function createTestDatabaseTarget(): Promise<TestDatabaseTarget> {
  if (process.env.TEST_DB !== 'postgres') return { target: { kind: 'pglite', dataDir: null }, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `agencyscout_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
