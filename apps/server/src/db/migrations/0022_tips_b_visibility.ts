/**
 * What Agency Tips show and to whom (issue #12; prospecting-core §2.5, §6):
 * - limited_view_tips: the tips each limited-view user (no read:tips) was shown in a capped result page; only
 *   these tips open for that user (the same rule as limited_view_leads for leads, migration 0019).
 * - tip_deleted_lead_companies: the companies that lost leads since the last tips recompute (a statement
 *   trigger on leads), so the incremental recompute also expires the tip of a company whose leads were all
 *   deleted; `leads.updated_at` cannot say so. The recompute consumes the rows in its own transaction.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE limited_view_tips (
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      tip_id bigint NOT NULL REFERENCES agency_tips(id) ON DELETE CASCADE,
      shown_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, tip_id),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX limited_view_tips_tip ON limited_view_tips (tip_id);

    CREATE TABLE tip_deleted_lead_companies (
      company_id bigint PRIMARY KEY,
      deleted_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE FUNCTION leads_note_deleted_companies() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO tip_deleted_lead_companies (company_id, deleted_at)
      SELECT DISTINCT d.company_id, now() FROM deleted_leads d WHERE d.company_id IS NOT NULL
      ON CONFLICT (company_id) DO UPDATE SET deleted_at = excluded.deleted_at;
      RETURN NULL;
    END $$;
    CREATE TRIGGER leads_deleted_companies AFTER DELETE ON leads
      REFERENCING OLD TABLE AS deleted_leads
      FOR EACH STATEMENT EXECUTE FUNCTION leads_note_deleted_companies();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER leads_deleted_companies ON leads;
    DROP FUNCTION leads_note_deleted_companies();
    DROP TABLE tip_deleted_lead_companies;
    DROP TABLE limited_view_tips;
  `.execute(db);
}
