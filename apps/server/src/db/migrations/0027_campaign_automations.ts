/**
 * Campaign automations (prospecting-core §2.6 'Outbound Campaigns'; outreach-integrations-admin §4 'Campaign
 * subscription', §7 campaignautomation, §9 limits; issue #17):
 * - `campaign_subscriptions`: a saved search feeding one campaign of an integration with one audience category
 *   (position cluster) of one lead type's new leads. `planned_until` is the watermark: leads first seen up to it
 *   have had their contacts planned.
 * - `campaign_pushes`: one row per (organisation, integration, campaign, contact), so a contact enters a campaign
 *   at most once whatever the subscriptions, runs or workers; pending rows are pushed by the job with retries.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE campaign_subscriptions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      saved_search_id bigint NOT NULL,
      integration_kind smallint NOT NULL CHECK (integration_kind IN (0, 2, 3, 4)),
      campaign_id text NOT NULL,
      campaign_name text NOT NULL,
      category text NOT NULL,
      lead_type text NOT NULL CHECK (lead_type IN ('agency', 'openWeb')),
      planned_until timestamptz NOT NULL DEFAULT now(),
      last_run_at timestamptz,
      last_error text,
      skipped_total integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (saved_search_id, integration_kind, campaign_id, category, lead_type),
      FOREIGN KEY (saved_search_id, org_id) REFERENCES saved_searches(id, org_id) ON DELETE CASCADE,
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX campaign_subscriptions_owner ON campaign_subscriptions (org_id, user_id, lead_type);

    CREATE TABLE campaign_pushes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      integration_kind smallint NOT NULL,
      campaign_id text NOT NULL,
      contact_id bigint NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      subscription_id bigint REFERENCES campaign_subscriptions(id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'pushed', 'failed')),
      attempts smallint NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      external_id text,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (org_id, integration_kind, campaign_id, contact_id)
    );
    CREATE INDEX campaign_pushes_due ON campaign_pushes (next_attempt_at, id) WHERE status = 'pending';
    CREATE INDEX campaign_pushes_subscription ON campaign_pushes (subscription_id, status);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE campaign_pushes, campaign_subscriptions`.execute(db);
}
