/**
 * Saved-search alert e-mails (prospecting-core §2.6 Notify Me; issue #11): the organisation's time zone (alerts
 * go out at the configured local hour), the per-(search, lead type, period) send record that makes each alert
 * at-most-once and marks the last alerted moment, and the outbox every e-mail passes through (docs/decisions.md
 * 'Alert e-mails: nothing twice, nothing lost').
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Also the zone the dashboard counts weeks and months in (issue #14); US agencies by default.
    ALTER TABLE organizations ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York'
      CHECK (length(time_zone) BETWEEN 1 AND 64);
    -- Only zones PostgreSQL knows: one unknown name would fail the alert check of every organisation.
    CREATE FUNCTION organizations_check_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM now() AT TIME ZONE NEW.time_zone;
      RETURN NEW;
    END $$;
    CREATE TRIGGER organizations_time_zone BEFORE INSERT OR UPDATE OF time_zone ON organizations
      FOR EACH ROW EXECUTE FUNCTION organizations_check_time_zone();

    CREATE TABLE outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
      kind text NOT NULL,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      headers jsonb NOT NULL DEFAULT '{}'::jsonb,
      -- stored: kept here (no SMTP_URL); queued: waiting for an SMTP hand-off; sent; failed after the last try.
      status text NOT NULL CHECK (status IN ('stored', 'queued', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX outbox_recent ON outbox (created_at DESC, id DESC);
    CREATE INDEX outbox_queued ON outbox (id) WHERE status = 'queued';

    -- One row per (search, lead type, period) that was handled: with an e-mail (outbox_id) or without (nothing new).
    -- The primary key is the claim: a re-run of the same period inserts nothing and sends nothing.
    CREATE TABLE saved_search_alert_sends (
      id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      saved_search_id bigint NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
      lead_type text NOT NULL CHECK (lead_type IN ('Agency', 'OpenWeb')),
      period text NOT NULL,
      -- Leads first seen in (new_since, new_until] were considered; new_until is the next run's new_since.
      new_since timestamptz NOT NULL,
      new_until timestamptz NOT NULL,
      lead_count integer NOT NULL,
      outbox_id bigint REFERENCES outbox(id) ON DELETE SET NULL,
      unsubscribed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (saved_search_id, lead_type, period)
    );
    CREATE INDEX saved_search_alert_sends_last ON saved_search_alert_sends (saved_search_id, lead_type, new_until DESC);

    -- 'New since the last alert': the leads of one type first seen in a short window.
    CREATE INDEX leads_type_first_seen ON leads (lead_type, first_seen_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX leads_type_first_seen;
    DROP TABLE saved_search_alert_sends;
    DROP TABLE outbox;
    DROP TRIGGER organizations_time_zone ON organizations;
    DROP FUNCTION organizations_check_time_zone();
    ALTER TABLE organizations DROP COLUMN time_zone;
  `.execute(db);
}
