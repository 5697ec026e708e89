/**
 * `npm run db:types` writes apps/server/src/db/generated-schema.ts from the migrated schema; `npm run db:types --
 * --verify` (CI) fails when the committed file differs from a fresh generation. Both migrate a new, empty PostgreSQL
 * database (TYPES_DATABASE_URL names the server, default postgres://postgres@127.0.0.1:5432/postgres), run
 * kysely-codegen over it with .kysely-codegenrc.json, and drop the database. docs/decisions.md 'Generated database
 * types' says why kysely-codegen runs through npx with pinned versions.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createKysely } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';

/** kysely-codegen loads the TypeScript 5 compiler API, which the project's TypeScript 7 does not have. */
const GENERATOR = ['kysely-codegen@0.20.0', 'typescript@5.9.3', 'kysely@0.28.18', 'pg@8.23.1'];

const verify = process.argv.includes('--verify');
const server = new URL(process.env.TYPES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `agencyscout_types_${randomBytes(4).toString('hex')}`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await onServer(`CREATE DATABASE ${name}`);
try {
  const url = new URL(server);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const db = createKysely(pool);
  await migrateToLatest(db);
  await db.destroy();
  const packages = GENERATOR.flatMap((spec) => ['--package', spec]);
  const root = path.resolve(import.meta.dirname, '..');
  const flags = [
    ...['--config-file', path.join(root, '.kysely-codegenrc.json')],
    ...['--out-file', path.join(root, 'apps/server/src/db/generated-schema.ts')],
    ...['--url', url.toString()],
    ...(verify ? ['--verify'] : []),
  ];
  // Run outside the project, or npx would take the project's own pg and TypeScript instead of these.
  execFileSync('npx', ['--yes', ...packages, 'kysely-codegen', ...flags], { stdio: 'inherit', cwd: tmpdir() });
} finally {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
