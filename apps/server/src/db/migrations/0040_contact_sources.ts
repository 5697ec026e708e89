/**
 * Contacts' sources and contacts named in job postings (issue #32 points 3 and 6): every contact carries one of
 * the contracts' sources and the date it was sourced; a posting's contacts link to the postings (leads) that name
 * them, the first in `source_lead_id` and all in `contact_postings`; a role-based address (jobs@, careers@) is the
 * company's general address, not a person. A posting's contact is one per company and e-mail address (the unique
 * index also keeps two polls running at once from adding it twice).
 */
import { CONTACT_SOURCES } from '@agencyscout/contracts';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const sources = sql.join(CONTACT_SOURCES.map((source) => sql.lit(source)));
  await sql`
    ALTER TABLE contacts
      ADD COLUMN sourced_at timestamptz,
      ADD COLUMN role_based boolean NOT NULL DEFAULT false,
      ADD COLUMN source_lead_id bigint REFERENCES leads(id) ON DELETE SET NULL
  `.execute(db);
  // Rows written before sources were fixed (fixtures, hand-made rows) read as added by hand.
  await sql`
    UPDATE contacts SET sourced_at = created_at,
      source = CASE WHEN source IN (${sources}) THEN source ELSE 'manual' END
  `.execute(db);
  await sql`
    ALTER TABLE contacts
      ALTER COLUMN sourced_at SET NOT NULL,
      ALTER COLUMN sourced_at SET DEFAULT now(),
      ADD CONSTRAINT contacts_source_check CHECK (source IN (${sources}))
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX contacts_posting_email ON contacts (company_id, lower(email))
      WHERE source = 'posting' AND email IS NOT NULL;
    CREATE INDEX contacts_source_lead ON contacts (source_lead_id) WHERE source_lead_id IS NOT NULL;
    CREATE TABLE contact_postings (
      contact_id bigint NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      lead_id bigint NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (contact_id, lead_id)
    );
    CREATE INDEX contact_postings_lead ON contact_postings (lead_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE contact_postings;
    DROP INDEX contacts_posting_email;
    DROP INDEX contacts_source_lead;
    ALTER TABLE contacts DROP CONSTRAINT contacts_source_check, DROP COLUMN sourced_at, DROP COLUMN role_based,
      DROP COLUMN source_lead_id;
  `.execute(db);
}
