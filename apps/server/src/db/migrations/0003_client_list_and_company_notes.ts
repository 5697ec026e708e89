/**
 * Per-organisation work on companies: the client list (prospecting-core §3 'Client list entry', §4 'Client list
 * membership') and company notes (§3 'Company note'; outreach-integrations-admin 'Company Notes screen').
 * Client list entries are personal (one per user and company); notes belong to the organisation and name
 * their writer. Both reference users (id, org_id) together, so a row can never name a user of another org.
 */
import { COMPANY_NOTE_JOB_TITLE_MAX_LENGTH, COMPANY_NOTE_MAX_LENGTH } from '@agencyscout/contracts';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE client_list_entries (
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      -- The lead the company was added from (the spec's JobId), when there was one.
      job_lead_id bigint REFERENCES leads(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, company_id),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX client_list_entries_org_time ON client_list_entries (org_id, created_at DESC);
    CREATE INDEX client_list_entries_company ON client_list_entries (company_id);

    CREATE TABLE company_notes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL,
      user_id uuid NOT NULL,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      job_lead_id bigint REFERENCES leads(id) ON DELETE SET NULL,
      job_title text CHECK (length(job_title) <= ${sql.lit(COMPANY_NOTE_JOB_TITLE_MAX_LENGTH)}),
      -- Plain text, never HTML.
      notes text NOT NULL CHECK (length(notes) BETWEEN 1 AND ${sql.lit(COMPANY_NOTE_MAX_LENGTH)}),
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    );
    CREATE INDEX company_notes_org_company_time ON company_notes (org_id, company_id, created_at DESC, id DESC);
    CREATE INDEX company_notes_user ON company_notes (user_id);
    CREATE INDEX company_notes_job_lead ON company_notes (job_lead_id) WHERE job_lead_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE company_notes, client_list_entries;`.execute(db);
}
