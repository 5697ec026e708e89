/**
 * Operations (issue #21): a user's opt-out of product analytics and session recordings (prospecting-core §1,
 * kept server-side so it follows the user to every browser), the job workers' heartbeat that readiness reports,
 * and one row per import and alert run so every node's metrics count the runs of the whole cluster.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN analytics_opt_out boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE TABLE worker_heartbeats (
    worker_id text PRIMARY KEY,
    host text NOT NULL,
    pid integer NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    beat_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE operation_runs (
    id bigserial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('import', 'alert')),
    outcome text NOT NULL CHECK (outcome IN ('succeeded', 'failed')),
    detail text,
    started_at timestamptz NOT NULL,
    finished_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX operation_runs_kind_outcome ON operation_runs (kind, outcome)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE operation_runs`.execute(db);
  await sql`DROP TABLE worker_heartbeats`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN analytics_opt_out`.execute(db);
}
