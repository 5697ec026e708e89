/**
 * Foundation: organisations (the spec's "Recruiter"), their users ("RecruiterUser"), API keys,
 * product sessions (RequestId), export usage, and the built-in OpenID Provider's storage.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE organizations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      plan text NOT NULL CHECK (plan IN ('agency', 'openweb', 'demo', 'trial')),
      subscription_start timestamptz,
      subscription_end timestamptz,
      max_users integer NOT NULL DEFAULT 5 CHECK (max_users >= 0),
      logo_url text,
      is_new_integrations boolean NOT NULL DEFAULT false,
      export_limit integer NOT NULL DEFAULT 1000 CHECK (export_limit >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      email text NOT NULL,
      name text NOT NULL DEFAULT '',
      role smallint NOT NULL CHECK (role IN (0, 1, 2)),
      password_hash text,
      external_subject text UNIQUE,
      share_client_list boolean NOT NULL DEFAULT false,
      email_user_report boolean NOT NULL DEFAULT true,
      email_weekly_report boolean NOT NULL DEFAULT true,
      email_client_alert boolean NOT NULL DEFAULT true,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_login_at timestamptz
    );
    CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
    CREATE INDEX users_org_id ON users (org_id);

    CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key_hash text NOT NULL UNIQUE,
      key_prefix text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      last_used_at timestamptz
    );
    CREATE UNIQUE INDEX api_keys_one_active_per_user ON api_keys (user_id) WHERE revoked_at IS NULL;

    CREATE TABLE user_sessions (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ended_at timestamptz,
      ended_reason text,
      user_agent text
    );
    CREATE INDEX user_sessions_open_by_user ON user_sessions (user_id) WHERE ended_at IS NULL;

    CREATE TABLE export_downloads (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      row_count integer NOT NULL CHECK (row_count >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX export_downloads_user_time ON export_downloads (user_id, created_at);

    CREATE TABLE oidc_payloads (
      kind text NOT NULL,
      id text NOT NULL,
      payload jsonb NOT NULL,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      PRIMARY KEY (kind, id)
    );
    CREATE INDEX oidc_payloads_grant_id ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
    CREATE INDEX oidc_payloads_uid ON oidc_payloads (uid) WHERE uid IS NOT NULL;
    CREATE INDEX oidc_payloads_user_code ON oidc_payloads (user_code) WHERE user_code IS NOT NULL;
    CREATE INDEX oidc_payloads_expires_at ON oidc_payloads (expires_at);

    CREATE TABLE oidc_signing_keys (
      kid text PRIMARY KEY,
      private_jwk_encrypted text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE oidc_signing_keys, oidc_payloads, export_downloads, user_sessions, api_keys, users, organizations;
  `.execute(db);
}
