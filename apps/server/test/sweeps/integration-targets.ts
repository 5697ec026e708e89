/**
 * Organisation A's integration objects, where a mistake costs most (issue #30): created through the API in every
 * sweep world by two users of A who are none of the sweeps' actors —
 * - an admin connects A to the five CRMs through their local emulators (crm-connections.ts: HubSpot, Bullhorn,
 *   Drip and Constant Contact by their sign-in, Loxo by its checked settings), syncs their lists and turns
 *   'Use New Integration' on;
 * - a member saves a search, subscribes it to a HubSpot workflow (a campaign subscription) and sends the
 *   catalogue's contact to every CRM with a push (CRM ids of HubSpot, Bullhorn and Loxo on the contact, Drip's
 *   series, and an 'Added to …' interaction each).
 * The permission sweep meets them as A's teammates (its admin and member actors: the owner-only and admin-only
 * rules answer 403) and as strangers (every other actor: 404, or 400 for a CRM their organisation has not
 * connected); its refused calls must leave them, and the job sources, as they were (`snapshotTargets`). The tenant
 * sweep's intruders aim at them (tenant-objects.ts).
 */
import { INTEGRATION_KINDS, ROLES } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type { Db } from '../../src/db/kysely.ts';
import { CRM_MARKERS, type CrmEmulators, connectCrms, pushContactToCrms } from './crm-connections.ts';
import type { IntegrationTargets, SweepWorld } from './sweep-types.ts';

export const HUBSPOT = INTEGRATION_KINDS.hubspot;
/** The HubSpot emulator's workflow the subscription feeds, and one nobody subscribed. */
export const SUBSCRIBED_WORKFLOW = '501';
export const OTHER_WORKFLOW = '502';

/**
 * Texts of A's synced CRM items (crm-connections.ts CRM_MARKERS: workflows, pipelines, owners, users, series,
 * campaigns): only organisation A has a CRM connected in the sweeps, so any other organisation's answer that shows
 * one has read A's integration.
 */
export const INTEGRATION_MARKERS: string[] = Object.values(CRM_MARKERS).flat();

/**
 * Texts of A's pulled CRM records (issue #32 point 4), matched to the catalogue's company: the chip on its leads and
 * the company's CRM contacts show them to A's users, and to nobody else.
 */
export const CRM_RECORD_MARKERS = {
  company: 'Sweep CRM client record',
  owner: 'Sweep CRM owner marker',
  contact: 'Sweep CRM contact marker',
} as const;
INTEGRATION_MARKERS.push(...Object.values(CRM_RECORD_MARKERS));

/** A's HubSpot records of the catalogue's company and one contact, as a pull writes them. */
async function insertCrmRecords(db: Db, orgId: string, companyId: number): Promise<void> {
  await db
    .insertInto('crmCompanies')
    .values({
      orgId,
      kind: HUBSPOT,
      crmId: 'sweep-1',
      name: CRM_RECORD_MARKERS.company,
      ownerName: CRM_RECORD_MARKERS.owner,
      status: 'customer',
      matchedCompanyId: companyId,
    })
    .execute();
  await db
    .insertInto('crmContacts')
    .values({ orgId, kind: HUBSPOT, crmId: 'sweep-2', crmCompanyId: 'sweep-1', lastName: CRM_RECORD_MARKERS.contact })
    .execute();
  await db.insertInto('crmPulls').values({ orgId, kind: HUBSPOT, lastPulledAt: new Date() }).execute();
}

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`integration targets, ${what}: ${response.statusCode} ${response.body}`);
}

/** Creates organisation A's integration objects (see the file's comment) against the running `crm` emulators. */
export async function createIntegrationTargets(world: SweepWorld, crm: CrmEmulators): Promise<IntegrationTargets> {
  await connectCrms(world, await world.newCaller('A', ROLES.COMPANY_ADMIN), crm);
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
  await pushContactToCrms(world, owner, world.catalogue.contactId);
  await insertCrmRecords(world.context.db, owner.user.orgId, world.catalogue.companyId);
  return {
    subscriptionId: (JSON.parse(subscription.body) as { id: number }).id,
    subscriptionSearchId,
    bullhornLoginUrl: crm.bullhornLoginUrl,
  };
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
      'crm_companies', ${ofA('crm_companies')},
      'crm_contacts', ${ofA('crm_contacts')},
      'crm_pulls', ${ofA('crm_pulls')},
      'sources', (SELECT coalesce(jsonb_agg(to_jsonb(s) ORDER BY s.id), '[]') FROM sources s)
    )::text AS snapshot`.execute(db);
  return result.rows[0]?.snapshot ?? '';
}
