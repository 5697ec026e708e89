/**
 * Seat sharing (issue #9, ARCHITECTURE "Sessions"): a product session remembers the sign-in whose token
 * registered it (the token's `sid`: the provider's grant, kept across refreshes), so a token may only use
 * sessions of its own sign-in, and a superseded sign-in cannot register a new one.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE user_sessions ADD COLUMN sign_in_id text;
    CREATE INDEX user_sessions_user_sign_in ON user_sessions (user_id, sign_in_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX user_sessions_user_sign_in;
    ALTER TABLE user_sessions DROP COLUMN sign_in_id;
  `.execute(db);
}
