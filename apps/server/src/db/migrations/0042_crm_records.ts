/**
 * The agency's own CRM records (issue #32 point 4): client companies and contacts pulled from a connected Bullhorn
 * (ClientCorporation, ClientContact) or HubSpot (companies, contacts), per organisation and provider kind
 * (hubspot 0, bullhorn 1). Read-only copies, visible to that organisation only:
 * - `crm_companies`: one per (organisation, kind, CRM id), with the owner, status and last activity the chip
 *   shows, and the company of ours the one matcher (importers/company-matcher.ts) found (`matched_company_id`).
 *   The partial index on (org_id, matched_company_id) answers the lead search's 'in my CRM' EXISTS.
 * - `crm_contacts`: one per (organisation, kind, CRM id), under their CRM company id.
 * - `crm_pulls`: the pull state of a connection — the incremental cursors (the newest modified date seen of each
 *   record type), the last pull's time and counts, and the last answer that was skipped (logged on the connection).
 *   Deleted with the connection (disconnect).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE crm_companies (
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      kind smallint NOT NULL CHECK (kind IN (0, 1)),
      crm_id text NOT NULL,
      name text NOT NULL,
      domain text,
      owner_name text,
      status text,
      last_activity_at timestamptz,
      matched_company_id bigint REFERENCES companies(id) ON DELETE SET NULL,
      modified_at timestamptz,
      pulled_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (org_id, kind, crm_id)
    );
    CREATE INDEX crm_companies_matched ON crm_companies (org_id, matched_company_id)
      WHERE matched_company_id IS NOT NULL;

    CREATE TABLE crm_contacts (
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      kind smallint NOT NULL CHECK (kind IN (0, 1)),
      crm_id text NOT NULL,
      crm_company_id text,
      first_name text,
      last_name text,
      title text,
      email text,
      phone text,
      modified_at timestamptz,
      pulled_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (org_id, kind, crm_id)
    );
    CREATE INDEX crm_contacts_company ON crm_contacts (org_id, kind, crm_company_id);

    CREATE TABLE crm_pulls (
      org_id uuid NOT NULL,
      kind smallint NOT NULL,
      companies_cursor timestamptz,
      contacts_cursor timestamptz,
      last_pulled_at timestamptz,
      companies_pulled integer NOT NULL DEFAULT 0,
      contacts_pulled integer NOT NULL DEFAULT 0,
      records_skipped integer NOT NULL DEFAULT 0,
      last_problem text,
      last_problem_at timestamptz,
      PRIMARY KEY (org_id, kind),
      FOREIGN KEY (org_id, kind) REFERENCES integration_connections(org_id, kind) ON DELETE CASCADE
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE crm_pulls;
    DROP TABLE crm_contacts;
    DROP TABLE crm_companies;
  `.execute(db);
}
