/**
 * Manage Customers (outreach-integrations-admin §2 'Manage Customers', §3, §4, §5, §7 'Manage users and admin',
 * §8): provider staff create customers (start today, end 6 months later unless given; the demo flag gives plan
 * type 7), look users up by e-mail, change a password, upgrade a demo account, change the end date and the
 * organisation's fields, move a user's organisation to the current integrations version (4.1) and toggle it.
 * Every action is checked for staff (role ADMIN with create:member) and written to the audit log in the same
 * transaction as the change.
 */
import {
  CUSTOMER_LOOKUP_LIMIT,
  CUSTOMER_TEXTS,
  type Customer,
  type CustomerResponse,
  DEMO_PLAN_TYPE,
  type ParsedNewCustomer,
  PERMISSIONS,
  ROLES,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/kysely.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { issueInvitation } from '../onboarding/service.ts';
import { defaultEndDay, endOfDay, startOfDay, todayIso } from './dates.ts';
import {
  type AuditRecord,
  type Executor,
  findOrganisation,
  findUser,
  findUserByEmail,
  insertAdminUser,
  insertAudit,
  insertOrganisation,
  listAudit,
  listOrganisationUsers,
  searchUsersByEmail,
  setPasswordHash,
  type UserRecord,
  updateOrganisation,
} from './repository.ts';

/** @throws 403 unless the caller is provider staff (role ADMIN and create:member). */
export function requireStaff(identity: Identity): void {
  if (identity.role !== ROLES.ADMIN || !identity.permissions.includes(PERMISSIONS.createMember)) throw forbidden();
}

type Organisation = NonNullable<Awaited<ReturnType<typeof findOrganisation>>>;

function organisationSnapshot(org: Organisation): Record<string, unknown> {
  return {
    companyName: org.name,
    plan: org.plan,
    subscriptionEndDate: org.subscriptionEnd?.toISOString() ?? null,
    noOfusers: org.maxUsers,
    contactPerson: org.contactPerson,
    phoneNumber: org.phoneNumber,
    isNewIntegrations: org.isNewIntegrations,
  };
}

async function toCustomer(executor: Executor, user: UserRecord): Promise<Customer> {
  const org = await findOrganisation(executor, user.orgId);
  if (!org) throw notFound();
  const users = await listOrganisationUsers(executor, user.orgId);
  return {
    userId: user.id,
    createdDate: user.createdAt.toISOString(),
    recruiterId: org.id,
    emailId: user.email,
    userType: user.role,
    isdeleted: !user.isActive,
    deletedDate: null,
    isActive: user.isActive,
    subscriptionEndDate: org.subscriptionEnd?.toISOString() ?? null,
    planType: org.plan === 'demo' ? DEMO_PLAN_TYPE : 1,
    subscriptionType: org.plan,
    isNewIntegrations: org.isNewIntegrations,
    recruiters: {
      companyName: org.name,
      contactPerson: org.contactPerson,
      phoneNumber: org.phoneNumber,
      noOfusers: org.maxUsers,
      recruitersUser: users.map((member) => ({
        userId: member.id,
        emailId: member.email,
        userType: member.role,
        isActive: member.isActive,
        lastLoginDate: member.lastLoginAt?.toISOString() ?? null,
      })),
    },
  };
}

function audit(identity: Identity, action: string, rest: Omit<AuditRecord, 'actorUserId' | 'actorEmail' | 'action'>) {
  return { actorUserId: identity.userId, actorEmail: identity.email, action, ...rest };
}

/**
 * POST /manageusers/member: a new organisation (plan demo with the demo flag, else agency) and its company admin
 * without a password, invited by e-mail (the onboarding invitation, in the same transaction) to set one.
 * @throws 400 when a user already has the e-mail (not 409: the web app reads 409 as 'signed in elsewhere').
 */
export async function createCustomer(
  db: Db,
  identity: Identity,
  body: ParsedNewCustomer,
  mail: Mailer,
): Promise<CustomerResponse> {
  requireStaff(identity);
  const start = body.subscriptionDate ?? todayIso();
  const end = body.subscriptionEndDate ?? defaultEndDay(start);
  if (end < start) throw badRequest(CUSTOMER_TEXTS.endBeforeStart);
  const { response, outboxId } = await db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, body.emailId)) throw badRequest(CUSTOMER_TEXTS.emailTaken);
    const orgId = await insertOrganisation(trx, {
      name: body.companyName,
      plan: body.demo ? 'demo' : 'agency',
      subscriptionStart: startOfDay(start),
      subscriptionEnd: endOfDay(end),
      maxUsers: body.noOfusers,
      contactPerson: body.contactPerson,
      phoneNumber: body.phoneNumber || null,
      location: body.location || null,
      country: body.country,
      state: body.state || null,
      city: body.city || null,
    });
    const userId = await insertAdminUser(trx, {
      orgId,
      email: body.emailId,
      name: body.contactPerson,
      role: ROLES.COMPANY_ADMIN,
    });
    // The onboarding invitation (single-use link to set the password), in the same transaction.
    const invitation = await issueInvitation(trx, mail, { userId, invitedBy: identity.userId });
    const after = { ...body, subscriptionDate: start, subscriptionEndDate: end };
    await insertAudit(
      trx,
      audit(identity, 'create-customer', {
        targetOrgId: orgId,
        targetUserId: userId,
        targetEmail: body.emailId,
        before: null,
        after,
      }),
    );
    const user = await findUser(trx, userId);
    if (!user) throw notFound();
    const customer = await toCustomer(trx, user);
    return { response: { customer, message: CUSTOMER_TEXTS.customerCreated }, outboxId: invitation.outboxId };
  });
  await mail.deliver(outboxId);
  return response;
}

