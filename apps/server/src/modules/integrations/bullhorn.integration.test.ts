import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertContact } from '../../../test/helpers/lead-fixtures.ts';
import type { TestUser } from '../../../test/helpers/test-app.ts';
import {
  browserSession,
  createIntegrationActors,
  createIntegrationWorld,
  type IntegrationWorld,
  interactionsOf as interactionsOfContact,
  type Session,
  saveBullhornSettings,
  signIn,
} from './integration-fixtures.ts';

let world: IntegrationWorld;
let admin: TestUser;
let member: TestUser;
let stranger: TestUser;
let adminSession: Session;
let companyId: number;
let sequence = 0;

beforeAll(async () => {
  world = await createIntegrationWorld();
  ({ admin, member, stranger, adminSession, companyId } = await createIntegrationActors(
    world.context,
    'Globex Recruiting',
  ));
});
afterAll(() => world?.close());
beforeEach(() => world.bullhorn.clearFaults());

async function newContact(fields: { email?: string; firstName?: string; lastName?: string } = {}) {
  sequence += 1;
  return insertContact(world.context.db, {
    companyId,
    firstName: fields.firstName ?? 'Grace',
    lastName: fields.lastName ?? `Hopper${sequence}`,
    email: fields.email ?? `grace${sequence}@globex.example`,
  });
}

async function crmRow(contactId: number) {
  return world.context.db.selectFrom('contactCrms').selectAll().where('contactId', '=', contactId).executeTakeFirst();
}

const interactionsOf = (contactId: number) => interactionsOfContact(world.context, contactId);

describe('settings and sign-in', () => {
  it('needs settings before the sign-in, accepts only a region login address, never shows the secret', async () => {
    const early = await adminSession('GET', '/integrations/bullhorn/authorize');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Save the Bullhorn settings before signing in');
    const foreign = await saveBullhornSettings(adminSession, 'https://attacker.example');
    expect(foreign.statusCode).toBe(400);
    const empty = await adminSession('POST', '/integrations/bullhorn/settings', {
      clientId: '',
      clientSecret: 'x',
      loginUrl: world.bullhorn.url,
    });
    expect(empty.statusCode).toBe(400);
    const saved = await saveBullhornSettings(adminSession, world.bullhorn.url);
    expect(saved.statusCode, saved.body).toBe(200);
    const view = await adminSession('GET', '/integrations/bullhorn/settings');
    expect(view.json()).toMatchObject({
      clientId: 'agency-client',
      loginUrl: world.bullhorn.url,
      hasClientSecret: true,
    });
    expect(view.body).not.toContain('agency-client-secret-value');
    expect(view.json().regions).toHaveLength(2);
    const memberSession = await browserSession(world.context, member);
    expect((await memberSession('GET', '/integrations/bullhorn/settings')).statusCode).toBe(403);
  });

  it('refuses a bad state and a code for another client id', async () => {
    const bad = await adminSession('GET', '/integrations/bullhorn/getToken?code=x&state=nope&client_id=agency-client');
    expect(bad.statusCode).toBe(400);
    const start = await adminSession('GET', '/integrations/bullhorn/authorize');
    const url = new URL(start.json().url);
    expect(url.searchParams.get('client_id')).toBe('agency-client');
    const state = url.searchParams.get('state');
    const other = await adminSession(
      'GET',
      `/integrations/bullhorn/getToken?code=x&state=${state}&client_id=someone-else`,
    );
    expect(other.statusCode).toBe(400);
  });

  it('signs in: code for tokens, REST login, sealed session, /me flag', async () => {
    const answer = await signIn(adminSession, 'bullhorn');
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await world.context.db
      .selectFrom('integrationConnections')
      .selectAll()
      .where('orgId', '=', admin.orgId)
      .where('kind', '=', 1)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('agency-client-secret-value');
    for (const token of world.bullhorn.state.restTokens.keys()) expect(JSON.stringify(row)).not.toContain(token);
    expect((await adminSession('GET', '/me')).json().integrations.bullhorn).toBe(true);
  });
});

