/**
 * Organisation A's integration objects, where a mistake costs most (issue #30): created through the API in every
 * sweep world by two users of A who are none of the sweeps' actors —
 * - an admin signs A into HubSpot (the local HubSpot emulator, the way a browser does: authorize, the provider's
 *   Allow link, getToken), syncs its workflows, users and pipelines and turns 'Use New Integration' on;
 * - a member saves a search, subscribes it to a HubSpot workflow (a campaign subscription) and sends the
 *   catalogue's contact to HubSpot (a CRM id on the contact, and an 'Added to Hubspot' interaction).
 * The permission sweep meets them as A's teammates (its admin and member actors: the owner-only and admin-only
 * rules answer 403) and as strangers (every other actor: 404); its refused calls must leave them, and the job
 * sources, as they were (`snapshotTargets`). The tenant sweep's intruders aim at them (tenant-objects.ts).
 */
import { INTEGRATION_KINDS, ROLES } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type { Db } from '../../src/db/kysely.ts';
import { allowAtProvider } from '../../src/modules/integrations/integration-fixtures.ts';
import type { Caller, SweepWorld } from './sweep-world.ts';

export interface IntegrationTargets {
  /** Organisation A's campaign subscription (HubSpot workflow 501), owned by a user who is no actor. */
  subscriptionId: number;
  /** The saved search that subscription feeds from (same owner). */
  subscriptionSearchId: number;
}

export const HUBSPOT = INTEGRATION_KINDS.hubspot;
/** The HubSpot emulator's workflow the subscription feeds, and one nobody subscribed. */
export const SUBSCRIBED_WORKFLOW = '501';
export const OTHER_WORKFLOW = '502';

/**
 * Texts of A's synced HubSpot items (the emulator's workflows, a pipeline and an owner): only organisation A has
 * HubSpot connected in the sweeps, so any other organisation's answer that shows one has read A's integration.
 */
export const INTEGRATION_MARKERS = [
  'New client nurture',
  'Hiring manager follow-up',
  'Sales Pipeline',
  'owner.one@agency.example',
];

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`integration targets, ${what}: ${response.statusCode} ${response.body}`);
}

/** Signs `admin`'s organisation into HubSpot through the API and the emulator's consent page. */
async function connectHubspot(world: SweepWorld, admin: Caller): Promise<void> {
  const started = await world.call(admin, 'GET', { path: '/api/v1/integrations/hubspot/authorize' });
  await expectStatus(started, 200, 'HubSpot authorize');
  const back = await allowAtProvider((JSON.parse(started.body) as { url: string }).url);
  const connected = await world.call(admin, 'GET', {
    path: '/api/v1/integrations/hubspot/getToken',
    query: { code: back.get('code') ?? '', state: back.get('state') ?? '' },
  });
  await expectStatus(connected, 200, 'HubSpot getToken');
  for (const list of ['syncWorkFlow', 'syncUsers', 'syncPipeline']) {
    await expectStatus(
      await world.call(admin, 'POST', { path: `/api/v1/integrations/hubspot/${list}` }),
      200,
      `HubSpot ${list}`,
    );
  }
  await expectStatus(
    await world.call(admin, 'PUT', { path: '/api/v1/user/integrationVersion', body: { version: 'new' } }),
    200,
    "'Use New Integration'",
  );
}

/** Creates organisation A's integration objects (see the file's comment). */
export async function createIntegrationTargets(world: SweepWorld): Promise<IntegrationTargets> {
  await connectHubspot(world, await world.newCaller('A', ROLES.COMPANY_ADMIN));
  const owner = await world.newCaller('A', ROLES.MEMBER);
  const search = await world.call(owner, 'POST', {
    path: '/api/v1/savedSearches',
    body: { name: 'Sweep automated search', keyWords: 'Sweep', leadType: 'Agency' },
  });
  await expectStatus(search, 201, 'saved search');
  const subscriptionSearchId = (JSON.parse(search.body) as { searchId: number }).searchId;
  const subscription = await world.call(owner, 'POST', {
    path: '/api/v1/campaignautomation/savedsearch',
    body: {
      savedSearchId: subscriptionSearchId,
      integrationId: HUBSPOT,
      campaignId: SUBSCRIBED_WORKFLOW,
      category: 'HR',
    },
  });
  await expectStatus(subscription, 201, 'campaign subscription');
  await expectStatus(
    await world.call(owner, 'POST', {
      path: '/api/v1/integrations/hubspot/addContact',
      query: { contactId: String(world.catalogue.contactId) },
      body: {},
    }),
    201,
    'HubSpot push (CRM id)',
  );
  return { subscriptionId: (JSON.parse(subscription.body) as { id: number }).id, subscriptionSearchId };
}

/**
 * Organisation A's integration rows (connections, synced items, campaign subscriptions, CRM ids of contacts) and
 * every job source, as one text: a refused request must leave it unchanged.
 */
export async function snapshotTargets(db: Db, orgId: string): Promise<string> {
  const ofA = (table: string) =>
    sql`(SELECT coalesce(jsonb_agg(to_jsonb(t) ORDER BY to_jsonb(t)::text), '[]') FROM ${sql.table(table)} t
         WHERE t.org_id = ${orgId})`;
  const result = await sql<{ snapshot: string }>`
    SELECT jsonb_build_object(
      'integration_connections', ${ofA('integration_connections')},
      'integration_items', ${ofA('integration_items')},
      'campaign_subscriptions', ${ofA('campaign_subscriptions')},
      'contact_crms', ${ofA('contact_crms')},
      'sources', (SELECT coalesce(jsonb_agg(to_jsonb(s) ORDER BY s.id), '[]') FROM sources s)
    )::text AS snapshot`.execute(db);
  return result.rows[0]?.snapshot ?? '';
}
