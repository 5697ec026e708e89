/**
 * Invitations and onboarding (issue #19; outreach-integrations-admin §2 'Onboarding', §4, §7 POST /user/onboard,
 * §8). Adding a sub-user or creating a customer calls `inviteUser`: a random 256-bit token, stored only as its
 * SHA-256 fingerprint, valid once for INVITATION_TTL_HOURS, sent as the link `/onboard/{token}?email=…`. A newer
 * invitation of the same user replaces the older ones.
 *
 * POST /user/onboard answers 204 and sets the password; 400 'Invalid login ticket' for an unknown token or an
 * e-mail that is not the invited one; 403 'Link expired' for a token already used or replaced (or a user who
 * was removed); 401 'Token expired' when its time has passed. The statuses are the spec's (§8).
 */

import {
  ERROR_CODES,
  INVITATION_TTL_HOURS,
  isValidPassword,
  normaliseOnboardingEmail,
  ONBOARDING_TEXTS,
  type OnboardRequest,
  onboardingPath,
  PASSWORD_TEXTS,
} from '@agencyscout/contracts';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/types.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { randomToken, tokenFingerprint } from '../../lib/secrets.ts';
import type { Mailer } from '../mail/mailer.ts';
import { endUserSessions } from '../sessions/public.ts';
import { invitationEmail } from './email.ts';
import {
  findInvitee,
  findInviter,
  findTokenForUpdate,
  insertToken,
  markTokenUsed,
  revokeOpenTokens,
  setPasswordHash,
} from './repository.ts';

export interface InviteOptions {
  /** The user to invite (already created, without a password or with one to replace). */
  userId: string;
  /** The admin or staff member who invites; named in the e-mail when of the same organisation. */
  invitedBy: string | null;
  /** Clock of the tests; default now. */
  now?: Date;
}

export interface Invitation {
  outboxId: number;
  expiresAt: Date;
  /** The link as sent (absolute). Only for tests and the caller's logs; never answered to an API client. */
  link: string;
}

/**
 * Issues an invitation inside the caller's transaction (use it when the user is created in the same
 * transaction), then call `mail.deliver(invitation.outboxId)` after the commit. @throws 404 for an unknown user.
 */
export async function issueInvitation(
  trx: Kysely<Database>,
  mail: Mailer,
  options: InviteOptions,
): Promise<Invitation> {
  const now = options.now ?? new Date();
  const invitee = await findInvitee(trx, options.userId);
  if (!invitee) throw notFound();
  const inviter = options.invitedBy ? await findInviter(trx, options.invitedBy, invitee.orgId) : undefined;
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000);
  await revokeOpenTokens(trx, invitee.userId, now);
  await insertToken(trx, {
    orgId: invitee.orgId,
    userId: invitee.userId,
    tokenHash: tokenFingerprint(token),
    invitedBy: options.invitedBy,
    expiresAt,
    now,
  });
  const link = `${mail.publicUrl}${onboardingPath(token, invitee.email)}`;
  const content = await invitationEmail({
    link,
    organizationName: invitee.organizationName,
    inviterName: inviter ? inviter.contactPerson || inviter.name || inviter.email : null,
    expiresAt,
  });
  const outboxId = await mail.enqueue(trx, {
    orgId: invitee.orgId,
    kind: 'invitation',
    to: invitee.email,
    ...content,
    headers: {},
  });
  return { outboxId, expiresAt, link };
}

/**
 * Invites `userId`: the single-use, expiring token and the e-mail (through the outbox, then SMTP when set).
 * @throws 404 for an unknown user.
 */
export async function inviteUser(db: Db, mail: Mailer, options: InviteOptions): Promise<Invitation> {
  const invitation = await db.transaction().execute((trx) => issueInvitation(trx, mail, options));
  await mail.deliver(invitation.outboxId);
  return invitation;
}

const invalidTicket = () => new AppError(ERROR_CODES.badRequest, 400, ONBOARDING_TEXTS.invalidTicket);

/** The invitation token of a request: the path's token, else the legacy `url` ticket (a link or the token). */
export function tokenOfRequest(request: Pick<OnboardRequest, 'onboard_token' | 'ticket'>): string {
  const direct = request.onboard_token.trim();
  if (direct) return direct;
  const ticket = request.ticket?.trim() ?? '';
  const fromLink = /\/onboard\/([^/?#]+)/.exec(ticket)?.[1];
  if (!fromLink) return ticket;
  try {
    return decodeURIComponent(fromLink);
  } catch {
    return '';
  }
}

/**
 * Sets the invited user's password once (POST /user/onboard). @throws 400 (bad password: the rules' text;
 * unknown token or other e-mail: 'Invalid login ticket'), 403 'Link expired', 401 'Token expired'.
 */
export async function completeOnboarding(db: Db, request: OnboardRequest, now = new Date()): Promise<void> {
  const token = tokenOfRequest(request);
  if (!token) throw invalidTicket();
  if (!isValidPassword(request.password)) {
    throw new AppError(ERROR_CODES.validation, 400, PASSWORD_TEXTS.rules);
  }
  const email = normaliseOnboardingEmail(request.email).toLowerCase();
  const passwordHash = await hashPassword(request.password);
  await db.transaction().execute(async (trx) => {
    const row = await findTokenForUpdate(trx, tokenFingerprint(token));
    if (!row || row.email.toLowerCase() !== email) throw invalidTicket();
    if (row.usedAt || row.revokedAt || !row.isActive) {
      throw new AppError(ERROR_CODES.forbidden, 403, ONBOARDING_TEXTS.linkExpired);
    }
    if (row.expiresAt.getTime() <= now.getTime()) {
      throw new AppError(ERROR_CODES.unauthorized, 401, ONBOARDING_TEXTS.tokenExpired);
    }
    await setPasswordHash(trx, row.userId, passwordHash);
    await markTokenUsed(trx, row.id, now);
    await revokeOpenTokens(trx, row.userId, now);
    // A password set through a link ends every session the account had (as a password change does).
    await endUserSessions(trx, row.userId, 'password-changed', { at: now });
  });
}
