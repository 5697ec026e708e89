/**
 * Manage Customers through HTTP (outreach-integrations-admin §2, §3, §4, §5, §7, §8): staff create a customer
 * (defaults: today + 6 months; demo flag → plan type 7), look up, change a password, upgrade a demo, change the
 * end date and the organisation's fields, the 4.1 account and the integration toggle, with the spec's messages;
 * every action in the audit log with its before and after; every route refused (403) to agency admins, members
 * and a member carrying a forged create:member, and unknown ids answering 404.
 */
import { CUSTOMER_TEXTS, DEMO_PLAN_TYPE, PERMISSIONS, ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { defaultEndDay } from './dates.ts';

let context: TestContext;
let staff: TestUser;
let agencyAdmin: TestUser;
let member: TestUser;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  context = await createTestApp();
  staff = await createUser(context.db, { plan: 'agency', role: ROLES.ADMIN });
  agencyAdmin = await createUser(context.db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
  member = await createUser(context.db, { plan: 'agency', orgId: agencyAdmin.orgId });
});
afterAll(() => context?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, user = staff, permissions?: string[]) =>
  callApi(context, user, { method, url, body, permissions });

let sequence = 0;
async function newCustomer(fields: Record<string, unknown> = {}) {
  sequence += 1;
  const response = await call('POST', '/manageusers/member', {
    EmailId: `owner${sequence}-${Date.now()}@customer.example`,
    CompanyName: `Customer ${sequence}`,
    ContactPerson: 'Casey Owner',
    PhoneNumber: '555-0100',
    Country: 'US',
    State: 'IL',
    City: 'Chicago',
    NoOfusers: 3,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().customer;
}

async function lastAudit() {
  return context.db.selectFrom('staffAuditLog').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
}

describe('creating a customer', () => {
  it('creates a demo organisation (plan type 7) running from today for 6 months, with an admin to invite', async () => {
    const customer = await newCustomer({ demo: true });
    const today = new Date().toISOString().slice(0, 10);
    expect(customer).toMatchObject({
      planType: DEMO_PLAN_TYPE,
      subscriptionType: 'demo',
      userType: ROLES.COMPANY_ADMIN,
      recruiters: { companyName: expect.stringMatching(/^Customer/), contactPerson: 'Casey Owner', noOfusers: 3 },
    });
    expect(customer.subscriptionEndDate.slice(0, 10)).toBe(defaultEndDay(today));
    const org = await context.db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', customer.recruiterId)
      .executeTakeFirstOrThrow();
    expect(org.subscriptionStart?.toISOString().slice(0, 10)).toBe(today);
    expect(org).toMatchObject({ country: 'US', state: 'IL', city: 'Chicago', phoneNumber: '555-0100' });
    const user = await context.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    expect(user.passwordHash).toBeNull();
    // Invited with the onboarding invitation: a single-use link e-mailed in the same transaction.
    const invitation = await context.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'invitation')
      .where('toAddress', '=', customer.emailId)
      .executeTakeFirstOrThrow();
    expect(invitation.textBody).toContain('/onboard/');
    const tokens = await context.db
      .selectFrom('onboardingTokens')
      .select(['invitedBy', 'usedAt'])
      .where('userId', '=', customer.userId)
      .execute();
    expect(tokens).toEqual([{ invitedBy: staff.userId, usedAt: null }]);
    expect(await lastAudit()).toMatchObject({ action: 'create-customer', actorEmail: staff.email, before: null });
  });

  it('creates a full account without the demo flag and keeps given dates', async () => {
    const customer = await newCustomer({ SubscriptionDate: '2026-01-15', SubscriptionEndDate: '2026-03-01' });
    expect(customer).toMatchObject({ planType: 1, subscriptionType: 'agency' });
    expect(customer.subscriptionEndDate.slice(0, 10)).toBe('2026-03-01');
  });

  it('refuses a taken e-mail, a bad e-mail, missing names and an end before the start (400)', async () => {
    const taken = await call('POST', '/manageusers/member', {
      EmailId: member.email.toUpperCase(),
      CompanyName: 'x',
      ContactPerson: 'y',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(CUSTOMER_TEXTS.emailTaken);
    const invitations = await context.db.selectFrom('outbox').select('id').where('kind', '=', 'invitation').execute();
    expect(invitations).toHaveLength(2);
    for (const body of [
      { EmailId: 'not-an-email', CompanyName: 'x', ContactPerson: 'y' },
      { EmailId: 'a@b.example', ContactPerson: 'y' },
      { EmailId: 'a@b.example', CompanyName: 'x', ContactPerson: 'y', Country: 'FR' },
      { EmailId: 'a@b.example', CompanyName: 'x', ContactPerson: 'y', NoOfusers: -1 },
      {
        EmailId: 'a@b.example',
        CompanyName: 'x',
        ContactPerson: 'y',
        SubscriptionDate: '2026-05-01',
        SubscriptionEndDate: '2026-04-01',
      },
    ]) {
      expect((await call('POST', '/manageusers/member', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('looking up and changing a customer', () => {
  it('finds users by part of the e-mail with their organisation and its users', async () => {
    const customer = await newCustomer();
    const response = await call(
      'GET',
      `/manageusers/member?email=${encodeURIComponent(customer.emailId.slice(0, 12))}`,
    );
    expect(response.statusCode).toBe(200);
    const found = response.json().customers.find((entry: { userId: string }) => entry.userId === customer.userId);
    expect(found.recruiters.recruitersUser).toEqual([expect.objectContaining({ emailId: customer.emailId })]);
    const none = await call('GET', '/manageusers/member?email=nobody-has-this');
    expect(none.json().customers).toEqual([]);
  });

  it("changes a user's password under the §5 rules", async () => {
    const weak = await call('PUT', '/manageusers/member', { email: member.email, password: 'password' });
    expect(weak.statusCode).toBe(400);
    const changed = await call('PUT', '/manageusers/member', { email: member.email, password: 'New-Secret-42' });
    expect(changed.statusCode, changed.body).toBe(200);
    const user = await context.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(user.passwordHash ?? '', 'New-Secret-42')).toBe(true);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'change-password', targetUserId: member.userId });
    expect(JSON.stringify(audit)).not.toContain('New-Secret-42');
    const unknown = await call('PUT', '/manageusers/member', {
      email: 'nobody@nowhere.example',
      password: 'New-Secret-42',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("upgrades a demo account ('User upgraded successfully') and refuses a second upgrade", async () => {
    const customer = await newCustomer({ demo: true });
    const upgraded = await call('POST', `/manageusers/upgradeDemo/${customer.userId}`);
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({
      message: CUSTOMER_TEXTS.userUpgraded,
      customer: { planType: 1, subscriptionType: 'agency' },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'upgrade-demo',
      before: { plan: 'demo' },
      after: { plan: 'agency' },
    });
    const again = await call('POST', `/manageusers/upgradeDemo/${customer.userId}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CUSTOMER_TEXTS.notDemo);
    expect((await call('POST', `/manageusers/upgradeDemo/${MISSING}`)).statusCode).toBe(404);
    expect((await call('POST', '/manageusers/upgradeDemo/12')).statusCode).toBe(400);
  });

  it("changes the end date and the organisation's fields ('User updated successfully')", async () => {
    const customer = await newCustomer();
    const dated = await call('PUT', '/manageusers/date', { endDate: '2030-12-31', recruiterId: customer.recruiterId });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json().message).toBe(CUSTOMER_TEXTS.userUpdated);
    const audit = await lastAudit();
    expect(audit.action).toBe('change-end-date');
    expect(String(audit.after?.subscriptionEndDate)).toContain('2030-12-31');
    const seats = await call('PUT', `/recruiter/${customer.recruiterId}`, { NoOfusers: 12 });
    expect(seats.statusCode, seats.body).toBe(200);
    expect(await lastAudit()).toMatchObject({ before: { noOfusers: 3 }, after: { noOfusers: 12 } });
    const renamed = await call('PUT', `/recruiter/${customer.recruiterId}`, { CompanyName: 'Renamed Inc' });
    expect(renamed.statusCode).toBe(200);
    expect(
      (await call('PUT', `/recruiter/${customer.recruiterId}`, { NoOfusers: 2, CompanyName: 'x' })).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/recruiter/${customer.recruiterId}`, { plan: 'agency' })).statusCode).toBe(400);
    expect((await call('PUT', `/recruiter/${MISSING}`, { NoOfusers: 2 })).statusCode).toBe(404);
    expect((await call('PUT', '/manageusers/date', { endDate: '2030-12-31', recruiterId: MISSING })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', '/manageusers/date', { endDate: '31/12/2030', recruiterId: customer.recruiterId })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/manageusers/date', { endDate: '2000-01-01', recruiterId: customer.recruiterId })).statusCode,
    ).toBe(400);
  });

  it("creates a 4.1 account once ('User created successfully', then 400 'User already has a 4.1 account')", async () => {
    const customer = await newCustomer();
    const created = await call('POST', '/user/set4user', { userId: customer.userId });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      message: CUSTOMER_TEXTS.userCreated,
      customer: { isNewIntegrations: true },
    });
    const again = await call('POST', '/user/set4user', { userId: customer.userId });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('User already has a 4.1 account');
    expect((await call('POST', '/user/set4user', { userId: MISSING })).statusCode).toBe(404);
  });

  it('toggles the integrations version both ways', async () => {
    const customer = await newCustomer();
    const on = await call('GET', `/integrations/toggle?id=${customer.userId}`);
    expect(on.json().customer.isNewIntegrations).toBe(true);
    const off = await call('GET', `/integrations/toggle?id=${customer.userId}`);
    expect(off.json().customer.isNewIntegrations).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'toggle-integrations',
      before: { isNewIntegrations: true },
      after: { isNewIntegrations: false },
    });
  });
});

describe('the audit log', () => {
  it('lists every action newest first with who, what, when, before and after', async () => {
    const response = await call('GET', '/managecustomers/audit?count=100');
    expect(response.statusCode).toBe(200);
    const { entries, total } = response.json();
    expect(total).toBe(entries.length);
    const actions = new Set(entries.map((entry: { action: string }) => entry.action));
    for (const action of [
      'create-customer',
      'change-password',
      'upgrade-demo',
      'change-end-date',
      'update-recruiter',
      'create-4.1-account',
      'toggle-integrations',
    ]) {
      expect(actions.has(action), action).toBe(true);
    }
    expect(entries.every((entry: { actorEmail: string }) => entry.actorEmail === staff.email)).toBe(true);
    const times = entries.map((entry: { createdAt: string }) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('only provider staff', () => {
  const requests = (orgId: string, userId: string): [Method, string, unknown?][] => [
    ['POST', '/manageusers/member', { EmailId: 'z@z.example', CompanyName: 'x', ContactPerson: 'y' }],
    ['GET', '/manageusers/member?email=agency'],
    ['PUT', '/manageusers/member', { email: member.email, password: 'New-Secret-42' }],
    ['POST', `/manageusers/upgradeDemo/${userId}`],
    ['PUT', '/manageusers/date', { endDate: '2040-01-01', recruiterId: orgId }],
    ['PUT', `/recruiter/${orgId}`, { NoOfusers: 500 }],
    ['POST', '/user/set4user', { userId }],
    ['GET', `/integrations/toggle?id=${userId}`],
    ['GET', '/managecustomers/audit'],
  ];

  it('refuses (403) agency admins and members, even on their own organisation, and changes nothing', async () => {
    const before = await context.db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', agencyAdmin.orgId)
      .executeTakeFirstOrThrow();
    for (const user of [agencyAdmin, member]) {
      for (const [method, url, body] of requests(user.orgId, user.userId)) {
        expect((await call(method, url, body, user)).statusCode, `${user.role} ${method} ${url}`).toBe(403);
      }
    }
    const after = await context.db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', agencyAdmin.orgId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('refuses a member whose token claims create:member (the role is checked too)', async () => {
    const forged = [PERMISSIONS.readMe, PERMISSIONS.createMember];
    for (const [method, url, body] of requests(member.orgId, member.userId)) {
      expect((await call(method, url, body, member, forged)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses staff whose token lacks create:member', async () => {
    const response = await call('GET', '/managecustomers/audit', undefined, staff, [
      PERMISSIONS.readMe,
      PERMISSIONS.readUsers,
    ]);
    expect(response.statusCode).toBe(403);
  });
});
