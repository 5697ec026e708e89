/**
 * Campaign subscription rules (prospecting-core §2.6 'Outbound Campaigns' and subscription limits;
 * outreach-integrations-admin §4 'Campaign subscription', §7 campaignautomation, §9; issue #17):
 * - only with the organisation's 'Use New Integration' switch, only the saved search's owner changes them;
 * - the integration must be connected and the campaign one of its synced, visible campaigns;
 * - a user holds at most 25 Agency Leads and 75 Open Web subscriptions across their saved searches; a user who
 *   may read neither lead type is treated as Open Web only.
 */
import {
  CAMPAIGN_INTEGRATION_NAMES,
  CAMPAIGN_SUBSCRIPTION_LIMITS,
  CAMPAIGN_TEXTS,
  type CampaignIntegrationKind,
  type CampaignLeadType,
  type CampaignOptions,
  type CampaignSubscription,
  type CampaignSubscriptionsResponse,
  type NewCampaignSubscription,
  PERMISSIONS,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { connectedKinds } from '../integrations/public.ts';
import { mayReadLeadType, requireLeadAccess } from '../leads/service.ts';
import { requireReadableSavedSearch } from '../saved-searches/service.ts';
import { campaignProvider, campaignProviders } from './providers.ts';
import {
  campaignItems,
  countUserSubscriptions,
  deleteSubscription,
  findSubscription,
  hasNewIntegrations,
  insertSubscription,
  listSubscriptions,
  lockUser,
  pushCounts,
  type SubscriptionCounts,
  type SubscriptionRow,
} from './repository.ts';

const LEAD_TYPE_LABELS: Record<CampaignLeadType, string> = {
  agency: CAMPAIGN_TEXTS.agencyLeads,
  openWeb: CAMPAIGN_TEXTS.openWebLeads,
};

/**
 * The lead types whose subscriptions the user may hold (§2.6): Agency Leads with read:leads (and not an Open
 * Web-only plan), Open Web always — a user with neither read:leads nor is:openWeb is treated as Open Web only.
 */
export function subscriptionLeadTypes(reader: Pick<Identity, 'permissions'>): CampaignLeadType[] {
  const agency = reader.permissions.includes(PERMISSIONS.readLeads) && mayReadLeadType(reader, 'Agency');
  return agency ? ['agency', 'openWeb'] : ['openWeb'];
}

async function requireNewIntegrations(db: Db, identity: Identity): Promise<void> {
  if (!(await hasNewIntegrations(db, identity.orgId))) throw badRequest(CAMPAIGN_TEXTS.needsNewIntegrations);
}

function toSubscription(row: SubscriptionRow, counts: SubscriptionCounts | undefined): CampaignSubscription {
  return {
    id: row.id,
    savedSearchId: row.savedSearchId,
    integrationId: row.integrationKind,
    integrationName: CAMPAIGN_INTEGRATION_NAMES[row.integrationKind as CampaignIntegrationKind] ?? 'Integration',
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    category: row.category,
    leadType: row.leadType,
    createdAt: row.createdAt.toISOString(),
    status: {
      lastRunAt: row.lastRunAt?.toISOString() ?? null,
      pushed: counts?.pushed ?? 0,
      skipped: row.skippedTotal,
      failed: counts?.failed ?? 0,
      pending: counts?.pending ?? 0,
      lastError: row.lastError,
    },
  };
}

/** GET /campaignautomation/savedsearch/{id}: the search's subscriptions and the caller's limits. */
export async function savedSearchSubscriptions(
  db: Db,
  identity: Identity,
  savedSearchId: number,
): Promise<CampaignSubscriptionsResponse> {
  await requireReadableSavedSearch(db, identity, savedSearchId);
  await requireNewIntegrations(db, identity);
  const rows = await listSubscriptions(db, identity.orgId, savedSearchId);
  const counts = await pushCounts(
    db,
    rows.map((row) => row.id),
  );
  const limits: CampaignSubscriptionsResponse['limits'] = {};
  for (const leadType of subscriptionLeadTypes(identity)) {
    const used = await countUserSubscriptions(db, identity.orgId, identity.userId, leadType);
    limits[leadType] = { used, limit: CAMPAIGN_SUBSCRIPTION_LIMITS[leadType] };
  }
  return { subscriptions: rows.map((row) => toSubscription(row, counts.get(row.id))), limits };
}

/** The campaign's name when it is a synced, visible campaign of the connected integration. @throws 400 */
async function requireCampaign(db: Db, orgId: string, kind: number, campaignId: string): Promise<string> {
  const provider = campaignProvider(kind);
  const name = CAMPAIGN_INTEGRATION_NAMES[kind as CampaignIntegrationKind] ?? 'The integration';
  const connected = await connectedKinds(db, orgId);
  if (!provider || !connected.some((row) => row.kind === kind)) throw badRequest(CAMPAIGN_TEXTS.notConnected(name));
  const campaign = (await campaignItems(db, orgId, kind, provider.itemType)).find(
    (item) => item.externalId === campaignId,
  );
  if (!campaign) throw badRequest(CAMPAIGN_TEXTS.unknownCampaign);
  return campaign.name;
}

/**
 * POST /campaignautomation/savedsearch: adds a subscription of the caller's own saved search.
 * @throws 400 (switch off, not connected, unknown campaign, limit reached, lead type not allowed),
 *   403 (a teammate's search), 404 (unknown search), 400 CAMPAIGN_SUBSCRIPTION_EXISTS (the same subscription exists).
 */
export async function addSubscription(
  db: Db,
  identity: Identity,
  body: NewCampaignSubscription,
): Promise<CampaignSubscription> {
  const search = await requireReadableSavedSearch(db, identity, body.savedSearchId);
  await requireNewIntegrations(db, identity);
  if (search.userId !== identity.userId) throw forbidden(CAMPAIGN_TEXTS.ownerOnly);
  const allowed = subscriptionLeadTypes(identity);
  const leadType = body.leadType ?? (allowed[0] as CampaignLeadType);
  if (!allowed.includes(leadType)) throw badRequest(CAMPAIGN_TEXTS.leadTypeNotAllowed);
  const campaignName = await requireCampaign(db, identity.orgId, body.integrationId, body.campaignId);
  const id = await db.transaction().execute(async (trx) => {
    await lockUser(trx, identity.orgId, identity.userId);
    const used = await countUserSubscriptions(trx, identity.orgId, identity.userId, leadType);
    const limit = CAMPAIGN_SUBSCRIPTION_LIMITS[leadType];
    if (used >= limit) throw badRequest(CAMPAIGN_TEXTS.limitReached(limit, LEAD_TYPE_LABELS[leadType]));
    return insertSubscription(trx, {
      orgId: identity.orgId,
      userId: identity.userId,
      savedSearchId: body.savedSearchId,
      integrationKind: body.integrationId,
      campaignId: body.campaignId,
      campaignName,
      category: body.category,
      leadType,
    });
  });
  if (id === null) throw new AppError('CAMPAIGN_SUBSCRIPTION_EXISTS', 400, CAMPAIGN_TEXTS.duplicate);
  const row = await findSubscription(db, identity.orgId, id);
  if (!row) throw notFound();
  return toSubscription(row, undefined);
}

/** DELETE /campaignautomation/{id}. @throws 403 (a teammate's), 404 (unknown or another organisation's). */
export async function removeSubscription(db: Db, identity: Identity, id: number): Promise<void> {
  requireLeadAccess(identity);
  const row = await findSubscription(db, identity.orgId, id);
  if (!row) throw notFound('Subscription not found');
  await requireNewIntegrations(db, identity);
  if (row.userId !== identity.userId) throw forbidden(CAMPAIGN_TEXTS.ownerOnly);
  await db.transaction().execute((trx) => deleteSubscription(trx, identity.orgId, id));
}

/** GET /integrations/campaigns: each connected integration that can feed campaigns, with its campaigns. */
export async function campaignOptions(db: Db, identity: Identity): Promise<CampaignOptions> {
  requireLeadAccess(identity);
  const connected = await connectedKinds(db, identity.orgId);
  const options: CampaignOptions = [];
  for (const provider of campaignProviders()) {
    if (!connected.some((row) => row.kind === provider.kind)) continue;
    const items = await campaignItems(db, identity.orgId, provider.kind, provider.itemType);
    options.push({
      integrationId: provider.kind,
      name: CAMPAIGN_INTEGRATION_NAMES[provider.kind as CampaignIntegrationKind],
      campaigns: items.map((item) => ({ id: item.externalId, name: item.name })),
    });
  }
  return options;
}
