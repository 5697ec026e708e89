/**
 * Loxo through HTTP against the local emulator (issue #17; outreach-integrations-admin §2 Loxo card and 'Loxo and
 * Drip sends', §3 'Loxo settings', §4 'Added to Loxo' (type 9), §7 loxo): settings checked with Loxo before they
 * are kept sealed, users synced and chosen, the push that finds a person by e-mail before it creates one, and
 * Loxo's failures answered clearly with nothing half-written.
 */
import fs from 'node:fs';
import { ROLES } from '@agencyscout/contracts';
import { type LoxoEmulator, startLoxoEmulator } from '@agencyscout/emulators/crm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertCompany, insertContact } from '../../../test/helpers/lead-fixtures.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import { browserSession, type Session } from './integration-fixtures.ts';

const TOKEN = 'loxo-secret-api-key-value';
const SLUG = 'globex-talent';

let loxo: LoxoEmulator;
let context: TestContext;
let admin: TestUser;
let member: TestUser;
let stranger: TestUser;
let adminSession: Session;
let memberSession: Session;
let companyId: number;
let sequence = 0;

beforeAll(async () => {
  loxo = await startLoxoEmulator({ slug: SLUG, bearerToken: TOKEN });
  context = await createTestApp({
    LOXO_API_URL: loxo.url,
    INTEGRATION_TIMEOUT_MS: '400',
    INTEGRATION_RETRY_WAIT_MS: '5',
  });
  admin = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
  member = await createUser(context.db, { orgId: admin.orgId });
  stranger = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
  adminSession = await browserSession(context, admin);
  memberSession = await browserSession(context, member);
  companyId = await insertCompany(context.db, { name: 'Globex Recruiting' });
});
afterAll(async () => {
  await context?.close();
  await loxo?.close();
});
beforeEach(() => loxo.clearFaults());

async function newContact(fields: { email?: string | null; firstName?: string; lastName?: string } = {}) {
  sequence += 1;
  return insertContact(context.db, {
    companyId,
    firstName: fields.firstName ?? 'Ada',
    lastName: fields.lastName ?? `Lovelace${sequence}`,
    email: fields.email === undefined ? `ada${sequence}@globex.example` : (fields.email ?? undefined),
    position: 'Head of Talent',
  });
}

const crmRow = (contactId: number) =>
  context.db.selectFrom('contactCrms').selectAll().where('contactId', '=', contactId).executeTakeFirst();
const interactionsOf = (contactId: number) =>
  context.db
    .selectFrom('contactInteractions')
    .select(['interactionTypeId', 'notes'])
    .where('contactId', '=', contactId)
    .execute();
const connectionRow = (orgId: string) =>
  context.db
    .selectFrom('integrationConnections')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('kind', '=', 3)
    .executeTakeFirst();
const push = (session: Session, contactId: number, userId?: string) =>
  session(
    'POST',
    `/integrations/loxo/addContact?${new URLSearchParams({ contactId: String(contactId), ...(userId === undefined ? {} : { userId }) })}`,
  );

