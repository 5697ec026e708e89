/**
 * The provider-side lead database: industries, job categories, companies, contacts, leads, agency
 * tips, and the per-user views and favorites.
 * Spec: prospecting-core §3 (Lead, Company, Agency tip, Lead search query), §9 (size buckets, company
 * status, countries, industries, employment types); outreach-integrations-admin §3 (Contact, Company).
 * The CHECK lists and seeded rows come from `@agencyscout/contracts`; changing them needs a new migration.
 */
import {
  COMPANY_SIZE_BUCKETS,
  EMAIL_VERIFICATION_STATUS_VALUES,
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  LEAD_TYPES,
  PHONE_VERIFICATION_STATUS_VALUES,
  POSITION_CLUSTERS,
} from '@agencyscout/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';

/** `'a', 'b', …` as SQL literals (the values are constants of this codebase, never user input). */
function literals(values: readonly string[]): RawBuilder<unknown> {
  return sql.join(values.map((value) => sql.lit(value)));
}

async function createReferenceTables(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS cube;
    CREATE EXTENSION IF NOT EXISTS earthdistance;

    CREATE TABLE industries (
      id smallint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL UNIQUE
    );
    CREATE TABLE job_categories (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200)
    );
    CREATE TABLE position_clusters (
      id smallint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL UNIQUE
    );
    -- Lets per-user tables reference (user_id, org_id) together: a row can never name a user of another org.
    ALTER TABLE users ADD CONSTRAINT users_id_org_unique UNIQUE (id, org_id);
  `.execute(db);
  await sql`INSERT INTO industries (name) SELECT unnest(${[...INDUSTRIES]}::text[]) ORDER BY 1`.execute(db);
  await sql`INSERT INTO position_clusters (name) SELECT unnest(${[...POSITION_CLUSTERS]}::text[]) ORDER BY 1`.execute(
    db,
  );
}

async function createCompanies(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE companies (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 300),
      name_key text NOT NULL,
      address text,
      address2 text,
      city text,
      state text,
      country text CHECK (country ~ '^[A-Z]{2}$'),
      zip text,
      latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      phone text,
      url text,
      domain text,
      revenue_usd bigint CHECK (revenue_usd >= 0),
      employee_range text CHECK (employee_range IN (${literals(COMPANY_SIZE_BUCKETS)})),
      industry_id smallint REFERENCES industries(id),
      description text,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
      agency_lead_count integer NOT NULL DEFAULT 0 CHECK (agency_lead_count >= 0),
      openweb_lead_count integer NOT NULL DEFAULT 0 CHECK (openweb_lead_count >= 0),
      source text NOT NULL,
      source_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((latitude IS NULL) = (longitude IS NULL))
    );
    CREATE INDEX companies_name_key ON companies (name_key);
    CREATE UNIQUE INDEX companies_source_id ON companies (source, source_id) WHERE source_id IS NOT NULL;
    CREATE INDEX companies_domain ON companies (domain) WHERE domain IS NOT NULL;
    CREATE INDEX companies_name_trgm ON companies USING gin (name gin_trgm_ops);
    CREATE INDEX companies_industry ON companies (industry_id);
    CREATE INDEX companies_employee_range ON companies (employee_range);
    CREATE INDEX companies_agency_lead_count ON companies (agency_lead_count DESC);
    CREATE INDEX companies_openweb_lead_count ON companies (openweb_lead_count DESC);
  `.execute(db);
}

