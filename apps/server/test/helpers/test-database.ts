/**
 * A fresh database per test file: in-memory PGlite by default, or — when TEST_DB=postgres — a
 * newly created database on the server named by TEST_DATABASE_URL (named after that URL's database),
 * dropped afterwards.
 *
 * PGlite starts from a dump of one migrated database instead of running initdb and the migrations in
 * every file (about 3 s instead of 12 s on a busy two-core machine; docs/performance.md). The dump is
 * cached under node_modules/.cache, keyed by the migration files and the PGlite version.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { type DatabaseTarget, REPOSITORY_ROOT } from '../../src/config.ts';
import { createKysely } from '../../src/db/kysely.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { PGLITE_EXTENSIONS } from '../../src/db/pool.ts';

export interface TestDatabaseTarget {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(REPOSITORY_ROOT, 'apps/server/src/db/migrations');
const CACHE_DIR = path.join(REPOSITORY_ROOT, 'node_modules/.cache/agencyscout-test-db');

async function dumpKey(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteManifest = path.join(REPOSITORY_ROOT, 'node_modules/@electric-sql/pglite/package.json');
  hash.update(existsSync(pgliteManifest) ? await readFile(pgliteManifest) : 'pglite');
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file);
    hash.update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Creates, migrates and dumps one PGlite database. */
async function buildMigratedDump(): Promise<Blob> {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = createKysely(pool);
  await migrateToLatest(db);
  await db.destroy();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  return dump;
}

let migratedDump: Promise<Blob> | undefined;

/** The cached dump of a migrated database, built (and written atomically) when missing. */
function loadMigratedDump(): Promise<Blob> {
  migratedDump ??= (async () => {
    const file = path.join(CACHE_DIR, `migrated-${await dumpKey()}.tar`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const dump = await buildMigratedDump();
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  return migratedDump;
}

export async function createTestDatabaseTarget(): Promise<TestDatabaseTarget> {
  if (process.env.TEST_DB !== 'postgres') {
    return { target: { kind: 'pglite', dataDir: null, initialDump: await loadMigratedDump() }, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const url = new URL(adminUrl);
  // Named after the admin database (e.g. a branch's or a CI run's), so parallel runs can tell theirs apart.
  const base =
    url.pathname
      .slice(1)
      .replace(/[^a-z0-9_]/gi, '')
      .slice(0, 40) || 'agencyscout';
  const name = `${base.toLowerCase()}_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
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

/**
 * True in the PGlite run of a suite that also runs on PostgreSQL (TEST_DATABASE_URL set, as in CI). The few
 * heaviest files (real-dataset imports, the input fuzz) run there only, so CI stays within its time; without
 * TEST_DATABASE_URL they run on PGlite as usual.
 */
export const runsOnPostgresInstead = process.env.TEST_DB !== 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
