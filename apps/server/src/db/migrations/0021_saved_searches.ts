/**
 * Saved searches (prospecting-core §2.6, §3 'Saved search'; issue #11): a user's named lead query with its
 * alert settings, readable by the organisation and changed only by its owner, and each user's ticker search
 * (§2.7). `query` holds the lead-search fields of the LeadSearchRequest contract (camelCase, empty values
 * dropped; no paging, sort or total flags). An alert is on exactly when its frequency is set (§2.6 Notify Me:
 * turning on defaults the frequency to daily, turning off clears it).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE saved_searches (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      query jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(query) = 'object'),
      send_email boolean NOT NULL DEFAULT false,
      send_email_frequency text CHECK (send_email_frequency IN ('daily', 'weekly')),
      send_open_web_email boolean NOT NULL DEFAULT false,
      send_open_web_email_frequency text CHECK (send_open_web_email_frequency IN ('daily', 'weekly')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (send_email = (send_email_frequency IS NOT NULL)),
      CHECK (send_open_web_email = (send_open_web_email_frequency IS NOT NULL)),
      UNIQUE (id, org_id),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    -- 'My Saved Searches' and 'All Searches', by name (case-insensitive substring filters scan these in order).
    CREATE INDEX saved_searches_owner_name ON saved_searches (org_id, user_id, lower(name), id);
    CREATE INDEX saved_searches_org_name ON saved_searches (org_id, lower(name), id);
    -- The alert run reads only the searches with an alert on.
    CREATE INDEX saved_searches_alerting ON saved_searches (id) WHERE send_email OR send_open_web_email;

    ALTER TABLE users ADD COLUMN ticker_search_id bigint REFERENCES saved_searches(id) ON DELETE SET NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users DROP COLUMN ticker_search_id;
    DROP TABLE saved_searches;
  `.execute(db);
}
