/**
 * Account Settings (outreach-integrations-admin §2 'Account Settings', §3 'Account data', §5 password rules,
 * §7 PUT /userdata, PUT /user/password, PUT /user/email): the account information, the password, the e-mail
 * preferences and the API key of the signed-in user. Every function acts on the caller's own row only.
 */
import {
  type AccountData,
  type AccountInfoUpdate,
  type EmailSettings,
  ERROR_CODES,
  PASSWORD_TEXTS,
  type Plan,
} from '@agencyscout/contracts';
import { activeKeyOf, revokeActiveKeys } from '../../auth/api-key-repository.ts';
import { issueApiKey } from '../../auth/api-key-service.ts';
import type { Identity } from '../../auth/identity.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import {
  endOtherSignIns,
  findAccountData,
  findPasswordHash,
  pendingEmailChange,
  setPassword,
  updateAccountInfo,
  updateEmailSettings,
} from './repository.ts';

const PLAN_NAMES: Record<Plan, string> = { agency: 'Agency', openweb: 'Open Web', demo: 'Demo', trial: 'Trial' };

/** GET /account. @throws 404 when the caller's row is gone. */
export async function getAccountData(db: Db, identity: Identity, now = new Date()): Promise<AccountData> {
  const row = await findAccountData(db, identity.userId, identity.orgId);
  if (!row) throw notFound();
  const [key, pending] = await Promise.all([
    activeKeyOf(db, identity.userId),
    pendingEmailChange(db, identity.userId, now),
  ]);
  const active = !row.subscriptionEnd || row.subscriptionEnd.getTime() >= now.getTime();
  return {
    userId: row.userId,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    phoneNumber: row.phoneNumber,
    email: row.email,
    address: row.address,
    country: row.country,
    state: row.state,
    city: row.city,
    zip: row.zip,
    recruiterId: row.orgId,
    apiSettings: {
      apiKeyPrefix: key?.keyPrefix ?? null,
      createdAt: key?.createdAt.toISOString() ?? null,
      lastUsedAt: key?.lastUsedAt?.toISOString() ?? null,
    },
    subscription: { planName: PLAN_NAMES[row.plan], noOfUserAccounts: row.maxUsers },
    status: active ? 'Active' : 'Not Active',
    pendingEmail: pending?.newEmail ?? null,
  };
}

/** PUT /userdata: the caller's contact person, phone and address (the company name is read-only). */
export async function updateAccount(db: Db, identity: Identity, values: AccountInfoUpdate): Promise<AccountData> {
  await updateAccountInfo(db, identity.userId, identity.orgId, values);
  return getAccountData(db, identity);
}

/** PUT /user/emailsettings: saves the toggles given (§2 'saved on change'); answers all three. */
export async function saveEmailSettings(
  db: Db,
  identity: Identity,
  values: Partial<EmailSettings>,
): Promise<EmailSettings> {
  await updateEmailSettings(db, identity.userId, identity.orgId, {
    emailUserReport: values.userReport,
    emailWeeklyReport: values.weeklyReport,
    emailClientAlert: values.clientAlert,
  });
  const row = await db
    .selectFrom('users')
    .select(['emailUserReport', 'emailWeeklyReport', 'emailClientAlert'])
    .where('id', '=', identity.userId)
    .executeTakeFirstOrThrow();
  return { userReport: row.emailUserReport, weeklyReport: row.emailWeeklyReport, clientAlert: row.emailClientAlert };
}

/**
 * PUT /user/password (§7 {email, oldPassword, newPassword}; §5 rules, checked by the schema). Ends the user's
 * other sessions and sign-ins. @throws 400 for another user's e-mail or a wrong current password.
 */
export async function changePassword(
  db: Db,
  identity: Identity,
  body: { email: string; oldPassword: string; newPassword: string },
): Promise<{ endedOtherSessions: number }> {
  const row = await findPasswordHash(db, identity.userId, identity.orgId);
  if (!row) throw notFound();
  if (row.email.toLowerCase() !== body.email.trim().toLowerCase()) {
    throw badRequest('The e-mail is not the signed-in user’s');
  }
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, body.oldPassword))) {
    throw new AppError(ERROR_CODES.badRequest, 400, PASSWORD_TEXTS.wrongOldPassword);
  }
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction().execute(async (trx) => {
    await setPassword(trx, identity.userId, passwordHash);
    const ended = await endOtherSignIns(
      trx,
      identity.userId,
      { sessionId: identity.sessionId, signInId: identity.signInId },
      'password-changed',
    );
    return { endedOtherSessions: ended };
  });
}

/** POST /user/apikey: a new key for the caller, shown once (the old one is revoked). */
export function createApiKey(db: Db, identity: Identity) {
  return issueApiKey(db, identity);
}

/** DELETE /user/apikey. @returns how many keys were revoked (0 or 1). */
export async function revokeApiKey(db: Db, identity: Identity) {
  return { revoked: await revokeActiveKeys(db, identity.userId) };
}
