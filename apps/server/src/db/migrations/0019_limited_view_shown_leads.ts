/**
 * Limited views (issue #9, prospecting-core §6, docs/decisions.md "Limited views"): the leads each limited-view
 * user was shown in a capped result page. Only these leads open for that user.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE limited_view_leads (
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      lead_id bigint NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
      shown_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, lead_id),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX limited_view_leads_lead ON limited_view_leads (lead_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE limited_view_leads`.execute(db);
}
