/**
 * SQL of the e-mail assistant: the daily generation row (§9 one per day, migration 0028_email_generation) and
 * the facts an e-mail is written from. Every read is by the caller's user and organisation or by the one lead
 * the caller may open (the lead detail's check runs first, in service.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

export interface Caller {
  userId: string;
  orgId: string;
}

/** A claim of one user's UTC day; `claimedAt` identifies it when it is completed or released. */
export interface GenerationClaim extends Caller {
  day: string;
  claimedAt: Date;
}

/**
 * Claims the caller's generation of `day` (a conditional upsert): succeeds when the day has no row yet, or only
 * a 'pending' claim older than `staleBefore` (its process died). Of parallel claims exactly one succeeds.
 * @returns the claim, or null when the day's generation is taken.
 */
export async function claimGeneration(
  db: Db,
  caller: Caller,
  options: { day: string; leadId: number; now: Date; staleBefore: Date },
): Promise<GenerationClaim | null> {
  const { rows } = await sql<{ userId: string }>`
    INSERT INTO email_generations (user_id, org_id, day, lead_id, status, claimed_at)
    VALUES (${caller.userId}, ${caller.orgId}, ${options.day}::date, ${options.leadId}, 'pending', ${options.now})
    ON CONFLICT (user_id, day) DO UPDATE
      SET lead_id = excluded.lead_id, claimed_at = excluded.claimed_at, org_id = excluded.org_id
      WHERE email_generations.status = 'pending' AND email_generations.claimed_at < ${options.staleBefore}
    RETURNING user_id
  `.execute(db);
  return rows.length === 1 ? { ...caller, day: options.day, claimedAt: options.now } : null;
}

/** Marks the claimed day as used. */
export async function completeGeneration(
  db: Db,
  claim: GenerationClaim,
  generatedBy: 'model' | 'template',
): Promise<void> {
  await db
    .updateTable('emailGenerations')
    .set({ status: 'done', generatedBy, completedAt: new Date() })
    .where('userId', '=', claim.userId)
    .where('orgId', '=', claim.orgId)
    .where('day', '=', claim.day)
    .where('claimedAt', '=', claim.claimedAt)
    .execute();
}

/** Gives the day back after a failed generation (only this claim, only while pending). */
export async function releaseGeneration(db: Db, claim: GenerationClaim): Promise<void> {
  await db
    .deleteFrom('emailGenerations')
    .where('userId', '=', claim.userId)
    .where('orgId', '=', claim.orgId)
    .where('day', '=', claim.day)
    .where('status', '=', 'pending')
    .where('claimedAt', '=', claim.claimedAt)
    .execute();
}

/** The sender: the caller's name and e-mail and their organisation (the agency). */
export function findSender(db: Db, caller: Caller) {
  return db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.orgId')
    .select(['users.name as userName', 'users.email as userEmail', 'organizations.name as agencyName'])
    .where('users.id', '=', caller.userId)
    .where('users.orgId', '=', caller.orgId)
    .executeTakeFirst();
}

/** The company's Agency Tip while it is listed (its hiring-signal summary, issue #12). */
export function findCompanyTipSummary(db: Db, companyId: number) {
  return db
    .selectFrom('agencyTips')
    .select(['additionalInformation', 'signalCount', 'lastSignalAt'])
    .where('companyId', '=', companyId)
    .where('expiredAt', 'is', null)
    .orderBy('discoveredAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}
