/**
 * Campaign automations through HTTP and the automation run, against the HubSpot emulator (issue #17;
 * prospecting-core §2.6 'Outbound Campaigns' and limits; outreach-integrations-admin §4, §7 campaignautomation):
 * the subscription rules and limits, and a run that pushes exactly the matching contacts once, skips DNC and
 * hidden e-mails, retries failures, and survives a worker killed mid-push without duplicates.
 */
import { CAMPAIGN_SUBSCRIPTION_LIMITS, CAMPAIGN_TEXTS, INTEGRATION_KINDS, ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCompany, insertContact, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { createUser, type TestUser } from '../../../test/helpers/test-app.ts';
import { createSecretBox } from '../../lib/secrets.ts';
import {
  browserSession,
  createIntegrationWorld,
  type IntegrationWorld,
  type Session,
  signIn,
} from '../integrations/integration-fixtures.ts';
import { claimDuePushes } from './automation-repository.ts';
import { planCampaignPushes, pushDueCampaignContacts } from './automation-run.ts';

let world: IntegrationWorld;
let owner: TestUser;
let teammate: TestUser;
let stranger: TestUser;
let ownerSession: Session;
let sequence = 0;
const HUBSPOT = INTEGRATION_KINDS.hubspot;
const WORKFLOW = '501';

beforeAll(async () => {
  world = await createIntegrationWorld();
  const { db } = world.context;
  owner = await createUser(db, { role: ROLES.COMPANY_ADMIN, isNewIntegrations: true });
  teammate = await createUser(db, { orgId: owner.orgId });
  stranger = await createUser(db, { role: ROLES.COMPANY_ADMIN, isNewIntegrations: true });
  ownerSession = await browserSession(world.context, owner);
  const connected = await signIn(ownerSession, 'hubspot');
  if (connected.statusCode !== 200) throw new Error(`HubSpot sign-in: ${connected.body}`);
  await ownerSession('POST', '/integrations/hubspot/syncWorkFlow');
});
afterAll(() => world?.close());
beforeEach(() => world.hubspot.clearFaults());

function deps() {
  return { db: world.context.db, config: world.context.config, box: createSecretBox(world.context.config) };
}

async function savedSearch(session: Session, keyWords: string): Promise<number> {
  const response = await session('POST', '/savedSearches', { name: `Search ${++sequence}`, keyWords });
  expect(response.statusCode).toBe(201);
  return response.json().searchId;
}

async function subscribe(session: Session, body: Record<string, unknown>) {
  return session('POST', '/campaignautomation/savedsearch', {
    integrationId: HUBSPOT,
    campaignId: WORKFLOW,
    category: 'HR',
    ...body,
  });
}

/** A company with a new lead titled `title` and contacts in the given clusters (and e-mail states). */
async function hiringCompany(
  title: string,
  contacts: { cluster: string; email?: string | null; status?: 'invalid' }[],
) {
  const { db } = world.context;
  const companyName = `Hiring Co ${++sequence}`;
  const companyId = await insertCompany(db, { name: companyName });
  await insertLead(db, { title, companyId, companyName, firstSeenAt: new Date(Date.now() + 3000) });
  const ids: number[] = [];
  for (const [index, contact] of contacts.entries()) {
    const id = await insertContact(db, {
      companyId,
      firstName: 'Casey',
      lastName: `Contact${sequence}x${index}`,
      ...(contact.email === null ? {} : { email: contact.email ?? `casey${sequence}x${index}@hiring.example` }),
      ...(contact.status ? { emailStatus: contact.status } : {}),
    });
    await db
      .updateTable('contacts')
      .set((eb) => ({
        positionClusterId: eb.selectFrom('positionClusters').select('id').where('name', '=', contact.cluster),
      }))
      .where('id', '=', id)
      .execute();
    ids.push(id);
  }
  return ids;
}

/** Runs plan + push as the job does, `later` ms after now (the new leads are first seen 1 s ahead). */
async function runAutomation(later = 5000) {
  const planned = await planCampaignPushes(world.context.db, new Date(Date.now() + later));
  const pushed = await pushDueCampaignContacts(deps(), { retryBaseSeconds: 0 });
  return { planned, pushed };
}

describe('subscriptions', () => {
  it('adds, lists with status and limits, and deletes a subscription of my saved search', async () => {
    const searchId = await savedSearch(ownerSession, 'recruiter');
    const created = await subscribe(ownerSession, { savedSearchId: searchId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      integrationName: 'HubSpot',
      campaignName: 'New client nurture',
      category: 'HR',
      leadType: 'agency',
      status: { lastRunAt: null, pushed: 0 },
    });
    const listed = (await ownerSession('GET', `/campaignautomation/savedsearch/${searchId}`)).json();
    expect(listed.subscriptions).toHaveLength(1);
    expect(listed.limits.agency).toEqual({ used: 1, limit: CAMPAIGN_SUBSCRIPTION_LIMITS.agency });
    const table = (await ownerSession('GET', '/savedSearches?view=mine')).json();
    const row = table.rows.find((candidate: { searchId: number }) => candidate.searchId === searchId);
    expect(row.campaignAutomations).toEqual({ count: 1, integrationIds: [HUBSPOT] });
    const again = await subscribe(ownerSession, { savedSearchId: searchId });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CAMPAIGN_TEXTS.duplicate);
    const removed = await ownerSession('DELETE', `/campaignautomation/${created.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect((await ownerSession('GET', `/campaignautomation/savedsearch/${searchId}`)).json().subscriptions).toEqual([]);
  });

  it('refuses unknown campaigns, unconnected integrations, teammates and other organisations', async () => {
    const searchId = await savedSearch(ownerSession, 'nurse');
    const unknown = await subscribe(ownerSession, { savedSearchId: searchId, campaignId: '999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CAMPAIGN_TEXTS.unknownCampaign);
    const disabled = await subscribe(ownerSession, { savedSearchId: searchId, campaignId: '503' });
    expect(disabled.statusCode).toBe(400);
    const drip = await subscribe(ownerSession, { savedSearchId: searchId, integrationId: INTEGRATION_KINDS.drip });
    expect(drip.statusCode).toBe(400);
    expect(drip.json().message).toBe(CAMPAIGN_TEXTS.notConnected('Drip'));
    const badCategory = await subscribe(ownerSession, { savedSearchId: searchId, category: 'Astronauts' });
    expect(badCategory.statusCode).toBe(400);
    // An empty integration is no choice, not HubSpot (kind 0).
    const noIntegration = await subscribe(ownerSession, { savedSearchId: searchId, integrationId: '' });
    expect(noIntegration.statusCode).toBe(400);
    expect(noIntegration.json().message).toContain('Choose an integration');
    const teammateSession = await browserSession(world.context, teammate);
    const notOwner = await subscribe(teammateSession, { savedSearchId: searchId });
    expect(notOwner.statusCode).toBe(403);
    const strangerSession = await browserSession(world.context, stranger);
    expect((await subscribe(strangerSession, { savedSearchId: searchId })).statusCode).toBe(404);
    expect((await strangerSession('GET', `/campaignautomation/savedsearch/${searchId}`)).statusCode).toBe(404);
    expect((await strangerSession('GET', '/integrations/campaigns')).json()).toEqual([]);
    const mine = (await subscribe(ownerSession, { savedSearchId: searchId })).json();
    expect((await strangerSession('DELETE', `/campaignautomation/${mine.id}`)).statusCode).toBe(404);
    expect((await teammateSession('DELETE', `/campaignautomation/${mine.id}`)).statusCode).toBe(403);
    expect(
      (await ownerSession('GET', `/campaignautomation/savedsearch/${searchId}`)).json().subscriptions,
    ).toHaveLength(1);
  });

  it('needs the Use New Integration switch', async () => {
    const legacy = await createUser(world.context.db, { isNewIntegrations: false });
    const session = await browserSession(world.context, legacy);
    const searchId = await savedSearch(session, 'driver');
    const refused = await subscribe(session, { savedSearchId: searchId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CAMPAIGN_TEXTS.needsNewIntegrations);
    const table = (await session('GET', '/savedSearches?view=mine')).json();
    expect(table.rows[0].campaignAutomations).toBeUndefined();
  });

  it('treats an Open Web plan as Open Web only and refuses Agency Leads subscriptions', async () => {
    const openWeb = await createUser(world.context.db, {
      plan: 'openweb',
      role: ROLES.COMPANY_ADMIN,
      isNewIntegrations: true,
    });
    const session = await browserSession(world.context, openWeb);
    expect((await signIn(session, 'hubspot')).statusCode).toBe(200);
    await session('POST', '/integrations/hubspot/syncWorkFlow');
    const searchId = await savedSearch(session, 'welder');
    const agency = await subscribe(session, { savedSearchId: searchId, leadType: 'agency' });
    expect(agency.statusCode).toBe(400);
    expect(agency.json().message).toBe(CAMPAIGN_TEXTS.leadTypeNotAllowed);
    const created = await subscribe(session, { savedSearchId: searchId });
    expect(created.json().leadType).toBe('openWeb');
    const listed = (await session('GET', `/campaignautomation/savedsearch/${searchId}`)).json();
    expect(listed.limits).toEqual({ openWeb: { used: 1, limit: 75 } });
  });

  it('refuses the 26th Agency Leads subscription with the limit message', async () => {
    const busy = await createUser(world.context.db, { role: ROLES.COMPANY_ADMIN, isNewIntegrations: true });
    const session = await browserSession(world.context, busy);
    expect((await signIn(session, 'hubspot')).statusCode).toBe(200);
    await session('POST', '/integrations/hubspot/syncWorkFlow');
    const categories = ['HR', 'Accounting', 'Engineering', 'Management', 'Directorial'] as const;
    for (let index = 0; index < 5; index += 1) {
      const searchId = await savedSearch(session, `keyword${index}`);
      for (const category of categories) {
        expect((await subscribe(session, { savedSearchId: searchId, category })).statusCode).toBe(201);
      }
    }
    const searchId = await savedSearch(session, 'overflow');
    const refused = await subscribe(session, { savedSearchId: searchId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CAMPAIGN_TEXTS.limitReached(25, 'Agency Leads'));
    // The Open Web limit is counted apart.
    expect((await subscribe(session, { savedSearchId: searchId, leadType: 'openWeb' })).statusCode).toBe(201);
  });
});

async function interactionsOf(contactId: number) {
  return world.context.db
    .selectFrom('contactInteractions')
    .select(['interactionTypeId', 'notes', 'userId'])
    .where('contactId', '=', contactId)
    .execute();
}

describe('the automation run', () => {
  it("pushes exactly the new leads' contacts of the audience once, skipping DNC and hidden e-mails", async () => {
    const searchId = await savedSearch(ownerSession, 'zookeeper');
    const created = await subscribe(ownerSession, { savedSearchId: searchId, campaignId: '502' });
    expect(created.statusCode).toBe(201);
    const [hr, engineer, invalid, noEmail, dnc] = await hiringCompany('Zookeeper', [
      { cluster: 'HR' },
      { cluster: 'Engineering' },
      { cluster: 'HR', status: 'invalid' },
      { cluster: 'HR', email: null },
      { cluster: 'HR' },
    ]);
    await ownerSession('POST', '/logcontact', { contactId: dnc, interactionTypeId: -1, madeContact: false });
    const [otherCompanyContact] = await hiringCompany('Plumber', [{ cluster: 'HR' }]);
    const enrolledBefore = world.hubspot.state.enrollments.length;

    const first = await runAutomation();
    expect(first.pushed.pushed).toBe(1);
    const enrolled = world.hubspot.state.enrollments.slice(enrolledBefore);
    expect(enrolled).toHaveLength(1);
    expect(enrolled[0]).toMatch(/^502:/);
    expect(await interactionsOf(hr as number)).toEqual([
      { interactionTypeId: 7, notes: 'Added to Hubspot', userId: owner.userId },
    ]);
    for (const skipped of [engineer, invalid, noEmail, otherCompanyContact]) {
      expect(await interactionsOf(skipped as number)).toEqual([]);
    }
    const crm = await world.context.db
      .selectFrom('contactCrms')
      .select('hubspotId')
      .where('contactId', '=', hr as number)
      .executeTakeFirst();
    expect(crm?.hubspotId).toBeTruthy();
    const status = (await ownerSession('GET', `/campaignautomation/savedsearch/${searchId}`)).json().subscriptions[0]
      .status;
    expect(status).toMatchObject({ pushed: 1, failed: 0, pending: 0, skipped: 3 });
    expect(status.lastRunAt).not.toBeNull();

    // A second run, and a second saved search feeding the same campaign, add nobody twice.
    const twinSearchId = await savedSearch(ownerSession, 'zookeeper');
    const second = await subscribe(ownerSession, { savedSearchId: twinSearchId, campaignId: '502' });
    expect(second.statusCode).toBe(201);
    await runAutomation(10_000);
    expect(world.hubspot.state.enrollments.slice(enrolledBefore)).toHaveLength(1);
    expect(await interactionsOf(hr as number)).toHaveLength(1);
  });

  it('retries a failing provider with back-off and shows the failure on the subscription', async () => {
    const searchId = await savedSearch(ownerSession, 'glassblower');
    await subscribe(ownerSession, { savedSearchId: searchId, category: 'Accounting' });
    const [contact] = await hiringCompany('Glassblower', [{ cluster: 'Accounting' }]);
    world.hubspot.fail({
      match: /^POST \/crm\/v3\/objects\/contacts\/search/,
      times: 1,
      status: 500,
      body: { message: 'down' },
    });
    const first = await runAutomation();
    expect(first.pushed.retried).toBe(1);
    const failing = (await ownerSession('GET', `/campaignautomation/savedsearch/${searchId}`)).json().subscriptions[0];
    expect(failing.status.pending).toBe(1);
    expect(failing.status.lastError).toContain('HubSpot');
    // retryBaseSeconds 0: the retry is due at once.
    const second = await pushDueCampaignContacts(deps(), { retryBaseSeconds: 0 });
    expect(second.pushed).toBe(1);
    expect(await interactionsOf(contact as number)).toHaveLength(1);
  });

  it('survives a worker killed mid-push: the lease ends, the push is taken again, nothing is duplicated', async () => {
    const searchId = await savedSearch(ownerSession, 'blacksmith');
    await subscribe(ownerSession, { savedSearchId: searchId, category: 'Engineering' });
    const [contact] = await hiringCompany('Blacksmith', [{ cluster: 'Engineering' }]);
    const contactsBefore = world.hubspot.state.contacts.size;
    await planCampaignPushes(world.context.db, new Date(Date.now() + 5000));
    // The killed worker: it claimed the push and even reached HubSpot, then died before recording it.
    const [claimed] = await claimDuePushes(world.context.db, new Date(), 10, 0);
    expect(claimed?.contactId).toBe(contact);
    // The lease (0 s) ends at the database's now(), in microseconds; the next run compares with a millisecond clock.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const killed = await pushDueCampaignContacts(deps(), {
      afterProviderCall: () => {
        throw new Error('killed');
      },
      retryBaseSeconds: 0,
    });
    expect(killed.retried).toBe(1);
    const resumed = await pushDueCampaignContacts(deps(), { retryBaseSeconds: 0 });
    expect(resumed.pushed).toBe(1);
    expect(world.hubspot.state.contacts.size).toBe(contactsBefore + 1);
    expect(await interactionsOf(contact as number)).toHaveLength(1);
  });

  it('feeds a Drip campaign: subscriber upserted and added once, logged as Added to series (made contact)', async () => {
    expect((await signIn(ownerSession, 'drip')).statusCode).toBe(200);
    expect((await ownerSession('GET', '/integrations/drip/campaigns')).statusCode).toBe(200);
    const options = (await ownerSession('GET', '/integrations/campaigns')).json();
    expect(options.map((option: { name: string }) => option.name)).toEqual(['HubSpot', 'Drip']);
    const searchId = await savedSearch(ownerSession, 'lumberjack');
    const created = await subscribe(ownerSession, {
      savedSearchId: searchId,
      integrationId: INTEGRATION_KINDS.drip,
      campaignId: '302',
      category: 'Operations Management',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().campaignName).toBe('Hiring manager follow-up');
    const [contact] = await hiringCompany('Lumberjack', [{ cluster: 'Operations Management' }]);
    await runAutomation();
    await runAutomation(8000);
    const added = world.drip.state.campaignSubscriptions.filter((entry) => entry.startsWith('302:'));
    expect(added).toHaveLength(1);
    const logged = await world.context.db
      .selectFrom('contactInteractions')
      .select(['interactionTypeId', 'notes', 'madeContact'])
      .where('contactId', '=', contact as number)
      .execute();
    expect(logged).toEqual([
      { interactionTypeId: 6, notes: 'Added to series Hiring manager follow-up', madeContact: true },
    ]);
  });

  it('forgets the pending pushes of a deleted subscription', async () => {
    const searchId = await savedSearch(ownerSession, 'cartographer');
    const created = (await subscribe(ownerSession, { savedSearchId: searchId, category: 'Management' })).json();
    await hiringCompany('Cartographer', [{ cluster: 'Management' }]);
    await planCampaignPushes(world.context.db, new Date(Date.now() + 5000));
    const removed = await ownerSession('DELETE', `/campaignautomation/${created.id}`);
    expect(removed.statusCode).toBe(204);
    const pending = await world.context.db
      .selectFrom('campaignPushes')
      .select('id')
      .where('subscriptionId', '=', created.id)
      .execute();
    expect(pending).toEqual([]);
  });
});
