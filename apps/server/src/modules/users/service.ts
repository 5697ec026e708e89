/**
 * Manage Users (issue #19; outreach-integrations-admin §2 'Manage Users', §3 'Managed user', 'User detail', §5
 * create-user e-mail, §6 'Account admin manages sub-users up to the plan allowance', §7 'Manage users', §9).
 * Only company admins (and provider staff, for their own organisation) manage users, and only their own
 * organisation's: another organisation's user id answers 404. A new sub-user gets an invitation e-mail.
 */

import {
  EMAIL_TEXTS,
  ERROR_CODES,
  MANAGE_USERS_TEXTS,
  type ManagedUser,
  type ManageUsersQuery,
  type ManageUsersResponse,
  ROLES,
  USER_ACTIVITY_MONTHS,
  USERS_CSV_COLUMNS,
  type UserActivity,
  type UserDetail,
} from '@agencyscout/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { issueInvitation } from '../onboarding/service.ts';
import { endUserSessions } from '../sessions/public.ts';
import {
  type CountWindow,
  countActiveUsers,
  deleteUserHandingOver,
  findOrgUser,
  findUserIdByEmail,
  insertMember,
  listManagedUsers,
  lockOrganisation,
  type ManagedUserRow,
  maxUsersOf,
  monthlyActivity,
  notesBy,
  setUserEmail,
  viewedLeads,
} from './repository.ts';

/** The caller must be a company admin (or staff) by role, whatever the token claims. @throws 403. */
function requireAdmin(identity: Identity): void {
  if (identity.role !== ROLES.COMPANY_ADMIN && identity.role !== ROLES.ADMIN) throw forbidden();
}

const DAY_MS = 86_400_000;

/** `dateAfter` from its first instant, `dateBefore` to its last (UTC calendar days). @throws 400 when reversed. */
export function countWindow(query: ManageUsersQuery): CountWindow {
  const from = query.dateAfter ? new Date(`${query.dateAfter}T00:00:00Z`) : null;
  const until = query.dateBefore ? new Date(new Date(`${query.dateBefore}T00:00:00Z`).getTime() + DAY_MS) : null;
  if (from && until && from >= until) throw badRequest('dateAfter must not be after dateBefore');
  return { from, until };
}

function toManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    userId: row.userId,
    emailId: row.email,
    name: row.name,
    role: row.role,
    status: row.hasPassword ? 'active' : 'invited',
    lastLoginDate: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    countAgencyViewed: row.agencyViewed,
    countAgencyContacted: row.agencyContacted,
    countTipsViewed: row.tipsViewed,
    countTipsContacted: row.tipsContacted,
    countOpenWebViewed: row.openWebViewed,
    countOpenWebContacted: row.openWebContacted,
  };
}

/** GET /manageusers: the organisation's users with their counts in the window, and the allowance. */
export async function listUsers(db: Db, identity: Identity, query: ManageUsersQuery): Promise<ManageUsersResponse> {
  requireAdmin(identity);
  const window = countWindow(query);
  const [rows, organisation] = await Promise.all([
    listManagedUsers(db, identity.orgId, window),
    maxUsersOf(db, identity.orgId),
  ]);
  return { users: rows.map(toManagedUser), maxUsers: organisation?.maxUsers ?? 0 };
}

async function managedUser(db: Db, identity: Identity, userId: string): Promise<ManagedUser> {
  const rows = await listManagedUsers(db, identity.orgId, { from: null, until: null });
  const row = rows.find((candidate) => candidate.userId === userId);
  if (!row) throw notFound();
  return toManagedUser(row);
}

/**
 * POST /manageusers: a member with the e-mail, invited by e-mail, while the organisation has a seat left.
 * @throws 404 for another organisation's recruiterId, 409 for an e-mail in use, 403 beyond maxUsers.
 */
export async function addUser(
  db: Db,
  mail: Mailer,
  identity: Identity,
  request: { email: string; recruiterId?: string },
): Promise<ManagedUser> {
  requireAdmin(identity);
  if (request.recruiterId && request.recruiterId !== identity.orgId) throw notFound();
  const { userId, outboxId } = await db.transaction().execute(async (trx) => {
    const organisation = await lockOrganisation(trx, identity.orgId);
    if (!organisation) throw notFound();
    if ((await countActiveUsers(trx, identity.orgId)) >= organisation.maxUsers) {
      throw new AppError(ERROR_CODES.forbidden, 403, MANAGE_USERS_TEXTS.allowanceReached(organisation.maxUsers));
    }
    if (await findUserIdByEmail(trx, request.email)) throw new AppError('EMAIL_IN_USE', 409, EMAIL_TEXTS.taken);
    const newId = await insertMember(trx, identity.orgId, request.email, ROLES.MEMBER);
    const invitation = await issueInvitation(trx, mail, { userId: newId, invitedBy: identity.userId });
    return { userId: newId, outboxId: invitation.outboxId };
  });
  await mail.deliver(outboxId);
  return managedUser(db, identity, userId);
}

/** The organisation's other active user. @throws 404 (another organisation, unknown), 400 for the caller. */
async function subUser(db: Db, identity: Identity, userId: string) {
  const user = await findOrgUser(db, identity.orgId, userId);
  if (!user) throw notFound();
  if (user.id === identity.userId) throw badRequest(MANAGE_USERS_TEXTS.notSubUser);
  return user;
}