describe('settings', () => {
  it('checks the key and slug with Loxo before keeping them; a refused or failing check stores nothing', async () => {
    expect(
      (await memberSession('POST', '/integrations/loxo/settings', { bearerToken: TOKEN, slug: SLUG })).statusCode,
    ).toBe(403);
    const empty = await adminSession('POST', '/integrations/loxo/settings', { bearerToken: ' ', slug: SLUG });
    expect(empty.statusCode).toBe(400);
    const badSlug = await adminSession('POST', '/integrations/loxo/settings', { bearerToken: TOKEN, slug: '../x' });
    expect(badSlug.statusCode).toBe(400);
    for (const wrong of [
      { bearerToken: 'not-the-key', slug: SLUG },
      { bearerToken: TOKEN, slug: 'another-agency' },
    ]) {
      const answer = await adminSession('POST', '/integrations/loxo/settings', wrong);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(
        'Loxo refused this API key and agency slug; check both in Loxo (Settings, API Keys)',
      );
    }
    loxo.fail({ match: /\/users$/, times: 1, delayMs: 800 });
    const slow = await adminSession('POST', '/integrations/loxo/settings', { bearerToken: TOKEN, slug: SLUG });
    expect(slow.statusCode).toBe(504);
    expect(slow.json().message).toBe('Loxo did not answer in time');
    loxo.fail({ match: /\/users$/, times: 1, status: 200, raw: '<html>maintenance</html>' });
    const malformed = await adminSession('POST', '/integrations/loxo/settings', { bearerToken: TOKEN, slug: SLUG });
    expect(malformed.statusCode).toBe(502);
    expect(await connectionRow(admin.orgId)).toBeUndefined();
    expect((await adminSession('GET', '/me')).json().integrations.loxo).toBe(false);
  });

  it('keeps the key sealed, shows only the slug, and counts as connected', async () => {
    const saved = await adminSession('POST', '/integrations/loxo/settings', { bearerToken: ` ${TOKEN} `, slug: SLUG });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ slug: SLUG, hasBearerToken: true });
    expect(saved.body).not.toContain(TOKEN);
    const view = await adminSession('GET', '/integrations/loxo/settings');
    expect(view.json()).toEqual({ slug: SLUG, hasBearerToken: true });
    expect(view.body).not.toContain(TOKEN);
    const row = await connectionRow(admin.orgId);
    expect(row?.accessTokenSealed).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(TOKEN);
    expect(JSON.stringify(row)).not.toContain(SLUG);
    expect((await adminSession('GET', '/me')).json().integrations.loxo).toBe(true);
    expect((await memberSession('GET', '/me')).json().integrations.loxo).toBe(true);
    expect((await memberSession('GET', '/integrations/loxo/settings')).statusCode).toBe(403);
  });
});