describe('push', () => {
  it('creates the company and the contact, linked, stores the BullhornId and logs Added to Bullhorn', async () => {
    const contactId = await newContact();
    const memberSession = await browserSession(world.context, member);
    const pushed = await memberSession('POST', `/integrations/bullhorn/addContact?contactId=${contactId}`);
    expect(pushed.statusCode, pushed.body).toBe(201);
    const { crmId } = pushed.json();
    const created = world.bullhorn.state.contacts.get(Number(crmId));
    const corporationId = (created?.clientCorporation as { id: number } | undefined)?.id ?? 0;
    expect(world.bullhorn.state.corporations.get(corporationId)?.name).toBe('Globex Recruiting');
    expect((await crmRow(contactId))?.bullhornId).toBe(crmId);
    expect(await interactionsOf(contactId)).toEqual([
      { interactionTypeId: 8, notes: 'Added to Bullhorn', madeContact: false },
    ]);
    // The same contact again: refused; Bullhorn still holds one.
    const contacts = world.bullhorn.state.contacts.size;
    expect((await memberSession('POST', `/integrations/bullhorn/addContact?contactId=${contactId}`)).statusCode).toBe(
      400,
    );
    // A second contact of the company reuses its ClientCorporation.
    const corporations = world.bullhorn.state.corporations.size;
    const next = await memberSession('POST', `/integrations/bullhorn/addContact?contactId=${await newContact()}`);
    expect(next.statusCode).toBe(201);
    expect(world.bullhorn.state.corporations.size).toBe(corporations);
    expect(world.bullhorn.state.contacts.size).toBe(contacts + 1);
  });

  it('finds a contact Bullhorn has by e-mail, then by name and company, without creating one', async () => {
    const corporation = [...world.bullhorn.state.corporations.values()][0];
    const existing = {
      id: 777001,
      firstName: 'Known',
      lastName: 'ByEmail',
      email: 'known@globex.example',
      clientCorporation: { id: corporation?.id },
    };
    const byName = {
      id: 777002,
      firstName: 'Linus',
      lastName: 'Named',
      email: 'other@elsewhere.example',
      clientCorporation: { id: corporation?.id },
    };
    world.bullhorn.state.contacts.set(existing.id, existing);
    world.bullhorn.state.contacts.set(byName.id, byName);
    const count = world.bullhorn.state.contacts.size;
    const first = await adminSession(
      'POST',
      `/integrations/bullhorn/addContact?contactId=${await newContact({ email: 'KNOWN@globex.example' })}`,
    );
    expect(first.json().crmId).toBe('777001');
    const second = await adminSession(
      'POST',
      `/integrations/bullhorn/addContact?contactId=${await newContact({ firstName: 'Linus', lastName: 'Named', email: 'linus@globex.example' })}`,
    );
    expect(second.json().crmId).toBe('777002');
    expect(world.bullhorn.state.contacts.size).toBe(count);
  });

  it('logs in again when the REST session or the access token ended', async () => {
    world.bullhorn.expireSessions();
    const pushed = await adminSession('POST', `/integrations/bullhorn/addContact?contactId=${await newContact()}`);
    expect(pushed.statusCode, pushed.body).toBe(201);
  });

  it('syncs the active users', async () => {
    const synced = await adminSession('POST', '/integrations/bullhorn/syncUsers');
    expect(synced.json()).toEqual({ synced: 2 });
    const users = (await adminSession('GET', '/integrations/bullhorn/getAllUsers')).json();
    expect(users.map((user: { Email: string }) => user.Email)).toEqual(['rita@agency.example', 'sam@agency.example']);
  });

  it.each([
    ['down', { status: 503, body: { errorMessage: 'Service unavailable', errorCode: 503 } }, 502],
    ['slow', { delayMs: 800 }, 504],
    ['malformed', { status: 200, raw: 'garbage' }, 502],
    ['rate limited', { status: 429, body: { errorMessage: 'Too many requests' }, times: 20 }, 503],
    ['refusing after a new login', { status: 401, body: { errorMessage: 'Bad BhRestToken' }, times: 10 }, 502],
  ])('Bullhorn %s: its message, nothing half-written', async (_name, fault, status) => {
    const contactId = await newContact();
    world.bullhorn.fail({ match: /ClientContact/, times: 1, ...fault });
    const answer = await adminSession('POST', `/integrations/bullhorn/addContact?contactId=${contactId}`);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().message).toMatch(/Bullhorn/);
    expect(answer.body).not.toContain('agency-client-secret-value');
    expect(await crmRow(contactId)).toBeUndefined();
    expect(await interactionsOf(contactId)).toEqual([]);
  });

  it('keeps other organisations out', async () => {
    const strangerSession = await browserSession(world.context, stranger);
    const contactId = await newContact();
    const answer = await strangerSession('POST', `/integrations/bullhorn/addContact?contactId=${contactId}`);
    expect(answer.statusCode).toBe(400);
    expect((await strangerSession('GET', '/integrations/bullhorn/settings')).json().clientId).toBeNull();
    expect((await strangerSession('GET', '/integrations/bullhorn/getAllUsers')).json()).toEqual([]);
  });

  it('disconnects: tokens gone, settings kept for the next sign-in', async () => {
    expect((await adminSession('POST', '/integrations/bullhorn/disconnect')).json()).toEqual({ connected: false });
    expect((await adminSession('GET', '/me')).json().integrations.bullhorn).toBe(false);
    expect((await adminSession('GET', '/integrations/bullhorn/settings')).json().clientId).toBe('agency-client');
    const push = await adminSession('POST', `/integrations/bullhorn/addContact?contactId=${await newContact()}`);
    expect(push.statusCode).toBe(400);
  });
});
