/**
 * A fresh database per test file: in-memory PGlite by default, or — when TEST_DB=postgres — a
 * newly created database on the server named by TEST_DATABASE_URL (named after that URL's database),
 * dropped afterwards.
 *
 * PGlite starts from a dump of one migrated database instead of running initdb and the migrations in
 * every file (about 3 s instead of 12 s on a busy two-core machine; docs/performance.md). The dump is
 * cached under node_modules/.cache, keyed by the migration files and the PGlite version. PostgreSQL copies
 * each file's database from one migrated template database on the server, keyed the same way.
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

/** Runs `statement` on the server's admin database (the one TEST_DATABASE_URL names). */
async function onAdminDatabase<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server URL with another database name. */
function urlOfDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates (once per migration set, under an advisory lock so parallel workers build it once) a migrated database
 * that each test file's database is copied from: `CREATE DATABASE … TEMPLATE` takes under a second where running
 * every migration took 3–8 s per file. It is built under a temporary name and renamed when complete, so a run
 * that stops half-way never leaves a half-migrated template; templates of older migration sets of the same base
 * name are dropped.
 */
async function migratedTemplate(adminUrl: string, base: string): Promise<string> {
  const name = `${base}_tpl_${await dumpKey()}`;
  return onAdminDatabase(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [base]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${base}_tpb_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const pool = new pg.Pool({ connectionString: urlOfDatabase(adminUrl, building), max: 1 });
        const db = createKysely(pool);
        await migrateToLatest(db);
        await db.destroy();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        const stale = await admin.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE $1 || '\\_tp%' AND datname <> $2",
          [base, name],
        );
        for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [base]);
    }
    return name;
  });
}

let template: Promise<string> | undefined;

export async function createTestDatabaseTarget(): Promise<TestDatabaseTarget> {
  if (process.env.TEST_DB !== 'postgres') {
    return { target: { kind: 'pglite', dataDir: null, initialDump: await loadMigratedDump() }, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // Named after the admin database (e.g. a branch's or a CI run's), so parallel runs can tell theirs apart.
  const base =
    new URL(adminUrl).pathname
      .slice(1)
      .replace(/[^a-z0-9_]/gi, '')
      .slice(0, 40)
      .toLowerCase() || 'agencyscout';
  template ??= migratedTemplate(adminUrl, base);
  const from = await template;
  const name = `${base}_t_${randomBytes(6).toString('hex')}`;
  await onAdminDatabase(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${from}`));
  return {
    target: { kind: 'postgres', url: urlOfDatabase(adminUrl, name) },
    drop: () =>
      onAdminDatabase(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/**
 * True in the PGlite run of a suite that also runs on PostgreSQL (TEST_DATABASE_URL set, as in CI). The few
 * heaviest files (real-dataset imports, the input fuzz) run there only, so CI stays within its time; without
 * TEST_DATABASE_URL they run on PGlite as usual.
 */
export const runsOnPostgresInstead = process.env.TEST_DB !== 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
