/**
 * Feed imports from the browser (issue #31 point 1): one row per import run (who, which feed, its state, progress
 * and summaries), the uploaded files' bytes until the run ends (in the database, so the app node that took the
 * upload and the worker that runs the import need not share a disk, on PGlite and PostgreSQL alike), and each
 * feed name's last mapping, offered on its next upload.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE import_runs (
      id serial PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      feed_name text NOT NULL,
      status text NOT NULL DEFAULT 'uploaded'
        CHECK (status IN ('uploaded', 'checked', 'queued', 'running', 'succeeded', 'failed')),
      files jsonb NOT NULL DEFAULT '[]'::jsonb,
      columns jsonb NOT NULL DEFAULT '[]'::jsonb,
      sample jsonb NOT NULL DEFAULT '[]'::jsonb,
      mapping jsonb NOT NULL,
      mapping_origin text NOT NULL DEFAULT 'suggested',
      total_bytes bigint NOT NULL DEFAULT 0,
      rows_read integer NOT NULL DEFAULT 0,
      bytes_done bigint NOT NULL DEFAULT 0,
      started_at timestamptz,
      progress_at timestamptz,
      finished_at timestamptz,
      dry_run jsonb,
      summary jsonb,
      rejects bytea,
      error text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX import_runs_org_created ON import_runs (org_id, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE import_files (
      run_id integer NOT NULL REFERENCES import_runs(id) ON DELETE CASCADE,
      position integer NOT NULL,
      name text NOT NULL,
      content bytea NOT NULL,
      PRIMARY KEY (run_id, position)
    )
  `.execute(db);
  await sql`
    CREATE TABLE import_mappings (
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      feed_name text NOT NULL,
      mapping jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (org_id, feed_name)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE import_mappings`.execute(db);
  await sql`DROP TABLE import_files`.execute(db);
  await sql`DROP TABLE import_runs`.execute(db);
}
