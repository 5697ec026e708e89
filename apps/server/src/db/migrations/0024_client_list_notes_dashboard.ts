/**
 * The client list screen, the Company Notes screen and the engagement dashboard (prospecting-core §2.8, §2.9;
 * outreach-integrations-admin 'Company Notes screen'):
 * - `activity_events`: one row per user, kind, organisation-local day and subject (a search counted once per
 *   distinct normalised query and day, a lead view once per lead and day); inserted ON CONFLICT DO NOTHING.
 * - organisation settings: the account-manager card (the time zone weeks and months are counted in is the one
 *   alert e-mails are scheduled in, migration 0021_saved_searches_b_alerts).
 * - the organisation-wide notes list: its total per organisation (trigger-kept), the location each note was
 *   written at, and indexes for its filters; the client list by company.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE organizations
      ADD COLUMN account_manager_name text,
      ADD COLUMN account_manager_scheduling_url text,
      ADD COLUMN account_manager_phone text;

    CREATE TABLE activity_events (
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      -- 1: a search (subject = hash of the normalised query), 2: a lead view (subject = lead id).
      kind smallint NOT NULL CHECK (kind IN (1, 2)),
      -- The organisation's local date when the event happened.
      day date NOT NULL,
      subject bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind, day, subject),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    -- The team view and history: the organisation's events by day.
    CREATE INDEX activity_events_org_day ON activity_events (org_id, day, kind, user_id);

    -- The Company Notes screen: the organisation's notes newest first, and its free-text filters. The location
    -- filter reads the lead's location and the company's 'City, ST' as they were when the note was written.
    ALTER TABLE company_notes ADD COLUMN location_text text;
    UPDATE company_notes n SET location_text = concat_ws(' | ',
      (SELECT l.location FROM leads l WHERE l.id = n.job_lead_id),
      (SELECT nullif(concat_ws(', ', c.city, c.state), '') FROM companies c WHERE c.id = n.company_id));
    CREATE INDEX company_notes_org_time ON company_notes (org_id, created_at DESC, id DESC);
    CREATE INDEX company_notes_text_trgm ON company_notes USING gin (lower(notes) gin_trgm_ops);
    CREATE INDEX company_notes_location_trgm ON company_notes USING gin (lower(location_text) gin_trgm_ops);
    -- The unfiltered Company Notes list's total, kept per organisation (counting 50,000 notes on every page
    -- would take most of the page's time).
    CREATE TABLE company_note_counts (
      org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
      total bigint NOT NULL DEFAULT 0 CHECK (total >= 0)
    );
    INSERT INTO company_note_counts (org_id, total) SELECT org_id, count(*) FROM company_notes GROUP BY org_id;
    CREATE FUNCTION company_note_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO company_note_counts (org_id, total) VALUES (NEW.org_id, 1)
        ON CONFLICT (org_id) DO UPDATE SET total = company_note_counts.total + 1;
      ELSE
        UPDATE company_note_counts SET total = total - 1 WHERE org_id = OLD.org_id;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER company_notes_count AFTER INSERT OR DELETE ON company_notes
      FOR EACH ROW EXECUTE FUNCTION company_note_count_change();

    -- 'All Client Lists': the organisation's entries by company.
    CREATE INDEX client_list_entries_org_company ON client_list_entries (org_id, company_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX client_list_entries_org_company;
    DROP TRIGGER company_notes_count ON company_notes;
    DROP FUNCTION company_note_count_change();
    DROP TABLE company_note_counts;
    DROP INDEX company_notes_text_trgm;
    DROP INDEX company_notes_org_time;
    DROP INDEX company_notes_location_trgm;
    ALTER TABLE company_notes DROP COLUMN location_text;
    DROP TABLE activity_events;
    ALTER TABLE organizations
      DROP COLUMN account_manager_name,
      DROP COLUMN account_manager_scheduling_url,
      DROP COLUMN account_manager_phone;
  `.execute(db);
}
