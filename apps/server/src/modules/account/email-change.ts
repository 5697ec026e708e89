/**
 * Changing one's e-mail address (outreach-integrations-admin §7 PUT /user/email {prop, value}; issue #19
 * 're-verification by e-mail'): the request sends a single-use link to the new address; the address changes
 * only when that link is confirmed, and every sign-in of the user then ends (they sign in with the new address).
 * The link opens a page with a button (GET shows it, POST confirms), so a mail scanner's GET changes nothing.
 */
import { EMAIL_CHANGE_TEXTS, EMAIL_CHANGE_TTL_HOURS, EMAIL_TEXTS } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { randomToken, tokenFingerprint } from '../../lib/secrets.ts';
import type { Mailer } from '../mail/mailer.ts';
import { emailChangeEmail } from './email-change-email.ts';
import {
  applyEmailChange,
  emailInUse,
  endOtherSignIns,
  findEmailChangeForUpdate,
  insertEmailChange,
  revokeEmailChanges,
} from './repository.ts';

const CONFIRM_PATH = '/api/account/email-change';

/** @throws 409 when another account uses the address. */
export async function requestEmailChange(
  db: Db,
  mail: Mailer,
  identity: Identity,
  email: string,
  now = new Date(),
): Promise<{ pendingEmail: string }> {
  const existing = await emailInUse(db, email);
  if (existing) throw new AppError('EMAIL_IN_USE', 409, EMAIL_TEXTS.taken);
  const token = randomToken(32);
  const link = `${mail.publicUrl}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  const content = await emailChangeEmail(email, link);
  const outboxId = await db.transaction().execute(async (trx) => {
    await revokeEmailChanges(trx, identity.userId, now);
    await insertEmailChange(trx, {
      orgId: identity.orgId,
      userId: identity.userId,
      newEmail: email,
      tokenHash: tokenFingerprint(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
    });
    return mail.enqueue(trx, {
      orgId: identity.orgId,
      kind: 'email-change',
      to: email,
      ...content,
      headers: {},
    });
  });
  await mail.deliver(outboxId);
  return { pendingEmail: email };
}

export interface EmailChangePage {
  statusCode: 200 | 400 | 409 | 410;
  html: string;
}

function page(statusCode: EmailChangePage['statusCode'], body: string): EmailChangePage {
  const title = 'Change of e-mail address';
  return {
    statusCode,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title} · AgencyScout</title></head>
<body style="font-family:Arial,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222">
<main><h1 style="font-size:1.4rem">${title}</h1>${body}</main></body></html>`,
  };
}

const paragraph = (statusCode: EmailChangePage['statusCode'], text: string) =>
  page(statusCode, `<p>${escapeHtml(text)}</p>`);

async function openRequest(db: Db, token: string, now: Date) {
  const row = await findEmailChangeForUpdate(db, tokenFingerprint(token));
  if (!row) return { error: paragraph(400, EMAIL_CHANGE_TEXTS.invalid), row: null };
  if (row.usedAt || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) {
    return { error: paragraph(410, EMAIL_CHANGE_TEXTS.expired), row: null };
  }
  return { error: null, row };
}

/** GET: the confirmation button for an open link; 400 unknown, 410 used, replaced or expired. */
export async function emailChangeConfirmation(db: Db, token: string, now = new Date()): Promise<EmailChangePage> {
  const found = await openRequest(db, token, now);
  if (!found.row) return found.error ?? paragraph(400, EMAIL_CHANGE_TEXTS.invalid);
  const action = `?token=${encodeURIComponent(token)}`;
  return page(
    200,
    `<p>Use ${escapeHtml(found.row.newEmail)} as your sign-in e-mail address?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Confirm the new address</button></form>`,
  );
}

/** POST: changes the address once and ends the user's sign-ins; 409 when the address was taken meanwhile. */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<EmailChangePage> {
  return db.transaction().execute(async (trx) => {
    const found = await openRequest(trx, token, now);
    if (!found.row) return found.error ?? paragraph(400, EMAIL_CHANGE_TEXTS.invalid);
    if (await emailInUse(trx, found.row.newEmail)) return paragraph(409, EMAIL_TEXTS.taken);
    await applyEmailChange(trx, found.row, now);
    await endOtherSignIns(trx, found.row.userId, { sessionId: null, signInId: null }, 'email-changed');
    return page(200, `<p>${escapeHtml(EMAIL_CHANGE_TEXTS.confirmed)}</p><p><a href="/">Sign in</a></p>`);
  });
}
