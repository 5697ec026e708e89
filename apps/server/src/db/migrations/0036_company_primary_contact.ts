/**
 * A company's primary contact (issue #30: 'Primary contact' was shown on every contact that was the primary of any
 * of the company's leads, so a company showed several). The company's primary contact is the one named on its
 * newest lead that names one (db/company-primary-contact.ts); this partial index answers that with one index probe
 * per company instead of reading all its leads.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX leads_company_primary_contact ON leads (company_id, posted_at DESC NULLS LAST, id DESC)
      INCLUDE (primary_contact_id) WHERE primary_contact_id IS NOT NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX leads_company_primary_contact`.execute(db);
}
