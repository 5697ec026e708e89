/**
 * 'Send me a sample now' (prospecting-core §2.6 Notify Me; issue #30): how many alert samples each user asked for
 * per UTC day. A sample claims one with a conditional upsert (used < the daily limit) in the transaction that
 * writes its e-mails, so parallel requests never pass the limit. Samples leave saved_search_alert_sends alone:
 * they are no alert period and move no 'new since' window.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE alert_sample_days (
      user_id uuid NOT NULL,
      org_id uuid NOT NULL,
      -- The UTC day of the samples.
      day date NOT NULL,
      used integer NOT NULL CHECK (used > 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, day),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE alert_sample_days`.execute(db);
}