/** GET /manageusers/member?email: users whose e-mail contains the text, each with their organisation. */
export async function lookUpCustomers(db: Db, identity: Identity, email: string): Promise<{ customers: Customer[] }> {
  requireStaff(identity);
  const users = await searchUsersByEmail(db, email, CUSTOMER_LOOKUP_LIMIT);
  return { customers: await Promise.all(users.map((user) => toCustomer(db, user))) };
}

/** PUT /manageusers/member: a user's new password (§5 rules checked by the contract). @throws 404 unknown e-mail. */
export async function changePassword(db: Db, identity: Identity, body: { email: string; password: string }) {
  requireStaff(identity);
  const passwordHash = await hashPassword(body.password);
  return db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, body.email);
    if (!user) throw notFound('User not found');
    await setPasswordHash(trx, user.id, passwordHash);
    await insertAudit(
      trx,
      audit(identity, 'change-password', {
        targetOrgId: user.orgId,
        targetUserId: user.id,
        targetEmail: user.email,
        before: null,
        after: { passwordChanged: true },
      }),
    );
    return { message: CUSTOMER_TEXTS.passwordChanged };
  });
}

/**
 * Runs `change` on the organisation of `userId` (or `orgId`) with the audit row of its before and after.
 * @throws 404 when the user or organisation does not exist.
 */
async function changeOrganisation(
  db: Db,
  identity: Identity,
  target: { userId?: string; orgId?: string },
  action: string,
  change: (org: Organisation, trx: Executor) => Promise<void>,
): Promise<Customer | null> {
  return db.transaction().execute(async (trx) => {
    const user = target.userId ? await findUser(trx, target.userId) : undefined;
    if (target.userId && !user) throw notFound('User not found');
    const org = await findOrganisation(trx, user?.orgId ?? target.orgId ?? '');
    if (!org) throw notFound('Customer not found');
    await change(org, trx);
    const changed = await findOrganisation(trx, org.id);
    if (!changed) throw notFound();
    await insertAudit(
      trx,
      audit(identity, action, {
        targetOrgId: org.id,
        targetUserId: user?.id ?? null,
        targetEmail: user?.email ?? null,
        before: organisationSnapshot(org),
        after: organisationSnapshot(changed),
      }),
    );
    return user ? toCustomer(trx, user) : null;
  });
}

