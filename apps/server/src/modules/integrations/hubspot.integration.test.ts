/**
 * HubSpot through HTTP against the local emulator (issue #16; outreach-integrations-admin §2 'Integrations page',
 * 'HubSpot send dialog', §4, §7 hubspot): the OAuth sign-in with its state, sealed tokens and their refresh,
 * synced lists and visibility, the push without duplicates and its logged interactions, and every failure path.
 */
import { INTEGRATION_KINDS, PERMISSIONS } from '@agencyscout/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertContact } from '../../../test/helpers/lead-fixtures.ts';
import type { TestUser } from '../../../test/helpers/test-app.ts';
import {
  allowAtProvider,
  browserSession,
  createIntegrationActors,
  createIntegrationWorld,
  type IntegrationWorld,
  interactionsOf as interactionsOfContact,
  type Session,
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
    'Acme Staffing Co',
  ));
});
afterAll(() => world?.close());
beforeEach(() => world.hubspot.clearFaults());

async function newContact(email: string | null = `person${++sequence}@acme.example`) {
  return insertContact(world.context.db, {
    companyId,
    firstName: 'Ada',
    lastName: `Lovelace${sequence}`,
    email: email ?? undefined,
  });
}

async function crmRow(contactId: number) {
  return world.context.db.selectFrom('contactCrms').selectAll().where('contactId', '=', contactId).executeTakeFirst();
}

const interactionsOf = (contactId: number) => interactionsOfContact(world.context, contactId);

describe('sign-in', () => {
  it('refuses a callback with a state that was never issued, or issued to another session', async () => {
    const forged = await adminSession('GET', '/integrations/hubspot/getToken?code=abc&state=forged-state');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INTEGRATION_BAD_STATE');
    const start = await adminSession('GET', '/integrations/hubspot/authorize');
    const back = await allowAtProvider(start.json().url);
    const otherSession = await browserSession(world.context, admin);
    const query = `code=${back.get('code')}&state=${back.get('state')}`;
    const stolen = await otherSession('GET', `/integrations/hubspot/getToken?${query}`);
    expect(stolen.statusCode).toBe(400);
    // Used once: even the right session cannot replay it now.
    expect((await adminSession('GET', `/integrations/hubspot/getToken?${query}`)).statusCode).toBe(400);
  });

  it('asks for the spec scopes and needs create:integrations', async () => {
    const start = await adminSession('GET', '/integrations/hubspot/authorize');
    const scope = new URL(start.json().url).searchParams.get('scope') ?? '';
    expect(scope.split(' ')).toEqual(
      expect.arrayContaining(['crm.objects.contacts.write', 'crm.objects.deals.write', 'automation']),
    );
    const memberSession = await browserSession(world.context, member);
    expect((await memberSession('GET', '/integrations/hubspot/authorize')).statusCode).toBe(403);
  });

  it('connects, keeps the tokens sealed and shows the flag on /me', async () => {
    const answer = await signIn(adminSession, 'hubspot');
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await world.context.db
      .selectFrom('integrationConnections')
      .selectAll()
      .where('orgId', '=', admin.orgId)
      .executeTakeFirstOrThrow();
    const issued = [...world.hubspot.state.accessTokens.keys()].at(-1) ?? 'missing';
    expect(JSON.stringify(row)).not.toContain(issued);
    expect(row.accessTokenSealed).toMatch(/^v1\./);
    const me = await adminSession('GET', '/me');
    expect(me.json().integrations).toMatchObject({ hubspot: true, bullhorn: false });
    const strangerMe = await (await browserSession(world.context, stranger))('GET', '/me');
    expect(strangerMe.json().integrations.hubspot).toBe(false);
  });
});

