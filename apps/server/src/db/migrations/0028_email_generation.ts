/**
 * The e-mail assistant's daily limit (prospecting-core §9 'Email generation: one per day'): one row per user and
 * UTC day. A generation claims the day's row with a conditional upsert before it calls the model, so of two
 * parallel requests exactly one gets it; a failed generation deletes its claim, and a claim left 'pending' by a
 * process that died is taken over once it is older than the model's timeout (email-assistant/repository.ts).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE email_generations (
      user_id uuid NOT NULL,
      org_id uuid NOT NULL,
      -- The UTC day of the generation.
      day date NOT NULL,
      lead_id bigint NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'done')),
      -- 'model' or 'template' once done.
      generated_by text CHECK (generated_by IN ('model', 'template')),
      claimed_at timestamptz NOT NULL,
      completed_at timestamptz,
      PRIMARY KEY (user_id, day),
      FOREIGN KEY (user_id, org_id) REFERENCES users(id, org_id) ON DELETE CASCADE
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE email_generations`.execute(db);
}
