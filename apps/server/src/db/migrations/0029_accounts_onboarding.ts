/**
 * Accounts and onboarding (issue #19; outreach-integrations-admin §2 'Onboarding', 'Account Settings', §3
 * 'Account data'):
 * - the account information each user edits on /account (contact person, phone, address; the company name is
 *   the organisation's);
 * - `onboarding_tokens`: invitation links. Only a SHA-256 fingerprint of the token is stored; a token is used
 *   once (`used_at`), ends when a newer invitation of the same user is sent (`revoked_at`) and expires.
 * - `email_change_requests`: a requested new e-mail address, confirmed by a link sent to it.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN contact_person text NOT NULL DEFAULT '',
      ADD COLUMN phone_number text NOT NULL DEFAULT '',
      ADD COLUMN address text NOT NULL DEFAULT '',
      ADD COLUMN country text CHECK (country IN ('US', 'CA')),
      ADD COLUMN state text NOT NULL DEFAULT '',
      ADD COLUMN city text NOT NULL DEFAULT '',
      ADD COLUMN zip text NOT NULL DEFAULT '';

    CREATE TABLE onboarding_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX onboarding_tokens_user ON onboarding_tokens (user_id);

    CREATE TABLE email_change_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      new_email text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX email_change_requests_user ON email_change_requests (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE email_change_requests;
    DROP TABLE onboarding_tokens;
    ALTER TABLE users
      DROP COLUMN contact_person, DROP COLUMN phone_number, DROP COLUMN address, DROP COLUMN country,
      DROP COLUMN state, DROP COLUMN city, DROP COLUMN zip;
  `.execute(db);
}
