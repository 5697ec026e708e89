/**
 * Keyword search at full speed (issue #10, docs/performance.md 'Keyword search on a million leads'):
 * - the full-text index is split per lead type (partial GIN), so a count no longer ANDs the keyword
 *   bitmap with a 350k-row lead-type bitmap;
 * - small full-text indexes of the title and the company name per lead type carry the relevance
 *   tiers (title match, company match, the rest; docs/decisions.md 'Keyword relevance in tiers');
 * - a data version, bumped by every statement that writes leads, companies, industries or job
 *   categories, and a count cache keyed by the normalised search and that version, shared by every
 *   server process.
 */
import { type Kysely, sql } from 'kysely';

const LEAD_TYPES = { agency: 'Agency', openweb: 'OpenWeb' } as const;

function perLeadTypeIndexes() {
  return Object.entries(LEAD_TYPES).map(
    ([suffix, leadType]) => sql`
      CREATE INDEX ${sql.id(`leads_search_${suffix}`)} ON leads USING gin (search_vector)
        WHERE lead_type = ${sql.lit(leadType)};
      CREATE INDEX ${sql.id(`leads_title_search_${suffix}`)} ON leads USING gin (to_tsvector('english', title))
        WHERE lead_type = ${sql.lit(leadType)};
      CREATE INDEX ${sql.id(`leads_company_search_${suffix}`)} ON leads
        USING gin (to_tsvector('english', coalesce(company_name, ''))) WHERE lead_type = ${sql.lit(leadType)};
`,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  for (const statement of perLeadTypeIndexes()) await statement.execute(db);
  await sql`
    DROP INDEX leads_search;

    -- The planner ignores the statistics of partial indexes; these give it each tier's size.
    CREATE STATISTICS leads_title_vector ON (to_tsvector('english', title)) FROM leads;
    CREATE STATISTICS leads_company_vector ON (to_tsvector('english', coalesce(company_name, ''))) FROM leads;

    CREATE TABLE lead_data_version (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      version bigint NOT NULL
    );
    INSERT INTO lead_data_version (version) VALUES (1);

    CREATE FUNCTION bump_lead_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE lead_data_version SET version = version + 1;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER leads_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leads
      FOR EACH STATEMENT EXECUTE FUNCTION bump_lead_data_version();
    CREATE TRIGGER companies_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
      FOR EACH STATEMENT EXECUTE FUNCTION bump_lead_data_version();
    CREATE TRIGGER industries_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON industries
      FOR EACH STATEMENT EXECUTE FUNCTION bump_lead_data_version();
    CREATE TRIGGER job_categories_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_categories
      FOR EACH STATEMENT EXECUTE FUNCTION bump_lead_data_version();

    -- Exact totals of searches with lead-level conditions; valid while data_version is current.
    CREATE TABLE lead_search_counts (
      search_key text PRIMARY KEY,
      data_version bigint NOT NULL,
      total integer NOT NULL CHECK (total >= 0),
      counted_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX lead_search_counts_version ON lead_search_counts (data_version);
  `.execute(db);
  await sql`ANALYZE leads`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE lead_search_counts;
    DROP TRIGGER job_categories_data_version ON job_categories;
    DROP TRIGGER industries_data_version ON industries;
    DROP TRIGGER companies_data_version ON companies;
    DROP TRIGGER leads_data_version ON leads;
    DROP FUNCTION bump_lead_data_version();
    DROP TABLE lead_data_version;
    DROP STATISTICS leads_title_vector, leads_company_vector;
    CREATE INDEX leads_search ON leads USING gin (search_vector);
    DROP INDEX leads_search_agency, leads_search_openweb, leads_title_search_agency, leads_title_search_openweb,
      leads_company_search_agency, leads_company_search_openweb;
  `.execute(db);
}