/** POST /manageusers/upgradeDemo/{id}: the user's demo organisation becomes a full agency account. @throws 400. */
export async function upgradeDemo(db: Db, identity: Identity, userId: string) {
  requireStaff(identity);
  const customer = await changeOrganisation(db, identity, { userId }, 'upgrade-demo', async (org, trx) => {
    if (org.plan !== 'demo') throw badRequest(CUSTOMER_TEXTS.notDemo);
    await updateOrganisation(trx, org.id, { plan: 'agency' });
  });
  return { message: CUSTOMER_TEXTS.userUpgraded, customer };
}

/** PUT /manageusers/date: the organisation's subscription ends at the end of `endDate` (UTC). */
export async function changeEndDate(db: Db, identity: Identity, body: { endDate: string; recruiterId: string }) {
  requireStaff(identity);
  await changeOrganisation(db, identity, { orgId: body.recruiterId }, 'change-end-date', async (org, trx) => {
    const start = org.subscriptionStart?.toISOString().slice(0, 10);
    if (start && body.endDate < start) throw badRequest(CUSTOMER_TEXTS.endBeforeStart);
    await updateOrganisation(trx, org.id, { subscriptionEnd: endOfDay(body.endDate) });
  });
  return { message: CUSTOMER_TEXTS.userUpdated };
}

/** PUT /recruiter/{id}: one field of the organisation (seats, company name, contact person or phone). */
export async function updateRecruiter(
  db: Db,
  identity: Identity,
  orgId: string,
  field: { noOfusers?: number; companyName?: string; contactPerson?: string; phoneNumber?: string },
) {
  requireStaff(identity);
  await changeOrganisation(db, identity, { orgId }, 'update-recruiter', async (org, trx) => {
    if (field.noOfusers !== undefined) await updateOrganisation(trx, org.id, { maxUsers: field.noOfusers });
    if (field.companyName !== undefined) await updateOrganisation(trx, org.id, { name: field.companyName });
    if (field.contactPerson !== undefined) {
      await updateOrganisation(trx, org.id, { contactPerson: field.contactPerson || null });
    }
    if (field.phoneNumber !== undefined) {
      await updateOrganisation(trx, org.id, { phoneNumber: field.phoneNumber || null });
    }
  });
  return { message: CUSTOMER_TEXTS.userUpdated };
}

/**
 * POST /user/set4user: the user's organisation moves to the current integrations version (the spec's '4.1
 * account'). @throws 400 'User already has a 4.1 account'.
 */
export async function setIntegrationsVersion41(db: Db, identity: Identity, userId: string) {
  requireStaff(identity);
  const customer = await changeOrganisation(db, identity, { userId }, 'create-4.1-account', async (org, trx) => {
    if (org.isNewIntegrations) throw badRequest(CUSTOMER_TEXTS.already41);
    await updateOrganisation(trx, org.id, { isNewIntegrations: true });
  });
  return { message: CUSTOMER_TEXTS.userCreated, customer };
}

/** GET /integrations/toggle?id: switches the user's organisation between the integrations versions. */
export async function toggleIntegrations(db: Db, identity: Identity, userId: string) {
  requireStaff(identity);
  const customer = await changeOrganisation(db, identity, { userId }, 'toggle-integrations', async (org, trx) => {
    await updateOrganisation(trx, org.id, { isNewIntegrations: !org.isNewIntegrations });
  });
  return { message: CUSTOMER_TEXTS.integrationToggled, customer };
}

/** GET /managecustomers/audit: the staff actions, newest first. */
export async function auditLog(db: Db, identity: Identity, page: { offset: number; count: number }) {
  requireStaff(identity);
  const { rows, total } = await listAudit(db, page);
  return {
    total,
    entries: rows.map((row) => ({
      id: Number(row.id),
      createdAt: row.createdAt.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      targetEmail: row.targetEmail,
      targetOrganization: row.targetOrganization,
      before: row.before,
      after: row.after,
    })),
  };
}
