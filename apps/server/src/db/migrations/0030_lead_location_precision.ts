/**
 * How each lead's place was found (issue #20): 'city', 'coordinates', 'region', 'country', or NULL when
 * the location could not be placed. Nullable without a default, so adding it to the large leads table
 * is a catalogue change only (no table rewrite). The raw location text stays in `leads.location`.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // NOT VALID: the check applies to every row written from now on without scanning the existing rows
  // (all NULL anyway).
  await sql`ALTER TABLE leads ADD COLUMN location_precision text`.execute(db);
  await sql`ALTER TABLE leads ADD CONSTRAINT leads_location_precision_check
    CHECK (location_precision IN ('city', 'coordinates', 'region', 'country')) NOT VALID`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE leads DROP COLUMN location_precision`.execute(db);
}
