/**
 * Contacts by position category (issue #29 point 4), two indexes replacing two:
 * - `contacts_cluster_name` (category, last name, first name, id) replaces `contacts_cluster` (category, id): the
 *   contact search's page for a category ('Engineering', 21,000 of 400,000 contacts) walked the whole name index
 *   and read each contact's row to check its category, about 520 random row reads for a page of 25; now the page is
 *   the index's first rows. It answers the index-only category counts as the old one did.
 * - `contacts_company_cluster` (company, category) replaces `contacts_company` (company): a category among the
 *   contacts of a set of companies (company size + position) checks the category in the index instead of reading
 *   every contact row of those companies (145,000 rows for two size buckets). Lookups by company use it as before.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX contacts_cluster_name ON contacts (position_cluster_id, lower(last_name), lower(first_name), id);
    CREATE INDEX contacts_company_cluster ON contacts (company_id, position_cluster_id);
    DROP INDEX contacts_cluster, contacts_company;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX contacts_cluster ON contacts (position_cluster_id, id);
    CREATE INDEX contacts_company ON contacts (company_id);
    DROP INDEX contacts_cluster_name, contacts_company_cluster;
  `.execute(db);
}
