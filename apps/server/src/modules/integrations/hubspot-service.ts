/**
 * HubSpot pushes, company search and synced lists (§2 'HubSpot send dialog', §4 'Added to Hubspot' (type 7) and
 * the deal name (type 8), §7 hubspot; issue #16). A push finds the contact by e-mail (HubSpot's 409 'Contact
 * already exists. Existing ID' counts as found) and the company by name before creating either.
 */
import {
  type CrmPushResponse,
  type HubspotCompany,
  type HubspotDeal,
  INTEGRATION_ITEM_TYPES,
  INTEGRATION_KINDS,
  type Interaction,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import {
  associateContactCompany,
  createHubspotObject,
  enrollInWorkflow,
  type HubspotApi,
  listHubspotOwners,
  listHubspotPipelines,
  listHubspotWorkflows,
  searchHubspot,
  searchHubspotCompanies,
  updateHubspotContact,
} from '../../integrations/hubspot/client.ts';
import { ProviderError } from '../../integrations/provider-http.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findPulledCrmCompanyId } from '../crm-records/public.ts';
import { logAutomaticInteraction } from '../interactions/service.ts';
import { requireLeadAccess } from '../leads/service.ts';
import { type IntegrationDeps, oncePerContact, requireConnection, withAccessToken } from './connections.ts';
import { hubspotApi, refreshHubspot } from './oauth-service.ts';
import {
  findContactCrms,
  findContactForPush,
  findVisibleItem,
  type PushContact,
  replaceItems,
  saveContactCrmId,
} from './repository.ts';

const KIND = INTEGRATION_KINDS.hubspot;

/** Runs `call` with a HubSpot access token (refreshed before expiry and once on a 401). */
export function withHubspot<T>(
  deps: IntegrationDeps,
  orgId: string,
  call: (api: HubspotApi, token: string) => Promise<T>,
) {
  const api = hubspotApi(deps);
  return withAccessToken(
    deps,
    orgId,
    KIND,
    (_row, refreshToken) => refreshHubspot(deps, refreshToken),
    (token) => call(api, token),
  );
}

/** GET hubspot/getCompanies?contactId&companySearch: HubSpot companies named like the text (default: the contact's company). */
export async function findHubspotCompanies(
  deps: IntegrationDeps,
  identity: Identity,
  query: { contactId: number; companySearch?: string | undefined },
): Promise<HubspotCompany[]> {
  requireLeadAccess(identity);
  const contact = await findContactForPush(deps.db, query.contactId);
  if (!contact) throw notFound('Contact not found');
  const text = (query.companySearch ?? contact.companyName).trim();
  if (text.length < 2) return [];
  const found = await withHubspot(deps, identity.orgId, (api, token) => searchHubspotCompanies(api, token, text));
  return found.map((company) => ({
    id: company.id,
    properties: { name: company.properties.name ?? null, domain: company.properties.domain ?? null },
  }));
}

const EXISTING_ID = /Existing ID:\s*(\d+)/i;

/** The pulled HubSpot company matched to the contact's company (issue #32 point 4), so a push reuses it. */
async function pulledCompany(deps: IntegrationDeps, orgId: string, contact: PushContact) {
  return (await findPulledCrmCompanyId(deps.db, orgId, KIND, Number(contact.companyId))) ?? undefined;
}

/** The contact's HubSpot id: found by e-mail, else created (a 409 names the existing one). */
async function findOrCreateContact(api: HubspotApi, token: string, properties: Record<string, string>) {
  const [found] = await searchHubspot(api, token, 'contacts', 'email', properties.email ?? '');
  if (found) return found.id;
  try {
    return (await createHubspotObject(api, token, 'contacts', properties)).id;
  } catch (error) {
    const existing = error instanceof ProviderError && error.status === 409 ? EXISTING_ID.exec(error.message) : null;
    if (existing?.[1]) return existing[1];
    throw error;
  }
}

export interface HubspotPushOptions {
  companyId?: string | undefined;
  user?: string | undefined;
  campaignId?: string | undefined;
  deal?: HubspotDeal | null | undefined;
}

async function pushToHubspot(api: HubspotApi, token: string, contact: PushContact, options: HubspotPushOptions) {
  const email = (contact.email ?? '').toLowerCase();
  const properties: Record<string, string> = { email, firstname: contact.firstName, lastname: contact.lastName };
  if (contact.position) properties.jobtitle = contact.position;
  if (contact.phoneNumber ?? contact.officePhone)
    properties.phone = (contact.phoneNumber ?? contact.officePhone) as string;
  properties.company = contact.companyName;
  const hubspotId = await findOrCreateContact(api, token, properties);
  let companyId = options.companyId;
  if (!companyId) {
    const [company] = await searchHubspot(api, token, 'companies', 'name', contact.companyName);
    companyId =
      company?.id ??
      (
        await createHubspotObject(api, token, 'companies', {
          name: contact.companyName,
          ...(contact.companyDomain ? { domain: contact.companyDomain } : {}),
        })
      ).id;
  }
  await associateContactCompany(api, token, hubspotId, companyId);
  if (options.user) await updateHubspotContact(api, token, hubspotId, { hubspot_owner_id: options.user });
  if (options.deal) {
    const deal = options.deal;
    await createHubspotObject(
      api,
      token,
      'deals',
      {
        dealname: deal.dealname,
        closedate: `${deal.closedate}T00:00:00.000Z`,
        pipeline: deal.pipeline,
        dealstage: deal.dealstage,
        ...(options.user ? { hubspot_owner_id: options.user } : {}),
      },
      [
        { to: { id: hubspotId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 3 }] },
        { to: { id: companyId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 341 }] },
      ],
    );
  }
  if (options.campaignId) await enrollInWorkflow(api, token, options.campaignId, email);
  return hubspotId;
}

