/**
 * The sources benchmark's database (issue #28): dropped and created fresh, migrated with the app's migrations, one
 * benchmark user with an API key for the searches, one source per job web board, and a marker of which worker
 * process recorded each poll (a trigger copies the session's `application_name`, which each worker gets from
 * PGAPPNAME, into `bench_poll_workers`; the product's own tables keep their shape).
 */
import { sql } from 'kysely';
import pg from 'pg';
import { issueApiKeyForEmail } from '../../apps/server/src/auth/api-key-service.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import type { Db } from '../../apps/server/src/db/kysely.ts';
import { insertSources, type NewSource } from '../../apps/server/src/modules/sources/repository.ts';
import type { JobWebBoard } from '../../packages/emulators/src/job-web/index.ts';
import { ensureBenchUser } from '../bench-database.ts';

export const SOURCES_BENCH_EMAIL = 'bench@sources-benchmark.example';

/**
 * Drops the database `name` (ending its sessions) and creates it empty. @returns its URL.
 * The name must be lower-case letters, digits and _ (it is not quoted).
 */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('--database: lower-case letters, digits and _ only');
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}/${name}`;
}

/** Which worker recorded each poll: the session's application_name, copied by a trigger. */
async function installWorkerMarker(db: Db): Promise<void> {
  await sql`
    CREATE TABLE bench_poll_workers (poll_id bigint PRIMARY KEY, worker text NOT NULL);
    CREATE FUNCTION bench_note_poll_worker() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bench_poll_workers VALUES (NEW.id, current_setting('application_name'));
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER bench_note_poll_worker AFTER INSERT ON source_polls
      FOR EACH ROW EXECUTE FUNCTION bench_note_poll_worker();
  `.execute(db);
}

/**
 * Migrates the (fresh) database, adds the benchmark user, its API key, the worker marker and one source per board
 * (Open Web leads, polled every `intervalMinutes`). @returns the API key and the sources added.
 */
export async function prepareSourcesDatabase(
  url: string,
  boards: readonly JobWebBoard[],
  intervalMinutes: number,
): Promise<{ apiKey: string; sources: number }> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const { db } = database;
    await ensureBenchUser(db, {
      email: SOURCES_BENCH_EMAIL,
      name: 'Sources benchmark',
      organisation: 'Sources Benchmark Agency',
    });
    const { key } = await issueApiKeyForEmail(db, SOURCES_BENCH_EMAIL);
    await installWorkerMarker(db);
    const sources: NewSource[] = boards.map((board) => ({
      kind: board.kind,
      token: board.token,
      url: board.url,
      name: board.companyName,
      companyId: null,
      leadType: 'OpenWeb',
      pollIntervalMinutes: intervalMinutes,
    }));
    let added = 0;
    for (let start = 0; start < sources.length; start += 500) {
      added += (await insertSources(db, sources.slice(start, start + 500))).ids.length;
    }
    return { apiKey: key, sources: added };
  } finally {
    await database.close();
  }
}