/** POST /manageusers/{id}/invite: a new invitation for a user who has not set a password yet. */
export async function resendInvitation(db: Db, mail: Mailer, identity: Identity, userId: string): Promise<ManagedUser> {
  requireAdmin(identity);
  const user = await subUser(db, identity, userId);
  if (user.passwordHash) throw badRequest('This user has already set a password');
  const invitation = await db
    .transaction()
    .execute((trx) => issueInvitation(trx, mail, { userId, invitedBy: identity.userId }));
  await mail.deliver(invitation.outboxId);
  return managedUser(db, identity, userId);
}

/**
 * POST /user/updateEmail (§7 {userId, email}): the admin corrects a sub-user's e-mail. The user's sessions end;
 * a user still invited gets a new invitation at the new address (the old link stops working).
 */
export async function updateUserEmail(
  db: Db,
  mail: Mailer,
  identity: Identity,
  request: { userId: string; email: string },
): Promise<ManagedUser> {
  requireAdmin(identity);
  const user = await subUser(db, identity, request.userId);
  const owner = await findUserIdByEmail(db, request.email);
  if (owner && owner.id !== user.id) throw new AppError('EMAIL_IN_USE', 409, EMAIL_TEXTS.taken);
  const outboxId = await db.transaction().execute(async (trx) => {
    await setUserEmail(trx, identity.orgId, user.id, request.email);
    await endUserSessions(trx, user.id, 'email-changed');
    if (user.passwordHash) return null;
    return (await issueInvitation(trx, mail, { userId: user.id, invitedBy: identity.userId })).outboxId;
  });
  if (outboxId !== null) await mail.deliver(outboxId);
  return managedUser(db, identity, user.id);
}

/** DELETE /manageusers/{id}: organisation records go to the caller, personal data is removed. */
export async function deleteUser(db: Db, identity: Identity, userId: string): Promise<void> {
  requireAdmin(identity);
  await subUser(db, identity, userId);
  await db.transaction().execute((trx) => deleteUserHandingOver(trx, identity.orgId, userId, identity.userId));
}

const DETAIL_ROWS = 100;

/** GET /manageusers/{id}/detail: the latest leads viewed and notes written (§3 'User detail'). */
export async function userDetail(db: Db, identity: Identity, userId: string): Promise<UserDetail> {
  requireAdmin(identity);
  const user = await findOrgUser(db, identity.orgId, userId);
  if (!user) throw notFound();
  const [leads, notes] = await Promise.all([
    viewedLeads(db, identity.orgId, userId, DETAIL_ROWS),
    notesBy(db, identity.orgId, userId, DETAIL_ROWS),
  ]);
  return {
    userId,
    emailId: user.email,
    jobleadsviewed: leads.map((lead) => ({
      createdDate: lead.viewedAt.toISOString(),
      jobLead: {
        jobleadId: lead.id,
        jobTitle: lead.title,
        companyName: lead.companyName ?? '',
        jobLocation: lead.location,
        employmentType: lead.employmentTypes,
        hourlyPay: lead.hourlyPayMin,
        minimumSalary: lead.minSalary,
        maximumSalary: lead.maxSalary,
        minimumExperience: lead.minExperienceYears,
      },
    })),
    companyNotes: notes.map((note) => ({
      id: Number(note.id),
      jobleadId: note.jobLeadId,
      jobTitle: note.jobTitle,
      company: note.companyName,
      notes: note.notes,
      createdOn: note.createdAt.toISOString(),
    })),
  };
}

/** The last USER_ACTIVITY_MONTHS calendar months (UTC) ending with `now`'s, oldest first. */
export function lastMonths(now: Date): string[] {
  const months: string[] = [];
  for (let back = USER_ACTIVITY_MONTHS - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/** GET /manageusers/{id}/activity: views and contacts per month, six months, months without activity at 0. */
export async function userActivity(
  db: Db,
  identity: Identity,
  userId: string,
  now = new Date(),
): Promise<UserActivity> {
  requireAdmin(identity);
  if (!(await findOrgUser(db, identity.orgId, userId))) throw notFound();
  const months = lastMonths(now);
  const from = new Date(`${months[0]}-01T00:00:00Z`);
  const rows = await monthlyActivity(db, identity.orgId, userId, from);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return {
    months: months.map((month) => {
      const row = byMonth.get(month);
      return {
        month,
        agencyViewed: row?.agencyViewed ?? 0,
        openWebViewed: row?.openWebViewed ?? 0,
        tipsViewed: row?.tipsViewed ?? 0,
        contacted: row?.contacted ?? 0,
      };
    }),
  };
}

/** A cell a spreadsheet shows as text (OWASP CSV injection). */
function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** GET /manageusers/csv: users.csv with the §9 columns, the window of the table. */
export async function usersCsv(db: Db, identity: Identity, query: ManageUsersQuery): Promise<string> {
  const { users } = await listUsers(db, identity, query);
  const rows = users.map((user) => [
    user.userId,
    formulaSafe(user.emailId),
    user.lastLoginDate ?? '',
    user.countAgencyViewed,
    user.countAgencyContacted,
    user.countTipsViewed,
    user.countTipsContacted,
    user.countOpenWebViewed,
    user.countOpenWebContacted,
  ]);
  return `\uFEFF${stringify([[...USERS_CSV_COLUMNS], ...rows])}`;
}