/**
 * Campaign automations (issue #17): the contact into HubSpot (found before created, with its company) and enrolled
 * in the workflow; nothing stored or logged here (the automation does both once the push is recorded).
 * @returns the HubSpot contact id. @throws 400 when not connected; 502/503/504 when HubSpot fails.
 */
export function pushContactToHubspotWorkflow(
  deps: IntegrationDeps,
  orgId: string,
  workflowId: string,
  contact: PushContact,
): Promise<string> {
  return pulledCompany(deps, orgId, contact).then((companyId) =>
    withHubspot(deps, orgId, (api, token) => pushToHubspot(api, token, contact, { campaignId: workflowId, companyId })),
  );
}

/** @throws 400 unless the owner, workflow, pipeline and stage are synced, visible items of the organisation. */
async function checkChoices(deps: IntegrationDeps, orgId: string, options: HubspotPushOptions) {
  if (options.user && !(await findVisibleItem(deps.db, orgId, INTEGRATION_ITEM_TYPES.users, options.user))) {
    throw badRequest('Unknown HubSpot user; sync the users on the Integrations page');
  }
  if (
    options.campaignId &&
    !(await findVisibleItem(deps.db, orgId, INTEGRATION_ITEM_TYPES.workflow, options.campaignId))
  ) {
    throw badRequest('Unknown HubSpot workflow; sync the workflows on the Integrations page');
  }
  if (options.deal) {
    const pipeline = await findVisibleItem(deps.db, orgId, INTEGRATION_ITEM_TYPES.pipelines, options.deal.pipeline);
    if (!pipeline) throw badRequest('Unknown HubSpot pipeline; sync the pipelines on the Integrations page');
    if (!pipeline.steps.some((step) => step.id === options.deal?.dealstage)) {
      throw badRequest('The stage is not a stage of this pipeline');
    }
  }
}

/**
 * POST hubspot/addContact: the contact (which needs an e-mail) into HubSpot without a duplicate, with its
 * company, optional owner, deal and workflow; HubspotId stored and 'Added to Hubspot' (type 7) and the deal name
 * (type 8) logged only once HubSpot accepted everything.
 */
export async function addContactToHubspot(
  deps: IntegrationDeps,
  identity: Identity,
  contactId: number,
  options: HubspotPushOptions,
): Promise<CrmPushResponse> {
  requireLeadAccess(identity);
  const contact = await findContactForPush(deps.db, contactId);
  if (!contact) throw notFound('Contact not found');
  if (!contact.email?.trim()) throw badRequest('HubSpot needs an e-mail address: this contact has none');
  await requireConnection(deps, identity.orgId, KIND);
  await checkChoices(deps, identity.orgId, options);
  const known = (await findContactCrms(deps.db, identity.orgId, [contactId])).get(contactId)?.hubspotId;
  if (known && !options.deal && !options.campaignId) throw badRequest('This contact is in HubSpot already');
  return oncePerContact(`${identity.orgId}:${KIND}:${contactId}`, async () => {
    const companyId = options.companyId ?? (await pulledCompany(deps, identity.orgId, contact));
    const crmId = await withHubspot(deps, identity.orgId, (api, token) =>
      pushToHubspot(api, token, contact, { ...options, companyId }),
    );
    return deps.db.transaction().execute(async (trx) => {
      await saveContactCrmId(trx, identity.orgId, contactId, 'hubspotId', crmId);
      const logged: Interaction[] = [];
      if (options.deal) {
        logged.push(
          await logAutomaticInteraction(trx, identity, {
            contactId,
            interactionTypeId: 8,
            notes: options.deal.dealname,
          }),
        );
      }
      logged.push(
        await logAutomaticInteraction(trx, identity, { contactId, interactionTypeId: 7, notes: 'Added to Hubspot' }),
      );
      return { contactId, crmId, interactions: logged.reverse() };
    });
  });
}

/** POST hubspot/syncWorkFlow, syncUsers, syncPipeline: HubSpot's lists become the organisation's items. */
export async function syncHubspot(deps: IntegrationDeps, orgId: string, what: 'workflows' | 'users' | 'pipelines') {
  const items = await withHubspot(deps, orgId, async (api, token) => {
    if (what === 'users') {
      return (await listHubspotOwners(api, token)).map((owner) => ({
        externalId: owner.id,
        name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || (owner.email ?? owner.id),
        email: owner.email ?? null,
        steps: [],
      }));
    }
    if (what === 'workflows') {
      return (await listHubspotWorkflows(api, token))
        .filter((workflow) => workflow.isEnabled !== false)
        .map((workflow) => ({ externalId: workflow.id, name: workflow.name, email: null, steps: [] }));
    }
    return (await listHubspotPipelines(api, token)).map((pipeline) => ({
      externalId: pipeline.id,
      name: pipeline.label,
      email: null,
      steps: [...pipeline.stages]
        .sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0))
        .map((stage) => ({ id: stage.id, label: stage.label })),
    }));
  });
  const itemType = {
    workflows: INTEGRATION_ITEM_TYPES.workflow,
    users: INTEGRATION_ITEM_TYPES.users,
    pipelines: INTEGRATION_ITEM_TYPES.pipelines,
  }[what];
  await replaceItems(deps.db, orgId, KIND, itemType, items);
  return { synced: items.length };
}