describe('lists', () => {
  it('syncs users, workflows and pipelines and shows only the chosen ones to recruiters', async () => {
    for (const path of ['syncUsers', 'syncWorkFlow', 'syncPipeline']) {
      const synced = await adminSession('POST', `/integrations/hubspot/${path}`);
      expect(synced.statusCode, synced.body).toBe(200);
    }
    const users = (await adminSession('GET', '/integrations/hubspot/getAllUsers')).json();
    expect(users).toHaveLength(2);
    const workflows = (await adminSession('GET', '/integrations/hubspot/getAllWorkflows')).json();
    expect(workflows.map((item: { name: string }) => item.name)).not.toContain('Old campaign');
    const pipelines = (await adminSession('GET', '/integrations/hubspot/getAllPipelines')).json();
    expect(pipelines[0].IntegrationPipelineSteps.length).toBeGreaterThan(0);
    const chosen = users[0];
    const update = await adminSession('POST', '/integrations/updateConnectorValueToUser', {
      connectorValueType: 1,
      items: [{ ConnectorValueId: chosen.ConnectorValueId, ConnectorValueType: 1 }],
    });
    expect(update.json()).toEqual({ visible: 1 });
    const memberSession = await browserSession(world.context, member);
    const visible = (await memberSession('GET', '/integrations/hubspot/getUsers')).json();
    expect(visible.map((item: { externalId: string }) => item.externalId)).toEqual([chosen.externalId]);
    expect((await memberSession('POST', '/integrations/hubspot/syncUsers')).statusCode).toBe(403);
    const strangerSession = await browserSession(world.context, stranger);
    expect((await strangerSession('GET', '/integrations/hubspot/getAllUsers')).json()).toEqual([]);
    const intrusion = await strangerSession('POST', '/integrations/updateConnectorValueToUser', {
      connectorValueType: 1,
      items: [{ ConnectorValueId: chosen.ConnectorValueId, ConnectorValueType: 1 }],
    });
    expect(intrusion.json()).toEqual({ visible: 0 });
  });
});

