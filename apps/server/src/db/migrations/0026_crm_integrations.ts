/**
 * CRM integrations (outreach-integrations-admin §2 'Integrations page', §3 'Integration item', 'Bullhorn
 * settings', §4; issue #16):
 * - `integration_connections`: one per organisation and provider kind (hubspot 0, bullhorn 1, constant contact 2,
 *   loxo 3, drip 4). Settings, tokens and the Bullhorn REST session are sealed with AES-256-GCM (`*_sealed`).
 * - `integration_oauth_states`: the `state` of a started sign-in, bound to the user and the product session that
 *   started it (stored as a SHA-256 fingerprint), used once.
 * - `integration_items`: items synced from a provider (workflow 0, users 1, pipelines 2, bullhorn users 4, email
 *   campaigns 5, loxo users 6) and whether the organisation shows them.
 * - `contact_crms`: the organisation's CRM ids of a contact (the spec's contactcrms: BullhornId, HubspotId, LoxoId).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE integration_connections (
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      kind smallint NOT NULL CHECK (kind BETWEEN 0 AND 4),
      -- Client id, secret and login address the admin entered (Bullhorn), sealed JSON.
      settings_sealed text,
      access_token_sealed text,
      refresh_token_sealed text,
      access_expires_at timestamptz,
      -- Provider session on top of the OAuth token (Bullhorn BhRestToken and restUrl), sealed JSON.
      session_sealed text,
      -- The provider's id of the connected account or user (HubSpot owner id of the admin), not secret.
      external_account_id text,
      connected_by uuid REFERENCES users(id) ON DELETE SET NULL,
      connected_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (org_id, kind)
    );

    CREATE TABLE integration_oauth_states (
      state_hash text PRIMARY KEY,
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      session_key text NOT NULL,
      kind smallint NOT NULL,
      expires_at timestamptz NOT NULL,
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX integration_oauth_states_expiry ON integration_oauth_states (expires_at);

    CREATE TABLE integration_items (
      id bigserial PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      kind smallint NOT NULL,
      item_type smallint NOT NULL CHECK (item_type IN (0, 1, 2, 4, 5, 6)),
      external_id text NOT NULL,
      name text NOT NULL,
      email text,
      -- Pipeline stages [{id, label}] in display order (pipelines only).
      steps jsonb NOT NULL DEFAULT '[]'::jsonb,
      visible boolean NOT NULL DEFAULT true,
      synced_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (org_id, item_type, external_id)
    );

    CREATE TABLE contact_crms (
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      contact_id bigint NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      bullhorn_id text,
      hubspot_id text,
      loxo_id text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (org_id, contact_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE contact_crms;
    DROP TABLE integration_items;
    DROP TABLE integration_oauth_states;
    DROP TABLE integration_connections;
  `.execute(db);
}
