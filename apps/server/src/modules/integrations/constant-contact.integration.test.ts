/**
 * Constant Contact through HTTP against the local emulator (issue #17; outreach-integrations-admin §2
 * 'Integrations page', 'OAuth callback pages', §7 constantcontact): the OAuth sign-in with state and Basic client
 * authentication, refresh on expiry and on a 401, campaign sync with their lists and visibility, the
 * create-or-update into a campaign's lists for the automations, and every failure path.
 */
import { INTEGRATION_KINDS } from '@agencyscout/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertContact } from '../../../test/helpers/lead-fixtures.ts';
import type { TestUser } from '../../../test/helpers/test-app.ts';
import { createSecretBox } from '../../lib/secrets.ts';
import { pushContactToConstantContactCampaign } from './constant-contact-service.ts';
import {
  allowAtProvider,
  browserSession,
  createIntegrationActors,
  createIntegrationWorld,
  type IntegrationWorld,
  type Session,
  signIn,
} from './integration-fixtures.ts';
import { findContactForPush } from './repository.ts';

let world: IntegrationWorld;
let admin: TestUser;
let stranger: TestUser;
let adminSession: Session;
let memberSession: Session;
let companyId: number;
let sequence = 0;

const SPRING = 'c0ffee00-0000-4000-8000-000000000011';
const DIGEST = 'c0ffee00-0000-4000-8000-000000000012';
const MANAGERS = 'a1f0c0de-0000-4000-8000-000000000001';
const DIRECTORS = 'a1f0c0de-0000-4000-8000-000000000002';

beforeAll(async () => {
  world = await createIntegrationWorld();
  ({ admin, stranger, adminSession, companyId, memberSession } = await createIntegrationActors(
    world.context,
    'Contact Staffing Co',
  ));
});
afterAll(() => world?.close());
beforeEach(() => world.constantContact.clearFaults());

const deps = () => ({
  db: world.context.db,
  config: world.context.config,
  box: createSecretBox(world.context.config),
});

async function pushContact(orgId: string, campaign: string, email: string | null = `cc${++sequence}@cc.example`) {
  const contactId = await insertContact(world.context.db, {
    companyId,
    firstName: 'Katherine',
    lastName: `Johnson${sequence}`,
    email: email ?? undefined,
  });
  const contact = await findContactForPush(world.context.db, contactId);
  if (!contact) throw new Error('contact missing');
  return pushContactToConstantContactCampaign(deps(), orgId, campaign, contact);
}

const connection = (orgId: string) =>
  world.context.db
    .selectFrom('integrationConnections')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('kind', '=', INTEGRATION_KINDS.constantContact)
    .executeTakeFirst();

describe('sign-in', () => {
  it('asks for the documented scopes with a state, refuses a bad state and stores nothing on failure', async () => {
    const start = await adminSession('GET', '/integrations/constantcontact/authorize');
    const url = new URL(start.json().url);
    expect(url.pathname).toBe('/oauth2/default/v1/authorize');
    expect(url.searchParams.get('scope')).toBe('contact_data campaign_data offline_access');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/constantcontactcallback$/);
    const back = await allowAtProvider(url.toString());
    const stolen = await (await browserSession(world.context, admin))(
      'GET',
      `/integrations/constantcontact/getToken?code=${back.get('code')}&state=${back.get('state')}`,
    );
    expect(stolen.json().code).toBe('INTEGRATION_BAD_STATE');
    world.constantContact.fail({ match: /\/token$/, times: 1, status: 200, raw: '{"token_type":"Bearer"}' });
    const malformed = await signIn(adminSession, 'constantcontact');
    expect(malformed.statusCode).toBe(502);
    world.constantContact.fail({ match: /\/token$/, times: 1, delayMs: 800 });
    expect((await signIn(adminSession, 'constantcontact')).statusCode).toBe(504);
    expect(await connection(admin.orgId)).toBeUndefined();
    expect((await memberSession('GET', '/integrations/constantcontact/authorize')).statusCode).toBe(403);
  });

  it('connects with Basic client authentication and sealed tokens, and shows the flag', async () => {
    const answer = await signIn(adminSession, 'constantcontact');
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await connection(admin.orgId);
    const issued = [...world.constantContact.state.accessTokens.keys()].at(-1) ?? 'missing';
    expect(JSON.stringify(row)).not.toContain(issued);
    expect(row?.refreshTokenSealed).toMatch(/^v1\./);
    expect((await adminSession('GET', '/me')).json().integrations.constantContact).toBe(true);
    const strangerMe = await (await browserSession(world.context, stranger))('GET', '/me');
    expect(strangerMe.json().integrations.constantContact).toBe(false);
  });
});