describe('users and pushes', () => {
  it('needs a chosen, visible, synced user', async () => {
    const contactId = await newContact();
    const none = await push(memberSession, contactId);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose the Loxo user who will own the contact');
    expect((await push(memberSession, contactId, '')).json().message).toBe(
      'Choose the Loxo user who will own the contact',
    );
    const unsynced = await push(memberSession, contactId, '301');
    expect(unsynced.statusCode).toBe(400);
    expect(unsynced.json().message).toMatch(/Choose one of the Loxo users/);
    expect(loxo.calls.filter((call) => call.includes('/people'))).toEqual([]);
  });

  it('syncs the users; admins see all with visibility, recruiters the visible ones', async () => {
    expect((await memberSession('POST', '/integrations/loxo/syncUsers')).statusCode).toBe(403);
    const synced = await adminSession('POST', '/integrations/loxo/syncUsers');
    expect(synced.json()).toEqual({ synced: 2 });
    const all = (await adminSession('GET', '/integrations/loxo/getAllUsers')).json();
    expect(all.map((user: { name: string }) => user.name)).toEqual(['Lena Loxo', 'Omar Owner']);
    expect(all.every((user: { ConnectorValueType: number }) => user.ConnectorValueType === 6)).toBe(true);
    expect((await memberSession('GET', '/integrations/loxo/getAllUsers')).statusCode).toBe(403);
    const lena = all.find((user: { name: string }) => user.name === 'Lena Loxo');
    const shown = await adminSession('POST', '/integrations/updateConnectorValueToUser', {
      connectorValueType: 6,
      items: [{ ConnectorValueId: lena.ConnectorValueId, ConnectorValueType: 6 }],
    });
    expect(shown.json()).toEqual({ visible: 1 });
    const visible = (await memberSession('GET', '/integrations/loxo/getUsers')).json();
    expect(visible.map((user: { externalId: string }) => user.externalId)).toEqual(['301']);
    const hidden = await push(memberSession, await newContact(), '302');
    expect(hidden.statusCode).toBe(400);
  });

  it('creates the person owned by the chosen user, stores the LoxoId, logs Added to Loxo, refuses a second push', async () => {
    const contactId = await newContact();
    const pushed = await push(memberSession, contactId, '301');
    expect(pushed.statusCode, pushed.body).toBe(201);
    const { crmId, interactions } = pushed.json();
    expect(interactions[0]).toMatchObject({ interactionTypeId: 9, notes: 'Added to Loxo' });
    const person = loxo.state.people.get(Number(crmId));
    expect(person).toMatchObject({
      name: `Ada Lovelace${sequence}`,
      emails: [{ value: `ada${sequence}@globex.example` }],
      title: 'Head of Talent',
      company: 'Globex Recruiting',
      owned_by_id: 301,
    });
    expect((await crmRow(contactId))?.loxoId).toBe(crmId);
    expect(await interactionsOf(contactId)).toEqual([{ interactionTypeId: 9, notes: 'Added to Loxo' }]);
    const people = loxo.state.people.size;
    const again = await push(memberSession, contactId, '301');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This contact is in Loxo already');
    expect(loxo.state.people.size).toBe(people);
    expect(await interactionsOf(contactId)).toHaveLength(1);
  });

  it('finds a person Loxo has by e-mail (any case) instead of creating a duplicate', async () => {
    loxo.state.people.set(880001, {
      id: 880001,
      name: 'Known Person',
      emails: [{ value: 'Known.Person@Globex.example' }],
      title: null,
      company: null,
      owned_by_id: null,
    });
    // A search hit whose e-mail only contains the address is not the same person.
    loxo.state.people.set(880002, {
      id: 880002,
      name: 'Other Person',
      emails: [{ value: 'known.person@globex.example.org' }],
      title: null,
      company: null,
      owned_by_id: null,
    });
    const people = loxo.state.people.size;
    const contactId = await newContact({ email: 'known.person@globex.EXAMPLE' });
    const pushed = await push(adminSession, contactId, '301');
    expect(pushed.statusCode, pushed.body).toBe(201);
    expect(pushed.json().crmId).toBe('880001');
    expect(loxo.state.people.size).toBe(people);
    expect((await crmRow(contactId))?.loxoId).toBe('880001');
    // Without an e-mail there is nothing to find by: a new person.
    const noEmail = await push(adminSession, await newContact({ email: null }), '301');
    expect(noEmail.statusCode, noEmail.body).toBe(201);
    expect(loxo.state.people.size).toBe(people + 1);
  });

  it('sends one push per contact at a time', async () => {
    const contactId = await newContact();
    loxo.fail({ match: /POST .*\/people$/, times: 1, delayMs: 200 });
    const answers = await Promise.all([push(adminSession, contactId, '301'), push(memberSession, contactId, '301')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await interactionsOf(contactId)).toHaveLength(1);
  });

  it('waits out a 429 with Retry-After and then pushes', async () => {
    loxo.fail({ match: /GET .*\/people$/, times: 1, status: 429, headers: { 'retry-after': '0' }, body: {} });
    const pushed = await push(adminSession, await newContact(), '301');
    expect(pushed.statusCode, pushed.body).toBe(201);
  });

  it.each([
    [
      'refusing the key',
      { match: /\/people$/, status: 401, body: { message: 'Unauthorized' }, times: 5 },
      502,
      /refused the API key/,
    ],
    [
      'rate limited',
      { match: /\/people$/, status: 429, headers: { 'retry-after': '0' }, body: {}, times: 20 },
      503,
      /busy/,
    ],
    ['slow', { match: /\/people$/, delayMs: 800, times: 1 }, 504, /did not answer in time/],
    ['malformed', { match: /POST .*\/people$/, status: 200, raw: '{"person":', times: 1 }, 502, /could not be read/],
    [
      'down',
      { match: /POST .*\/people$/, status: 500, body: { message: 'Internal error' }, times: 1 },
      502,
      /Loxo answered 500/,
    ],
  ])('Loxo %s: a clear answer, nothing half-written', async (_name, fault, status, message) => {
    const contactId = await newContact();
    const people = loxo.state.people.size;
    loxo.fail(fault);
    const answer = await push(adminSession, contactId, '301');
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().message).toMatch(message);
    expect(answer.json().message).toMatch(/Loxo/);
    expect(answer.body).not.toContain(TOKEN);
    expect(await crmRow(contactId)).toBeUndefined();
    expect(await interactionsOf(contactId)).toEqual([]);
    expect(loxo.state.people.size).toBe(people);
  });

  it("answers Loxo's validation error (422) with its message", async () => {
    const contactId = await newContact({ firstName: '', lastName: '', email: null });
    const answer = await push(adminSession, contactId, '301');
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toBe("Loxo did not accept the contact (Name can't be blank)");
    expect(await crmRow(contactId)).toBeUndefined();
  });

  it('keeps other organisations out', async () => {
    const strangerSession = await browserSession(context, stranger);
    const contactId = await newContact();
    const answer = await push(strangerSession, contactId, '301');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Loxo is not connected');
    expect((await strangerSession('POST', '/integrations/loxo/syncUsers')).statusCode).toBe(400);
    expect((await strangerSession('GET', '/integrations/loxo/getAllUsers')).json()).toEqual([]);
    expect((await strangerSession('GET', '/integrations/loxo/settings')).json()).toEqual({
      slug: null,
      hasBearerToken: false,
    });
    expect((await strangerSession('GET', '/me')).json().integrations.loxo).toBe(false);
    // Its own disconnect leaves the other organisation connected.
    expect((await strangerSession('POST', '/integrations/loxo/disconnect')).statusCode).toBe(200);
    expect((await adminSession('GET', '/me')).json().integrations.loxo).toBe(true);
    expect(await crmRow(contactId)).toBeUndefined();
  });

  it('disconnects: key, slug and users gone; pushes refused', async () => {
    expect((await memberSession('POST', '/integrations/loxo/disconnect')).statusCode).toBe(403);
    expect((await adminSession('POST', '/integrations/loxo/disconnect')).json()).toEqual({ connected: false });
    expect((await adminSession('GET', '/me')).json().integrations.loxo).toBe(false);
    expect(await connectionRow(admin.orgId)).toBeUndefined();
    expect((await adminSession('GET', '/integrations/loxo/getAllUsers')).json()).toEqual([]);
    const answer = await push(adminSession, await newContact(), '301');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Loxo is not connected');
  });
});

