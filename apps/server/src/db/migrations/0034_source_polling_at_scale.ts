/**
 * Polling thousands of boards politely (issue #28 'Speed and scale'; docs/sources.md).
 *
 * Posting details read lazily (docs/sources.md 'Posting details'): boards whose list
 * carries no description (SmartRecruiters) need one detail request per posting. A detail is read again only when
 * the posting's list entry changed or its last read is more than a day old, and at most SOURCE_DETAILS_PER_POLL
 * per poll; the rest wait for the next poll, which comes within minutes while any wait.
 * - `source_postings.details_fingerprint`: the fingerprint of the list entry whose details were last read.
 * - `source_postings.details_read_at`: when they were read.
 * - `sources.details_pending`, `source_polls.details_pending`: postings whose details were still to be read after
 *   the (last) poll.
 *
 * One request budget per host for all workers: `source_hosts.next_start_at` is the earliest time the next request
 * to the host may start, pushed SOURCE_HOST_GAP_MS ahead by each request of any worker (and to a Retry-After).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE source_postings ADD COLUMN details_fingerprint text, ADD COLUMN details_read_at timestamptz;
    ALTER TABLE sources ADD COLUMN details_pending integer NOT NULL DEFAULT 0;
    ALTER TABLE source_polls ADD COLUMN details_pending integer NOT NULL DEFAULT 0;
    CREATE TABLE source_hosts (
      host text PRIMARY KEY CHECK (length(host) BETWEEN 1 AND 300),
      next_start_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE source_postings DROP COLUMN details_fingerprint, DROP COLUMN details_read_at;
    ALTER TABLE sources DROP COLUMN details_pending;
    ALTER TABLE source_polls DROP COLUMN details_pending;
    DROP TABLE source_hosts;
  `.execute(db);
}
