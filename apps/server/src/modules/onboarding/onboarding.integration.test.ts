/**
 * Invitations and onboarding (issue #19; outreach-integrations-admin §2 'Onboarding', §7 POST /user/onboard, §8):
 * the e-mail and its link, the password rules, every status of the spec, replay, replacement and expiry on a fixed
 * clock, and the SMTP hand-off.
 */
import { ROLES } from '@agencyscout/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpReceiver } from '../../../test/helpers/smtp-receiver.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { sweepRequestMail } from '../../jobs/mail-delivery.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createMailTransport } from '../mail/transport.ts';
import { inviteUser } from './service.ts';

const NEW_PASSWORD = 'Welcome-Aboard-7';

let context: TestContext;
let mailer: Mailer;
let admin: TestUser;

beforeAll(async () => {
  context = await createTestApp();
  mailer = createMailer(context.db, context.config, null);
  admin = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
});
afterAll(async () => {
  await context.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A teammate of the admin without a password, as the add-user dialog creates one. */
async function newTeammate(email = `mate-${Math.random().toString(36).slice(2)}@agency.example`) {
  const { id } = await context.db
    .insertInto('users')
    .values({ orgId: admin.orgId, email, role: ROLES.MEMBER, passwordHash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: id, email };
}

function tokenOf(link: string): string {
  const token = /\/onboard\/([^?]+)/.exec(link)?.[1];
  if (!token) throw new Error(`no token in ${link}`);
  return decodeURIComponent(token);
}

function onboard(body: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/v1/user/onboard', payload: body });
}

async function passwordHashOf(userId: string) {
  const row = await context.db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
  return row?.passwordHash ?? null;
}

describe('the invitation', () => {
  it('writes one e-mail to the invited address with the single-use link and no token in clear in the database', async () => {
    const mate = await newTeammate();
    const invitation = await inviteUser(context.db, mailer, { userId: mate.userId, invitedBy: admin.userId });
    const message = await context.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', invitation.outboxId)
      .executeTakeFirstOrThrow();
    expect(message.toAddress).toBe(mate.email);
    expect(message.kind).toBe('invitation');
    expect(message.status).toBe('stored');
    expect(message.textBody).toContain(invitation.link);
    expect(invitation.link).toMatch(
      new RegExp(`^http://agencyscout.test/onboard/[A-Za-z0-9_-]{40,}\\?email=${encodeURIComponent(mate.email)}$`),
    );
    expect(message.textBody).toContain('Agency');
    const tokens = await context.db
      .selectFrom('onboardingTokens')
      .selectAll()
      .where('userId', '=', mate.userId)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).not.toContain(tokenOf(invitation.link));
    expect(tokens[0]?.invitedBy).toBe(admin.userId);
  });

  it('is handed to SMTP after the commit when SMTP_URL is set', async () => {
    const receiver = await startSmtpReceiver();
    const smtpMailer = createMailer(context.db, {
      ...context.config,
      mail: { ...context.config.mail, smtpUrl: receiver.url },
    });
    try {
      const mate = await newTeammate();
      const invitation = await inviteUser(context.db, smtpMailer, { userId: mate.userId, invitedBy: admin.userId });
      expect(receiver.messages).toHaveLength(1);
      expect(receiver.messages[0]?.text).toContain(invitation.link);
      const row = await context.db
        .selectFrom('outbox')
        .select('status')
        .where('id', '=', invitation.outboxId)
        .executeTakeFirst();
      expect(row?.status).toBe('sent');
    } finally {
      smtpMailer.close();
      await receiver.close();
    }
  });

  it('keeps a refused hand-off queued, and the delivery sweep sends it later', async () => {
    const receiver = await startSmtpReceiver({ failing: true });
    const smtpMailer = createMailer(
      context.db,
      { ...context.config, mail: { ...context.config.mail, smtpUrl: receiver.url } },
      undefined,
      { error: () => {} },
    );
    try {
      const mate = await newTeammate();
      const invitation = await inviteUser(context.db, smtpMailer, { userId: mate.userId, invitedBy: admin.userId });
      const row = await context.db
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .where('id', '=', invitation.outboxId)
        .executeTakeFirst();
      expect(row).toEqual({ status: 'queued', attempts: 1 });
      // The background jobs' sweep tries again a few minutes later, once the server accepts.
      receiver.failing = false;
      const transport = createMailTransport({ ...context.config.mail, smtpUrl: receiver.url });
      const later = new Date(Date.now() + 6 * 60_000);
      await sweepRequestMail({ config: context.config, db: context.db, transport }, later);
      transport?.close();
      const swept = await context.db
        .selectFrom('outbox')
        .select('status')
        .where('id', '=', invitation.outboxId)
        .executeTakeFirst();
      expect(swept?.status).toBe('sent');
      expect(receiver.messages.at(-1)?.text).toContain(invitation.link);
    } finally {
      smtpMailer.close();
      await receiver.close();
    }
  });
});

describe('POST /user/onboard', () => {
  it('sets the password (204) without sign-in, once: the same link again is 403 Link expired', async () => {
    const mate = await newTeammate();
    const { link } = await inviteUser(context.db, mailer, { userId: mate.userId, invitedBy: admin.userId });
    const body = { onboard_token: tokenOf(link), email: mate.email, password: NEW_PASSWORD, ticket: '' };
    const first = await onboard(body);
    expect(first.statusCode).toBe(204);
    const hash = await passwordHashOf(mate.userId);
    expect(hash && (await verifyPassword(hash, NEW_PASSWORD))).toBe(true);

    const replay = await onboard({ ...body, password: 'Another-Password-8' });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ statusCode: 403, message: 'Link expired' });
    expect(await passwordHashOf(mate.userId)).toBe(hash);
  });

  it('answers 401 Token expired after the link’s 72 hours (fixed clock), and the token stays unused', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const mate = await newTeammate();
    const { link, expiresAt } = await inviteUser(context.db, mailer, { userId: mate.userId, invitedBy: admin.userId });
    expect(expiresAt.toISOString()).toBe('2026-03-05T09:00:00.000Z');
    vi.setSystemTime(new Date('2026-03-05T09:00:01Z'));
    const late = await onboard({ onboard_token: tokenOf(link), email: mate.email, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ statusCode: 401, message: 'Token expired' });
    expect(await passwordHashOf(mate.userId)).toBeNull();
    vi.setSystemTime(new Date('2026-03-05T08:59:00Z'));
    const inTime = await onboard({ onboard_token: tokenOf(link), email: mate.email, password: NEW_PASSWORD });
    expect(inTime.statusCode).toBe(204);
  });

  it('answers 403 for an invitation replaced by a newer one; the newer one works', async () => {
    const mate = await newTeammate();
    const older = await inviteUser(context.db, mailer, { userId: mate.userId, invitedBy: admin.userId });
    const newer = await inviteUser(context.db, mailer, { userId: mate.userId, invitedBy: admin.userId });
    const stale = await onboard({ onboard_token: tokenOf(older.link), email: mate.email, password: NEW_PASSWORD });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe('Link expired');
    const fresh = await onboard({ onboard_token: tokenOf(newer.link), email: mate.email, password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(204);
  });

  it('answers 403 when the invited user was removed from the organisation', async () => {
    const mate = await newTeammate();
    const { link } = await inviteUser(context.db, mailer, { userId: mate.userId, invitedBy: admin.userId });
    await context.db.updateTable('users').set({ isActive: false }).where('id', '=', mate.userId).execute();
    const response = await onboard({ onboard_token: tokenOf(link), email: mate.email, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 Invalid login ticket for an unknown token, another e-mail or no token at all', async () => {
    const mate = await newTeammate();
    const { link } = await inviteUser(context.db, mailer, { userId: mate.userId, invitedBy: admin.userId });
    const cases = [
      { onboard_token: 'made-up-token', email: mate.email, password: NEW_PASSWORD },
      { onboard_token: tokenOf(link), email: admin.email, password: NEW_PASSWORD },
      { onboard_token: '', email: mate.email, password: NEW_PASSWORD, ticket: '' },
    ];
    for (const body of cases) {
      const response = await onboard(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'Invalid login ticket' });
    }
    expect(await passwordHashOf(mate.userId)).toBeNull();
  });

  it('refuses a password that breaks a rule (400) and leaves the link usable', async () => {
    const mate = await newTeammate();
    const { link } = await inviteUser(context.db, mailer, { userId: mate.userId, invitedBy: admin.userId });
    for (const password of ['Short-1', 'no-upper-case-1', 'NO-LOWER-CASE-1', 'No-Digits-Here', 'NoSpecial123', '']) {
      const response = await onboard({ onboard_token: tokenOf(link), email: mate.email, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toMatch(/at least 8 characters/);
    }
    const ok = await onboard({ onboard_token: tokenOf(link), email: mate.email, password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(204);
  });

  it('turns spaces of the e-mail back into plus signs, ignores case, and takes the token from a legacy ticket', async () => {
    const mate = await newTeammate(`Lee+team-${Date.now()}@agency.example`);
    const { link } = await inviteUser(context.db, mailer, { userId: mate.userId, invitedBy: admin.userId });
    const response = await onboard({
      onboard_token: '',
      email: mate.email.replace('+', ' ').toUpperCase(),
      password: NEW_PASSWORD,
      ticket: link,
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses malformed bodies with 400, never 500', async () => {
    for (const payload of [{}, { onboard_token: 1 }, { onboard_token: 'x', email: 'a\u0000b', password: 'x' }]) {
      const response = await onboard(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('code');
    }
  });
});
