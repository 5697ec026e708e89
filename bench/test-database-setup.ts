/**
 * `node bench/test-database-setup.ts [--runs 3]`
 *
 * What one server test file pays for its database on PGlite: a fresh in-memory PGlite (initdb in WASM) plus
 * the migrations, against loading the dump of an already migrated database (what test-database.ts does).
 * Prints the median and every run in milliseconds.
 */
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { createKysely } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { PGLITE_EXTENSIONS } from '../apps/server/src/db/pool.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

async function migrated(initialDump?: Blob): Promise<PGlite> {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: initialDump });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = createKysely(pool);
  await migrateToLatest(db);
  await db.destroy();
  return pglite;
}

async function time(what: () => Promise<PGlite>): Promise<number> {
  const start = performance.now();
  const pglite = await what();
  const elapsed = performance.now() - start;
  await pglite.close();
  return Math.round(elapsed);
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const source = await migrated();
const dump = await source.dumpDataDir('none');
await source.close();
const fresh: number[] = [];
const fromDump: number[] = [];
for (let run = 0; run < runs; run += 1) {
  fresh.push(await time(() => migrated()));
  fromDump.push(await time(() => migrated(dump)));
}
console.log(`fresh PGlite + migrations: median ${median(fresh)} ms (${fresh.join(', ')})`);
console.log(`from the migrated dump:    median ${median(fromDump)} ms (${fromDump.join(', ')})`);
process.exit(0);