describe('push', () => {
  it('creates the contact and its company once, with a deal, owner and workflow, and logs both entries', async () => {
    const contactId = await newContact();
    const users = (await adminSession('GET', '/integrations/hubspot/getUsers')).json();
    const memberSession = await browserSession(world.context, member);
    const pushed = await memberSession(
      'POST',
      `/integrations/hubspot/addContact?contactId=${contactId}&user=${users[0].externalId}&campaignId=501`,
      { deal: { dealname: 'Q3 nurses', closedate: '2026-12-01', pipeline: 'default', dealstage: 'qualifiedtobuy' } },
    );
    expect(pushed.statusCode, pushed.body).toBe(201);
    const body = pushed.json();
    expect(body.interactions.map((entry: { interactionTypeId: number }) => entry.interactionTypeId)).toEqual([7, 8]);
    expect((await crmRow(contactId))?.hubspotId).toBe(body.crmId);
    const emulated = world.hubspot.state;
    expect(emulated.contacts.get(body.crmId)?.properties.hubspot_owner_id).toBe(users[0].externalId);
    expect(
      [...emulated.companies.values()].filter((company) => company.properties.name === 'Acme Staffing Co'),
    ).toHaveLength(1);
    const deal = [...emulated.deals.values()].at(-1);
    expect(deal?.properties).toMatchObject({ dealname: 'Q3 nurses', pipeline: 'default' });
    expect(JSON.stringify(deal?.associations)).toContain(body.crmId);
    expect(emulated.enrollments.at(-1)).toContain('501:');
    expect(await interactionsOf(contactId)).toEqual([
      { interactionTypeId: 8, notes: 'Q3 nurses', madeContact: false },
      { interactionTypeId: 7, notes: 'Added to Hubspot', madeContact: false },
    ]);
    // Twice: refused, nothing new in HubSpot, the company reused by the next contact.
    const again = await memberSession('POST', `/integrations/hubspot/addContact?contactId=${contactId}`, {});
    expect(again.statusCode).toBe(400);
    const before = emulated.companies.size;
    const next = await memberSession('POST', `/integrations/hubspot/addContact?contactId=${await newContact()}`, {});
    expect(next.statusCode, next.body).toBe(201);
    expect(emulated.companies.size).toBe(before);
  });

  it('finds a contact whose e-mail HubSpot has, by search and by the 409 of a create', async () => {
    const email = `known${++sequence}@acme.example`;
    const existing = { id: '555001', properties: { email }, createdAt: new Date().toISOString() };
    world.hubspot.state.contacts.set(existing.id, existing);
    const count = world.hubspot.state.contacts.size;
    const first = await adminSession(
      'POST',
      `/integrations/hubspot/addContact?contactId=${await newContact(email.toUpperCase())}`,
      {},
    );
    expect(first.json().crmId).toBe('555001');
    // The search misses (HubSpot's index lags): the create's 409 names the existing id.
    world.hubspot.fail({ match: /contacts\/search/, times: 1, status: 200, body: { total: 0, results: [] } });
    const second = await adminSession(
      'POST',
      `/integrations/hubspot/addContact?contactId=${await newContact(email)}`,
      {},
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().crmId).toBe('555001');
    expect(world.hubspot.state.contacts.size).toBe(count);
  });

  it('refuses bad input before calling HubSpot', async () => {
    const noEmail = await adminSession(
      'POST',
      `/integrations/hubspot/addContact?contactId=${await newContact(null)}`,
      {},
    );
    expect(noEmail.statusCode).toBe(400);
    const contactId = await newContact();
    const halfDeal = await adminSession('POST', `/integrations/hubspot/addContact?contactId=${contactId}`, {
      deal: { dealname: 'x', closedate: '', pipeline: 'default', dealstage: '' },
    });
    expect(halfDeal.statusCode).toBe(400);
    const wrongStage = await adminSession('POST', `/integrations/hubspot/addContact?contactId=${contactId}`, {
      deal: { dealname: 'x', closedate: '2026-12-01', pipeline: 'default', dealstage: 'intro' },
    });
    expect(wrongStage.statusCode).toBe(400);
    const unknownOwner = await adminSession(
      'POST',
      `/integrations/hubspot/addContact?contactId=${contactId}&user=999`,
      {},
    );
    expect(unknownOwner.statusCode).toBe(400);
    expect((await adminSession('POST', '/integrations/hubspot/addContact?contactId=999999999', {})).statusCode).toBe(
      404,
    );
    expect(await crmRow(contactId)).toBeUndefined();
  });

  it('refreshes an expired token, before expiry and on a 401, and retries once', async () => {
    world.hubspot.expireTokens();
    const pushed = await adminSession('POST', `/integrations/hubspot/addContact?contactId=${await newContact()}`, {});
    expect(pushed.statusCode, pushed.body).toBe(201);
    await world.context.db
      .updateTable('integrationConnections')
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where('orgId', '=', admin.orgId)
      .execute();
    // Refreshed before the call: a new access token is stored. (Counting the emulator's tokens instead could flake on a
    // loaded machine, where a timed-out token call from the first push could still be answered afterwards.)
    const stored = () =>
      world.context.db
        .selectFrom('integrationConnections')
        .selectAll()
        .where('orgId', '=', admin.orgId)
        .where('kind', '=', INTEGRATION_KINDS.hubspot)
        .executeTakeFirstOrThrow();
    const before = (await stored()).accessTokenSealed;
    const again = await adminSession('POST', `/integrations/hubspot/addContact?contactId=${await newContact()}`, {});
    expect(again.statusCode).toBe(201);
    const after = await stored();
    expect(after.accessTokenSealed).not.toBe(before);
    expect(after.accessExpiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('waits out a few 429s and gives up on a storm', async () => {
    world.hubspot.fail({
      match: /contacts\/search/,
      times: 2,
      status: 429,
      body: { status: 'error', errorType: 'RATE_LIMIT' },
    });
    const ok = await adminSession('POST', `/integrations/hubspot/addContact?contactId=${await newContact()}`, {});
    expect(ok.statusCode, ok.body).toBe(201);
    world.hubspot.fail({ match: /./, times: 50, status: 429, body: { status: 'error', errorType: 'RATE_LIMIT' } });
    const contactId = await newContact();
    const storm = await adminSession('POST', `/integrations/hubspot/addContact?contactId=${contactId}`, {});
    expect(storm.statusCode).toBe(503);
    expect(await crmRow(contactId)).toBeUndefined();
    expect(await interactionsOf(contactId)).toEqual([]);
  });

  it.each([
    ['down', { status: 500, body: { status: 'error', message: 'internal' } }, 502],
    ['slow', { delayMs: 800 }, 504],
    ['malformed', { status: 200, raw: '<html>not json' }, 502],
    ['refusing even after a refresh', { status: 401, body: { status: 'error', message: 'expired' }, times: 5 }, 502],
  ])('a provider %s: a clear answer and nothing half-written', async (_name, fault, status) => {
    const contactId = await newContact();
    world.hubspot.fail({ match: /objects\/contacts/, times: 1, ...fault });
    const answer = await adminSession('POST', `/integrations/hubspot/addContact?contactId=${contactId}`, {});
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().message).toMatch(/HubSpot/);
    for (const token of world.hubspot.state.accessTokens.keys()) expect(answer.body).not.toContain(token);
    expect(answer.body).not.toContain(world.hubspot.clientSecret);
    expect(await crmRow(contactId)).toBeUndefined();
    expect(await interactionsOf(contactId)).toEqual([]);
  });

  it('searches companies for the send dialog', async () => {
    const contactId = await newContact();
    const found = await adminSession(
      'GET',
      `/integrations/hubspot/getCompanies?contactId=${contactId}&companySearch=acme`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()[0].properties.name).toBe('Acme Staffing Co');
    const none = await adminSession(
      'GET',
      `/integrations/hubspot/getCompanies?contactId=${contactId}&companySearch=zzz-none`,
    );
    expect(none.json()).toEqual([]);
  });

  it('never lets another organisation use the connection, and shows the CRM id on contact rows', async () => {
    const contactId = await newContact();
    const strangerSession = await browserSession(world.context, stranger);
    const intrusion = await strangerSession('POST', `/integrations/hubspot/addContact?contactId=${contactId}`, {});
    expect(intrusion.statusCode).toBe(400);
    expect(intrusion.json().code).toBe('INTEGRATION_NOT_CONNECTED');
    await adminSession('POST', `/integrations/hubspot/addContact?contactId=${contactId}`, {});
    const rows = (await adminSession('GET', `/companycontacts?email=${sequence}@acme.example`)).json();
    const mine = rows.hits.find((hit: { id: number }) => hit.id === contactId);
    expect(mine.contactcrms.HubspotId).toBeTruthy();
    const theirs = (await strangerSession('GET', `/companycontacts?email=${sequence}@acme.example`)).json();
    expect(theirs.hits.find((hit: { id: number }) => hit.id === contactId)?.contactcrms.HubspotId ?? null).toBeNull();
  });

  it('disconnects: revokes the refresh token and forgets tokens and lists', async () => {
    const refreshTokens = world.hubspot.state.refreshTokens.size;
    const answer = await adminSession('POST', '/integrations/hubspot/disconnect');
    expect(answer.json()).toEqual({ connected: false });
    expect(world.hubspot.state.refreshTokens.size).toBe(refreshTokens - 1);
    expect((await adminSession('GET', '/me')).json().integrations.hubspot).toBe(false);
    expect((await adminSession('GET', '/integrations/hubspot/getAllUsers')).json()).toEqual([]);
  });
});

describe('integration version', () => {
  it('switches the new integrations on with read:users only', async () => {
    const on = await adminSession('PUT', '/user/integrationVersion', { version: 'new' });
    expect(on.json()).toEqual({ isNewIntegrations: true });
    expect((await adminSession('GET', '/me')).json().isNewIntegrations).toBe(true);
    const memberSession = await browserSession(world.context, member);
    expect((await memberSession('PUT', '/user/integrationVersion', { version: 'legacy' })).statusCode).toBe(403);
    expect(PERMISSIONS.readUsers).toBe('read:users');
  });
});
