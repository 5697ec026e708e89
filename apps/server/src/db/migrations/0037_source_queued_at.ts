/**
 * When a source's poll was handed to the poll queue (issue #28): the dispatcher pushes `next_poll_at` 15 minutes
 * ahead so the next dispatch does not hand the source out again, and the staff screen showed that lease as the
 * next poll ('in 15 minutes' on a board added seconds before, its poll only waiting for a free poller). The end
 * of a poll clears it.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sources ADD COLUMN queued_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sources DROP COLUMN queued_at`.execute(db);
}