describe('campaigns', () => {
  it('syncs the e-mail campaigns with their lists, and shows recruiters the visible ones', async () => {
    expect((await memberSession('POST', '/integrations/constantcontact/syncCampaigns')).statusCode).toBe(403);
    const synced = await adminSession('POST', '/integrations/constantcontact/syncCampaigns');
    expect(synced.json()).toEqual({ synced: 2 });
    const items = await world.context.db
      .selectFrom('integrationItems')
      .select(['externalId', 'listIds', 'kind', 'itemType'])
      .where('orgId', '=', admin.orgId)
      .orderBy('name')
      .execute();
    expect(items).toEqual([
      { externalId: DIGEST, listIds: [MANAGERS, DIRECTORS], kind: 2, itemType: 5 },
      { externalId: SPRING, listIds: [MANAGERS], kind: 2, itemType: 5 },
    ]);
    const all = (await adminSession('GET', '/integrations/constantcontact/getAllCampaigns')).json();
    expect(all.map((item: { name: string }) => item.name)).toEqual(['HR leaders digest', 'Spring hiring newsletter']);
    const spring = all.find((item: { externalId: string }) => item.externalId === SPRING);
    expect(spring).toMatchObject({
      CampaignId: SPRING,
      CampaignName: 'Spring hiring newsletter',
      ConnectorValueType: 5,
    });
    const shown = await adminSession('POST', '/integrations/updateConnectorValueToUser', {
      connectorValueType: 5,
      kind: 2,
      items: [{ ConnectorValueId: spring.ConnectorValueId, ConnectorValueType: 5 }],
    });
    expect(shown.json()).toEqual({ visible: 1 });
    const visible = (await memberSession('GET', '/integrations/constantcontact/getCampaigns')).json();
    expect(visible.map((item: { externalId: string }) => item.externalId)).toEqual([SPRING]);
    const strangerSession = await browserSession(world.context, stranger);
    expect((await strangerSession('GET', '/integrations/constantcontact/getAllCampaigns')).json()).toEqual([]);
    expect((await strangerSession('POST', '/integrations/constantcontact/syncCampaigns')).statusCode).toBe(400);
  });

  it('keeps Drip campaigns apart from Constant Contact ones of the same id', async () => {
    await world.context.db
      .insertInto('integrationItems')
      .values({
        orgId: admin.orgId,
        kind: INTEGRATION_KINDS.drip,
        itemType: 5,
        externalId: SPRING,
        name: 'Drip twin',
        email: null,
        steps: '[]',
        listIds: '[]',
      })
      .execute();
    expect((await adminSession('POST', '/integrations/constantcontact/syncCampaigns')).json()).toEqual({ synced: 2 });
    const all = (await adminSession('GET', '/integrations/constantcontact/getAllCampaigns')).json();
    expect(all.map((item: { name: string }) => item.name)).not.toContain('Drip twin');
    await world.context.db.deleteFrom('integrationItems').where('name', '=', 'Drip twin').execute();
  });

  it('a failing page of the sync leaves the synced campaigns as they were', async () => {
    world.constantContact.fail({ match: /emails\/activities/, times: 1, status: 200, raw: 'not json' });
    const answer = await adminSession('POST', '/integrations/constantcontact/syncCampaigns');
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toBe('Constant Contact sent an answer that could not be read');
    expect((await adminSession('GET', '/integrations/constantcontact/getAllCampaigns')).json()).toHaveLength(2);
  });
});