async function createContacts(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contacts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      first_name text NOT NULL,
      last_name text NOT NULL,
      position text,
      position_cluster_id smallint REFERENCES position_clusters(id),
      email text,
      email_last_verified_status text CHECK (email_last_verified_status IN (${literals(EMAIL_VERIFICATION_STATUS_VALUES)})),
      phone_number text,
      phone_number_last_verified_status text
        CHECK (phone_number_last_verified_status IN (${literals(PHONE_VERIFICATION_STATUS_VALUES)})),
      office_phone text,
      office_phone_last_verified_status text
        CHECK (office_phone_last_verified_status IN (${literals(PHONE_VERIFICATION_STATUS_VALUES)})),
      phone_extension text,
      address1 text,
      address2 text,
      country text CHECK (country ~ '^[A-Z]{2}$'),
      state text,
      city text,
      zip text,
      linkedin_url text,
      source text NOT NULL,
      source_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX contacts_company ON contacts (company_id);
    CREATE INDEX contacts_email ON contacts (lower(email)) WHERE email IS NOT NULL;
    CREATE INDEX contacts_name ON contacts (lower(last_name), lower(first_name));
    CREATE UNIQUE INDEX contacts_source_id ON contacts (source, source_id) WHERE source_id IS NOT NULL;
  `.execute(db);
}

async function createLeads(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE leads (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      lead_type text NOT NULL CHECK (lead_type IN (${literals(LEAD_TYPES)})),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 500),
      -- Null when the source does not name the company (the posting is still a lead).
      company_id bigint REFERENCES companies(id) ON DELETE CASCADE,
      company_name text,
      location text,
      city text,
      state text,
      country text CHECK (country ~ '^[A-Z]{2}$'),
      latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      description text,
      employment_types text[] NOT NULL DEFAULT '{}'
        CHECK (employment_types <@ ARRAY[${literals(EMPLOYMENT_TYPES)}]::text[]),
      hourly_pay_min numeric(10, 2) CHECK (hourly_pay_min >= 0),
      hourly_pay_max numeric(10, 2) CHECK (hourly_pay_max >= 0),
      duration_months smallint CHECK (duration_months BETWEEN 0 AND 120),
      min_salary numeric(12, 2) CHECK (min_salary >= 0),
      max_salary numeric(12, 2) CHECK (max_salary >= 0),
      salary_currency text CHECK (salary_currency ~ '^[A-Z]{3}$'),
      min_experience_years smallint CHECK (min_experience_years BETWEEN 0 AND 60),
      posted_at timestamptz,
      careers_page_url text,
      source text NOT NULL,
      source_id text NOT NULL,
      source_url text,
      job_category_ids integer[] NOT NULL DEFAULT '{}',
      primary_contact_id bigint REFERENCES contacts(id) ON DELETE SET NULL,
      content_hash text NOT NULL,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(company_name, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C')
      ) STORED,
      CONSTRAINT leads_source_key UNIQUE (source, source_id),
      CHECK ((latitude IS NULL) = (longitude IS NULL))
    );
    CREATE INDEX leads_search ON leads USING gin (search_vector);
    CREATE INDEX leads_earth ON leads USING gist (ll_to_earth(latitude, longitude));
    CREATE INDEX leads_type_posted ON leads (lead_type, posted_at DESC NULLS LAST, id DESC);
    CREATE INDEX leads_type_state_posted ON leads (lead_type, country, state, posted_at DESC NULLS LAST);
    CREATE INDEX leads_company ON leads (company_id, lead_type, posted_at DESC NULLS LAST);
    CREATE INDEX leads_title_trgm ON leads USING gin (title gin_trgm_ops);
    CREATE INDEX leads_employment_types ON leads USING gin (employment_types);
    CREATE INDEX leads_job_categories ON leads USING gin (job_category_ids);
    CREATE INDEX leads_max_salary ON leads (lead_type, max_salary) WHERE max_salary IS NOT NULL;
    CREATE INDEX leads_primary_contact ON leads (primary_contact_id) WHERE primary_contact_id IS NOT NULL;
  `.execute(db);
}

async function createTips(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE agency_tips (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      company_name text NOT NULL,
      discovered_at timestamptz NOT NULL,
      additional_information text,
      job_tips text,
      location text,
      city text,
      state text,
      country text CHECK (country ~ '^[A-Z]{2}$'),
      latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      source text NOT NULL,
      source_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(company_name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(job_tips, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(additional_information, '')), 'C')
      ) STORED,
      CONSTRAINT agency_tips_source_key UNIQUE (source, source_id),
      CHECK ((latitude IS NULL) = (longitude IS NULL))
    );
    CREATE INDEX agency_tips_discovered ON agency_tips (discovered_at DESC, id DESC);
    CREATE INDEX agency_tips_company ON agency_tips (company_id);
    CREATE INDEX agency_tips_search ON agency_tips USING gin (search_vector);
    CREATE INDEX agency_tips_earth ON agency_tips USING gist (ll_to_earth(latitude, longitude));
  `.execute(db);
}

async function createPerUserTables(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lead_views (
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      lead_id bigint NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
      viewed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, lead_id),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX lead_views_lead ON lead_views (lead_id);
    CREATE INDEX lead_views_org_time ON lead_views (org_id, viewed_at);

    CREATE TABLE lead_favorites (
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      lead_id bigint NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, lead_id),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX lead_favorites_lead ON lead_favorites (lead_id);
    CREATE INDEX lead_favorites_user_time ON lead_favorites (user_id, created_at DESC);

    CREATE TABLE tip_views (
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      tip_id bigint NOT NULL REFERENCES agency_tips(id) ON DELETE CASCADE,
      viewed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, tip_id),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX tip_views_tip ON tip_views (tip_id);
    CREATE INDEX tip_views_org_time ON tip_views (org_id, viewed_at);
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createReferenceTables(db);
  await createCompanies(db);
  await createContacts(db);
  await createLeads(db);
  await createTips(db);
  await createPerUserTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE tip_views, lead_favorites, lead_views, agency_tips, leads, contacts, companies,
      position_clusters, job_categories, industries;
    ALTER TABLE users DROP CONSTRAINT users_id_org_unique;
  `.execute(db);
}
