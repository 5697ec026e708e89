/**
 * Account Settings (issue #19; outreach-integrations-admin §2 'Account Settings', §3 'Account data', §5, §7):
 * account information, password change with its rules and the end of other sessions, e-mail change confirmed by
 * link, e-mail preferences, the API key; a member cannot raise their role or seats through any of them.
 */
import { MESSAGES, ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  callApi,
  createTestApp,
  createUser,
  mintAccessToken,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../../test/helpers/test-app.ts';
import { verifyPassword } from '../../auth/passwords.ts';

let context: TestContext;
let member: TestUser;

beforeAll(async () => {
  context = await createTestApp();
  member = await createUser(context.db, { role: ROLES.MEMBER });
});
afterAll(async () => {
  await context.close();
});

const INFO = {
  contactPerson: 'Dana Reyes',
  phoneNumber: '+1 312 555 0100',
  address: '1 Main St',
  country: 'US',
  state: 'IL',
  city: 'Chicago',
  zip: '60601',
} as const;

describe('GET /account and PUT /userdata', () => {
  it('answers the account data with the read-only company name, plan, seats and Active status', async () => {
    const response = await callApi(context, member, { method: 'GET', url: '/account' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      userId: member.userId,
      recruiterId: member.orgId,
      email: member.email,
      status: 'Active',
      subscription: { planName: 'Agency', noOfUserAccounts: expect.any(Number) },
      apiSettings: { apiKeyPrefix: null },
      pendingEmail: null,
    });
    expect(body.companyName).toMatch(/^Agency /);
  });

  it('saves the account information and answers it; the company name cannot be changed', async () => {
    const saved = await callApi(context, member, { method: 'PUT', url: '/userdata', body: INFO });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(INFO);
    const renamed = await callApi(context, member, {
      method: 'PUT',
      url: '/userdata',
      body: { ...INFO, companyName: 'X' },
    });
    expect(renamed.statusCode).toBe(400);
  });

  it('refuses role, seats and other fields a member might try to raise, and countries other than US and CA', async () => {
    for (const extra of [{ role: 0 }, { maxUsers: 99 }, { orgId: member.orgId }, { country: 'GB' }]) {
      const response = await callApi(context, member, { method: 'PUT', url: '/userdata', body: { ...INFO, ...extra } });
      expect(response.statusCode).toBe(400);
    }
    const row = await context.db.selectFrom('users').select('role').where('id', '=', member.userId).executeTakeFirst();
    expect(row?.role).toBe(ROLES.MEMBER);
  });

  it('shows Not Active for an ended subscription (the page stays reachable)', async () => {
    const ended = await createUser(context.db, { subscriptionEnd: new Date(Date.now() - 86_400_000) });
    const response = await callApi(context, ended, { method: 'GET', url: '/account' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Not Active');
  });
});

describe('PUT /user/password', () => {
  it('refuses a new password that breaks a §5 rule, a wrong current password and another user’s e-mail', async () => {
    const user = await createUser(context.db);
    const base = { email: user.email, oldPassword: TEST_PASSWORD };
    for (const newPassword of ['Sh0rt-x', 'alllower-1!', 'ALLUPPER-1!', 'No-Digits!', 'NoSpecial1']) {
      const response = await callApi(context, user, {
        method: 'PUT',
        url: '/user/password',
        body: { ...base, newPassword },
      });
      expect(response.statusCode, newPassword).toBe(400);
    }
    const wrongOld = await callApi(context, user, {
      method: 'PUT',
      url: '/user/password',
      body: { ...base, oldPassword: 'Not-The-Password-1', newPassword: 'Brand-New-Pass-2' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('The current password is wrong');
    const otherEmail = await callApi(context, user, {
      method: 'PUT',
      url: '/user/password',
      body: { ...base, email: member.email, newPassword: 'Brand-New-Pass-2' },
    });
    expect(otherEmail.statusCode).toBe(400);
  });

  it('changes the password and ends the user’s other sign-ins (401), keeping the caller’s', async () => {
    const user = await createUser(context.db);
    const other = await mintAccessToken(context, user);
    const mine = await mintAccessToken(context, user);
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: bearer(mine),
      payload: { email: user.email, oldPassword: TEST_PASSWORD, newPassword: 'Brand-New-Pass-2' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().endedOtherSessions).toBe(1);
    const row = await context.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', user.userId)
      .executeTakeFirst();
    expect(await verifyPassword(row?.passwordHash ?? '', 'Brand-New-Pass-2')).toBe(true);
    // The other sign-in itself was ended (its grant deleted), not only its session: sign in again (issue #30).
    const otherCall = await context.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(other) });
    expect(otherCall.statusCode).toBe(401);
    expect(otherCall.json().message).toBe(MESSAGES.signedOut);
    const myCall = await context.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(mine) });
    expect(myCall.statusCode).toBe(200);
  });
});

describe('PUT /user/email', () => {
  it('sends a link to the new address; the address changes only when it is confirmed, once', async () => {
    const user = await createUser(context.db);
    const newEmail = `renamed-${Date.now()}@agency.example`;
    const response = await callApi(context, user, {
      method: 'PUT',
      url: '/user/email',
      body: { prop: 'email', value: newEmail },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pendingEmail: newEmail });
    const account = await callApi(context, user, { method: 'GET', url: '/account' });
    expect(account.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const mail = await context.db
      .selectFrom('outbox')
      .selectAll()
      .where('toAddress', '=', newEmail)
      .executeTakeFirstOrThrow();
    const link = /http:\/\/agencyscout\.test(\/api\/account\/email-change\?token=\S+)/.exec(mail.textBody)?.[1];
    expect(link).toBeDefined();
    const page = await context.app.inject({ method: 'GET', url: link ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm the new address');
    const stillOld = await context.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.userId)
      .executeTakeFirst();
    expect(stillOld?.email).toBe(user.email);
    const confirmed = await context.app.inject({ method: 'POST', url: link ?? '' });
    expect(confirmed.statusCode).toBe(200);
    const changed = await context.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.userId)
      .executeTakeFirst();
    expect(changed?.email).toBe(newEmail);
    const replay = await context.app.inject({ method: 'POST', url: link ?? '' });
    expect(replay.statusCode).toBe(410);
    const unknown = await context.app.inject({ method: 'GET', url: '/api/account/email-change?token=made-up' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses an address in use (409) and a malformed one (400)', async () => {
    const user = await createUser(context.db);
    const taken = await callApi(context, user, {
      method: 'PUT',
      url: '/user/email',
      body: { prop: 'email', value: member.email },
    });
    expect(taken.statusCode).toBe(409);
    const malformed = await callApi(context, user, {
      method: 'PUT',
      url: '/user/email',
      body: { prop: 'email', value: 'not-an-email' },
    });
    expect(malformed.statusCode).toBe(400);
    const otherProp = await callApi(context, user, {
      method: 'PUT',
      url: '/user/email',
      body: { prop: 'role', value: 'a@b.example' },
    });
    expect(otherProp.statusCode).toBe(400);
  });
});

describe('PUT /user/emailsettings', () => {
  it('saves each toggle on its own and shows them in /me', async () => {
    const user = await createUser(context.db);
    const response = await callApi(context, user, {
      method: 'PUT',
      url: '/user/emailsettings',
      body: { weeklyReport: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userReport: true, weeklyReport: false, clientAlert: true });
    const me = await callApi(context, user, { method: 'GET', url: '/me' });
    expect(me.json().emailSettings).toEqual({ userReport: true, weeklyReport: false, clientAlert: true });
    const bad = await callApi(context, user, {
      method: 'PUT',
      url: '/user/emailsettings',
      body: { weeklyReport: 'no' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the API key', () => {
  it('is created and shown once, authenticates X-Api-Key calls, and is revoked', async () => {
    const user = await createUser(context.db);
    const created = await callApi(context, user, { method: 'POST', url: '/user/apikey' });
    expect(created.statusCode).toBe(201);
    const { key, prefix } = created.json();
    expect(key.startsWith(prefix)).toBe(true);
    const account = await callApi(context, user, { method: 'GET', url: '/account' });
    expect(account.json().apiSettings.apiKeyPrefix).toBe(prefix);
    expect(account.body).not.toContain(key);
    const viaKey = await context.app.inject({ method: 'GET', url: '/api/v1/me', headers: { 'x-api-key': key } });
    expect(viaKey.statusCode).toBe(200);
    const keyMintsKey = await context.app.inject({
      method: 'POST',
      url: '/api/v1/user/apikey',
      headers: { 'x-api-key': key },
    });
    expect(keyMintsKey.statusCode).toBe(400);
    const revoked = await callApi(context, user, { method: 'DELETE', url: '/user/apikey' });
    expect(revoked.json()).toEqual({ revoked: 1 });
    const afterRevoke = await context.app.inject({ method: 'GET', url: '/api/v1/me', headers: { 'x-api-key': key } });
    expect(afterRevoke.statusCode).toBe(401);
  });
});
