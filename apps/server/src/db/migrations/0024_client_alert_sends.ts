/**
 * 'New leads at your clients' alert e-mails (outreach-integrations-admin 'client alert' setting; issue #14): one
 * row per user and local day (organisation time zone) that was handled, with an e-mail (outbox_id) or without
 * (nothing new). The primary key is the claim, as for saved-search alerts: a re-run of the same day inserts
 * nothing and sends nothing; new_until is the next alert's start.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE client_alert_sends (
      id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      period text NOT NULL,
      new_since timestamptz NOT NULL,
      new_until timestamptz NOT NULL,
      lead_count integer NOT NULL,
      outbox_id bigint REFERENCES outbox(id) ON DELETE SET NULL,
      unsubscribed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, period),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX client_alert_sends_last ON client_alert_sends (user_id, new_until DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE client_alert_sends`.execute(db);
}
