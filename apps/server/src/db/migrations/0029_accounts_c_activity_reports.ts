/**
 * The 'user report' and 'weekly report' e-mails of Account Settings (outreach-integrations-admin §2 'Account
 * Settings' toggles, §3 User info EmailSettings; issue #19): one row per user, report kind and period that was
 * handled — with an e-mail (outbox_id) or without (no activity). The primary key is the claim: a re-run of the same
 * period inserts nothing and sends nothing.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE activity_report_sends (
      id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('daily', 'weekly')),
      period text NOT NULL,
      window_from timestamptz NOT NULL,
      window_until timestamptz NOT NULL,
      outbox_id bigint REFERENCES outbox(id) ON DELETE SET NULL,
      unsubscribed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind, period),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE activity_report_sends`.execute(db);
}
