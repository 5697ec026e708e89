/**
 * Research requests and the staff's customer admin (outreach-integrations-admin §2 'Research request' and
 * 'Manage Customers', §3 'Research request', 'Customer (admin)', 'New customer'; issue #19):
 * - research_requests: a user's request for manual research (the request form, a no-results search, or a company
 *   to add), owned by the user in their organisation;
 * - the customer's contact fields on organizations (New customer: ContactPerson, PhoneNumber, Location, Country,
 *   State, City), added only where missing because the account screen reads the same fields;
 * - staff_audit_log: every Manage Customers action, who, what, when, with the values before and after.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE research_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('form', 'search', 'company')),
      location text CHECK (location IN ('Nationwide', 'City')),
      city text CHECK (length(city) <= 200),
      latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      category text CHECK (length(category) <= 100),
      employment_type text CHECK (length(employment_type) <= 100),
      specific_requirement text CHECK (length(specific_requirement) <= 500),
      -- A no-results request: the saved search and a copy of its name and filters when filed.
      saved_search_id bigint REFERENCES saved_searches(id) ON DELETE SET NULL,
      search_name text,
      search jsonb,
      company_name text CHECK (length(company_name) <= 200),
      contact_name text CHECK (length(contact_name) <= 200),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX research_requests_user ON research_requests (user_id, created_at DESC, id DESC);
    CREATE INDEX research_requests_recent ON research_requests (created_at DESC, id DESC);

    ALTER TABLE organizations ADD COLUMN IF NOT EXISTS contact_person text;
    ALTER TABLE organizations ADD COLUMN IF NOT EXISTS phone_number text;
    ALTER TABLE organizations ADD COLUMN IF NOT EXISTS location text;
    ALTER TABLE organizations ADD COLUMN IF NOT EXISTS country text;
    ALTER TABLE organizations ADD COLUMN IF NOT EXISTS state text;
    ALTER TABLE organizations ADD COLUMN IF NOT EXISTS city text;

    CREATE TABLE staff_audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      actor_email text NOT NULL,
      action text NOT NULL,
      target_org_id uuid REFERENCES organizations(id) ON DELETE SET NULL,
      target_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      target_email text,
      before jsonb,
      after jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX staff_audit_log_recent ON staff_audit_log (created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE staff_audit_log;
    DROP TABLE research_requests;
  `.execute(db);
}
