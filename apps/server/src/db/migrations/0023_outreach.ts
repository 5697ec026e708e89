/**
 * Outreach (outreach-integrations-admin §2, §3 'Call list', 'Interaction'; issue #13): the organisation's
 * outreach lists, which contacts are on them, and the interaction log. All three carry org_id; a list's
 * membership row repeats it so a list can only ever hold rows of its own organisation. Also the contact
 * search's indexes (trigram on full name and e-mail; position cluster).
 */
import {
  ALL_INTERACTION_TYPE_IDS,
  CALL_LIST_NAME_MAX_LENGTH,
  DEFAULT_CALL_LIST_COLOR,
  INTERACTION_NOTES_MAX_LENGTH,
} from '@agencyscout/contracts';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE call_lists (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      -- Who made it; the list stays the organisation's when that user goes.
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND ${sql.lit(CALL_LIST_NAME_MAX_LENGTH)}),
      color text NOT NULL DEFAULT ${sql.lit(DEFAULT_CALL_LIST_COLOR)} CHECK (color ~ '^#[0-9A-F]{6}$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id, org_id)
    );
    CREATE INDEX call_lists_org_name ON call_lists (org_id, lower(name), id);

    CREATE TABLE call_list_contacts (
      call_list_id bigint NOT NULL,
      org_id uuid NOT NULL,
      contact_id bigint NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (call_list_id, contact_id),
      FOREIGN KEY (call_list_id, org_id) REFERENCES call_lists(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX call_list_contacts_org_contact ON call_list_contacts (org_id, contact_id);

    CREATE TABLE contact_interactions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      contact_id bigint NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      interaction_type_id smallint NOT NULL
        CHECK (interaction_type_id IN (${sql.join(ALL_INTERACTION_TYPE_IDS.map((value) => sql.lit(value)))})),
      made_contact boolean NOT NULL DEFAULT false,
      -- Plain text, never HTML.
      notes text CHECK (length(notes) <= ${sql.lit(INTERACTION_NOTES_MAX_LENGTH)}),
      job_lead_ids bigint[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX contact_interactions_org_contact ON contact_interactions (org_id, contact_id, created_at DESC, id DESC);
    -- The dashboard's counts per user, type and period.
    CREATE INDEX contact_interactions_user_type_time ON contact_interactions (user_id, interaction_type_id, created_at);

    CREATE INDEX contacts_full_name_trgm ON contacts
      USING gin ((lower(first_name || ' ' || last_name)) gin_trgm_ops);
    CREATE INDEX contacts_email_trgm ON contacts USING gin (lower(email) gin_trgm_ops) WHERE email IS NOT NULL;
    CREATE INDEX contacts_cluster ON contacts (position_cluster_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX contacts_cluster, contacts_email_trgm, contacts_full_name_trgm;
    DROP TABLE contact_interactions, call_list_contacts, call_lists;
  `.execute(db);
}
