/**
 * Live sources (issue #28; docs/sources.md): the job boards, careers pages and feeds that are polled, each poll's
 * outcome, and which posting of which source is which lead.
 * - `leads.closed_at`: a lead whose postings are gone from every source that listed it. Closed leads leave
 *   searches, totals and alerts but stay reachable by id; the companies' lead counters count open leads only.
 * - `source_postings`: (source, posting id on its board) → lead. One lead may be listed by several sources (the
 *   same job on the company's board and on a feed); it closes when every one of them has dropped it.
 * - `sources.polling_until`: a lease, so that of many workers only one polls a source at a time.
 */
import { type Kysely, sql } from 'kysely';

const KINDS = sql.raw(
  ['greenhouse', 'lever', 'ashby', 'workable', 'smartrecruiters', 'recruitee', 'json-ld', 'xml-feed']
    .map((kind) => `'${kind}'`)
    .join(', '),
);

/**
 * Migration 0004's counter trigger function; `openOnly` counts only open leads (a lead's closing or reopening is an
 * update, which moves it out of or back into its company's counter).
 */
function companyCountsFunction(openOnly: boolean) {
  const counted = openOnly
    ? sql.raw('company_id IS NOT NULL AND closed_at IS NULL')
    : sql.raw('company_id IS NOT NULL');
  return sql`
    CREATE OR REPLACE FUNCTION leads_adjust_company_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE companies c
        SET agency_lead_count = greatest(0, c.agency_lead_count - d.agency),
            openweb_lead_count = greatest(0, c.openweb_lead_count - d.openweb)
        FROM (
          SELECT company_id, count(*) FILTER (WHERE lead_type = 'Agency') AS agency,
                 count(*) FILTER (WHERE lead_type = 'OpenWeb') AS openweb
          FROM old_rows WHERE ${counted} GROUP BY company_id
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
          FROM new_rows WHERE ${counted} GROUP BY company_id
        ) d
        WHERE c.id = d.company_id;
      END IF;
      RETURN NULL;
    END
    $$`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE leads ADD COLUMN closed_at timestamptz;

    CREATE TABLE sources (
      id bigserial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN (${KINDS})),
      token text NOT NULL CHECK (length(token) BETWEEN 1 AND 2000),
      url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
      name text,
      company_id bigint REFERENCES companies (id) ON DELETE SET NULL,
      lead_type text NOT NULL DEFAULT 'OpenWeb' CHECK (lead_type IN ('Agency', 'OpenWeb')),
      poll_interval_minutes integer NOT NULL DEFAULT 60 CHECK (poll_interval_minutes > 0),
      enabled boolean NOT NULL DEFAULT true,
      failing boolean NOT NULL DEFAULT false,
      consecutive_failures integer NOT NULL DEFAULT 0,
      next_poll_at timestamptz NOT NULL DEFAULT now(),
      polling_until timestamptz,
      last_polled_at timestamptz,
      last_success_at timestamptz,
      last_error text,
      etag text,
      last_modified text,
      postings_open integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, token)
    );
    CREATE INDEX sources_due ON sources (next_poll_at) WHERE enabled AND NOT failing;
    CREATE INDEX sources_company ON sources (company_id) WHERE company_id IS NOT NULL;

    CREATE TABLE source_polls (
      id bigserial PRIMARY KEY,
      source_id bigint NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      outcome text NOT NULL CHECK (outcome IN ('ok', 'unchanged', 'failed')),
      postings_open integer NOT NULL DEFAULT 0,
      postings_new integer NOT NULL DEFAULT 0,
      postings_changed integer NOT NULL DEFAULT 0,
      postings_closed integer NOT NULL DEFAULT 0,
      postings_skipped integer NOT NULL DEFAULT 0,
      skipped_reasons jsonb NOT NULL DEFAULT '{}',
      error text,
      duration_ms integer NOT NULL DEFAULT 0
    );
    CREATE INDEX source_polls_source_time ON source_polls (source_id, started_at DESC);

    CREATE TABLE source_postings (
      source_id bigint NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
      external_id text NOT NULL,
      lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      content_hash text NOT NULL,
      url text,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      missing_polls smallint NOT NULL DEFAULT 0,
      closed_at timestamptz,
      PRIMARY KEY (source_id, external_id)
    );
    CREATE INDEX source_postings_lead ON source_postings (lead_id);
  `.execute(db);
  await companyCountsFunction(true).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await companyCountsFunction(false).execute(db);
  await sql`
    DROP TABLE source_postings, source_polls, sources;
    ALTER TABLE leads DROP COLUMN closed_at;
  `.execute(db);
}
