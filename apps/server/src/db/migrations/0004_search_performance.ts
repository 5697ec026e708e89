/**
 * Search performance (issue #4, docs/performance.md): indexes for the closed-company anti-join, the
 * hiring-company filter and leads without a company; and statement-level triggers that keep the
 * companies' Agency and Open Web lead counters exact on every insert, delete and update of leads,
 * so totals without lead-level filters (and the Most Leads order) come from the counters.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX companies_closed ON companies (id) WHERE status = 0;
    CREATE INDEX companies_lower_name ON companies (lower(name));
    CREATE INDEX leads_without_company ON leads (lead_type) WHERE company_id IS NULL;
    CREATE INDEX companies_agency_order ON companies (agency_lead_count DESC, id) WHERE status = 1;
    CREATE INDEX companies_openweb_order ON companies (openweb_lead_count DESC, id) WHERE status = 1;

    CREATE FUNCTION leads_adjust_company_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE companies c
        SET agency_lead_count = greatest(0, c.agency_lead_count - d.agency),
            openweb_lead_count = greatest(0, c.openweb_lead_count - d.openweb)
        FROM (
          SELECT company_id, count(*) FILTER (WHERE lead_type = 'Agency') AS agency,
                 count(*) FILTER (WHERE lead_type = 'OpenWeb') AS openweb
          FROM old_rows WHERE company_id IS NOT NULL GROUP BY company_id
        ) d
        WHERE c.id = d.company_id;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        UPDATE companies c
        SET agency_lead_count = c.agency_lead_count + d.agency,
            openweb_lead_count = c.openweb_lead_count + d.openweb
        FROM (
          SELECT company_id, count(*) FILTER (WHERE lead_type = 'Agency') AS agency,
                 count(*) FILTER (WHERE lead_type = 'OpenWeb') AS openweb
          FROM new_rows WHERE company_id IS NOT NULL GROUP BY company_id
        ) d
        WHERE c.id = d.company_id;
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER leads_count_insert AFTER INSERT ON leads
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_adjust_company_counts();
    CREATE TRIGGER leads_count_delete AFTER DELETE ON leads
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_adjust_company_counts();
    CREATE TRIGGER leads_count_update AFTER UPDATE ON leads
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_adjust_company_counts();

    -- Counters exact from here on, whatever wrote the rows before.
    UPDATE companies c SET
      agency_lead_count = coalesce(counts.agency, 0),
      openweb_lead_count = coalesce(counts.openweb, 0)
    FROM companies c2
    LEFT JOIN (
      SELECT company_id, count(*) FILTER (WHERE lead_type = 'Agency') AS agency,
             count(*) FILTER (WHERE lead_type = 'OpenWeb') AS openweb
      FROM leads WHERE company_id IS NOT NULL GROUP BY company_id
    ) counts ON counts.company_id = c2.id
    WHERE c.id = c2.id
      AND (c.agency_lead_count, c.openweb_lead_count) IS DISTINCT FROM (coalesce(counts.agency, 0), coalesce(counts.openweb, 0));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER leads_count_update ON leads;
    DROP TRIGGER leads_count_delete ON leads;
    DROP TRIGGER leads_count_insert ON leads;
    DROP FUNCTION leads_adjust_company_counts();
    DROP INDEX companies_openweb_order, companies_agency_order, leads_without_company, companies_lower_name, companies_closed;
  `.execute(db);
}
