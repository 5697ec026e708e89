/**
 * Agency Tips derived from hiring signals (issue #12; prospecting-core §1, §2.5, §9 'Agency tips window').
 * - leads.agency_evidence_lead_id: the staffing firm's posting that made an Open Web posting an Agency lead
 *   (nullable, no default: adding it only touches the catalogue, even on the 1M-row table).
 * - leads_title_city_key: the normalised title + city of a posting (the "same job" key), so a changed staffing
 *   firm posting finds its matches without a scan. Built here; about 9 s on 1M leads (docs/performance.md).
 * - agency_tips: expired_at (kept, not listed), last_signal_at and signal_count of the evidence.
 * - tip_refresh_state: when the tips were last recomputed (the incremental refresh looks at leads changed since).
 * The key expression below is repeated in modules/tips/refresh-repository.ts (titleKey, cityKey); keep them equal.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE leads ADD COLUMN agency_evidence_lead_id bigint;
    CREATE INDEX leads_agency_evidence ON leads (agency_evidence_lead_id) WHERE agency_evidence_lead_id IS NOT NULL;
    CREATE INDEX leads_title_city_key ON leads (
      (btrim(regexp_replace(lower(title), '[^a-z0-9]+', ' ', 'g'))),
      (lower(btrim(city)))
    );
    CREATE INDEX leads_updated ON leads (updated_at);

    ALTER TABLE agency_tips
      ADD COLUMN expired_at timestamptz,
      ADD COLUMN last_signal_at timestamptz,
      ADD COLUMN signal_count integer CHECK (signal_count >= 0);
    CREATE INDEX agency_tips_listed ON agency_tips (discovered_at DESC, id DESC) WHERE expired_at IS NULL;
    CREATE INDEX agency_tips_name_trgm ON agency_tips USING gin (company_name gin_trgm_ops);
    -- Searches only ever read listed tips: keyword and radius indexes without the expired ones.
    CREATE INDEX agency_tips_search_listed ON agency_tips USING gin (search_vector) WHERE expired_at IS NULL;
    CREATE INDEX agency_tips_earth_listed ON agency_tips USING gist (ll_to_earth(latitude, longitude))
      WHERE expired_at IS NULL;

    CREATE TABLE tip_refresh_state (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      refreshed_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE tip_refresh_state;
    DROP INDEX agency_tips_earth_listed;
    DROP INDEX agency_tips_search_listed;
    DROP INDEX agency_tips_name_trgm;
    DROP INDEX agency_tips_listed;
    ALTER TABLE agency_tips DROP COLUMN signal_count, DROP COLUMN last_signal_at, DROP COLUMN expired_at;
    DROP INDEX leads_updated;
    DROP INDEX leads_title_city_key;
    DROP INDEX leads_agency_evidence;
    ALTER TABLE leads DROP COLUMN agency_evidence_lead_id;
  `.execute(db);
}
