/**
 * Contacts from a contact-data provider (issue #32 point 5): the organisation's enrichment credits per calendar
 * month (a plan limit beside export_limit) and the credit log, one row per contact the organisation paid for. A
 * provider's person is one contact per company (`source_id` is '{provider}:{person id}@{company id}', unique by
 * contacts_source_id), whoever found it first; the log says which organisations paid for it (docs/decisions.md
 * 'Contacts from a data provider').
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE organizations
      ADD COLUMN enrichment_credit_limit integer NOT NULL DEFAULT 100 CHECK (enrichment_credit_limit >= 0);
    CREATE TABLE enrichment_credits (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      user_id uuid,
      contact_id bigint REFERENCES contacts(id) ON DELETE SET NULL,
      provider text NOT NULL CHECK (provider IN ('apollo', 'pdl')),
      provider_person_id text NOT NULL,
      spent_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE SET NULL (user_id)
    );
    CREATE UNIQUE INDEX enrichment_credits_contact ON enrichment_credits (org_id, contact_id);
    CREATE INDEX enrichment_credits_org_spent ON enrichment_credits (org_id, spent_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE enrichment_credits;
    ALTER TABLE organizations DROP COLUMN enrichment_credit_limit;
  `.execute(db);
}