describe('logs', () => {
  it('never carry the API key, whatever the outcome', async () => {
    // The app's logger (pino) writes to stdout with fs.write; every line at level trace is kept here.
    const lines: string[] = [];
    const original = fs.write;
    const spy = vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
      if (fd !== 1 && fd !== 2) return (original as (...args: unknown[]) => void)(fd, data, ...rest);
      lines.push(String(data));
      (rest.at(-1) as (error: null, written: number) => void)(null, Buffer.byteLength(String(data)));
    }) as never);
    const logged = await createTestApp({ LOXO_API_URL: loxo.url, LOG_LEVEL: 'trace', INTEGRATION_TIMEOUT_MS: '400' });
    try {
      const owner = await createUser(logged.db, { role: ROLES.COMPANY_ADMIN });
      const session = await browserSession(logged, owner);
      const settings = (bearerToken: string) =>
        session('POST', '/integrations/loxo/settings', { bearerToken, slug: SLUG });
      expect((await settings(`${TOKEN}-wrong`)).statusCode).toBe(400);
      expect((await settings(TOKEN)).statusCode).toBe(200);
      expect((await session('POST', '/integrations/loxo/syncUsers')).statusCode).toBe(200);
      loxo.fail({ match: /\/people$/, status: 401, body: { message: 'Unauthorized' }, times: 5 });
      const contactId = await insertContact(logged.db, {
        companyId: await insertCompany(logged.db, { name: 'Initech' }),
        firstName: 'Log',
        lastName: 'Line',
        email: 'log@initech.example',
      });
      const failed = await session('POST', `/integrations/loxo/addContact?contactId=${contactId}&userId=301`);
      expect(failed.statusCode).toBe(502);
      // pino writes asynchronously: wait for the push's answer line.
      await vi.waitFor(() => expect(lines.join('')).toContain('/integrations/loxo/addContact'), { timeout: 5000 });
    } finally {
      await logged.close();
      spy.mockRestore();
    }
    const text = lines.join('');
    expect(text).toContain('/integrations/loxo/settings');
    expect(text).toContain('/integrations/loxo/syncUsers');
    expect(text).not.toContain(TOKEN);
  });
});