describe('adding a contact to a campaign (for the campaign automations)', () => {
  it('creates, then updates, the contact into the campaign lists', async () => {
    const email = `twice${++sequence}@cc.example`;
    const first = await pushContact(admin.orgId, SPRING, email);
    expect(world.constantContact.state.contacts.get(email)?.list_memberships).toEqual([MANAGERS]);
    world.constantContact.state.campaigns[0]?.list_ids.push(DIRECTORS);
    const again = await pushContact(admin.orgId, DIGEST, email.toUpperCase());
    expect(again).toBe(first);
    expect(world.constantContact.state.contacts.get(email)?.list_memberships).toEqual([MANAGERS, DIRECTORS]);
    world.constantContact.state.campaigns[0]?.list_ids.pop();
  });

  it('refuses a contact without e-mail, an unknown campaign and another organisation', async () => {
    await expect(pushContact(admin.orgId, SPRING, null)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Constant Contact needs an e-mail address: this contact has none',
    });
    await expect(pushContact(admin.orgId, 'unknown-campaign')).rejects.toMatchObject({ statusCode: 400 });
    await expect(pushContact(stranger.orgId, SPRING)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refreshes an expired token before the call and on a 401', async () => {
    const sealed = (await connection(admin.orgId))?.refreshTokenSealed;
    world.constantContact.expireTokens();
    const calls = world.constantContact.calls.length;
    await expect(pushContact(admin.orgId, SPRING)).resolves.toBeTruthy();
    expect(world.constantContact.calls.slice(calls)).toEqual([
      'POST /v3/contacts/sign_up_form',
      'POST /oauth2/default/v1/token',
      'POST /v3/contacts/sign_up_form',
    ]);
    // The refresh token is rotated: the new one is kept (sealed).
    expect((await connection(admin.orgId))?.refreshTokenSealed).not.toBe(sealed);
    await world.context.db
      .updateTable('integrationConnections')
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where('orgId', '=', admin.orgId)
      .execute();
    // Refreshed before the call: a new access token is stored. (Counting the emulator's tokens instead flaked on a
    // loaded machine, where a timed-out token call from the first push could still be answered afterwards.)
    const before = (await connection(admin.orgId))?.accessTokenSealed;
    await expect(pushContact(admin.orgId, SPRING)).resolves.toBeTruthy();
    const after = await connection(admin.orgId);
    expect(after?.accessTokenSealed).not.toBe(before);
    expect(after?.accessExpiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('waits out throttling, and answers clearly when it lasts, times out or is malformed', async () => {
    world.constantContact.fail({ match: /sign_up_form/, times: 2, status: 429, body: { error_key: 'throttled' } });
    await expect(pushContact(admin.orgId, SPRING)).resolves.toBeTruthy();
    world.constantContact.fail({ match: /./, times: 50, status: 429, body: { error_key: 'throttled' } });
    await expect(pushContact(admin.orgId, SPRING)).rejects.toMatchObject({ statusCode: 503 });
    world.constantContact.clearFaults();
    world.constantContact.fail({ match: /sign_up_form/, times: 1, delayMs: 800 });
    await expect(pushContact(admin.orgId, SPRING)).rejects.toMatchObject({ statusCode: 504 });
    world.constantContact.fail({ match: /sign_up_form/, times: 1, status: 201, raw: '{"action":"created"}' });
    await expect(pushContact(admin.orgId, SPRING)).rejects.toMatchObject({ statusCode: 502 });
    const errors = [{ error_key: 'contacts.api.validation.error', error_message: 'Bad e-mail' }];
    world.constantContact.fail({ match: /sign_up_form/, times: 1, status: 400, body: errors });
    await expect(pushContact(admin.orgId, SPRING)).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringContaining('(Bad e-mail)'),
    });
  });

  it('enforces the emulated 4 requests a second', async () => {
    world.constantContact.state.perSecondLimit = 0;
    await expect(pushContact(admin.orgId, SPRING)).rejects.toMatchObject({ statusCode: 503 });
    world.constantContact.state.perSecondLimit = 1000;
  });

  it('disconnects and forgets tokens and campaigns', async () => {
    const answer = await adminSession('POST', '/integrations/constantcontact/disconnect');
    expect(answer.json()).toEqual({ connected: false });
    expect(await connection(admin.orgId)).toBeUndefined();
    expect((await adminSession('GET', '/integrations/constantcontact/getAllCampaigns')).json()).toEqual([]);
    expect((await adminSession('GET', '/me')).json().integrations.constantContact).toBe(false);
  });
});
