/**
 * Drip (outreach-integrations-admin §2 'Loxo and Drip sends', 'OAuth callback pages', §3 'Drip campaign', §4
 * 'Added to series {name}', §7 drip; API-NOTES.md 'Drip (API v2)'; issue #17). Drip's OAuth token does not
 * expire (no refresh token); the account id comes from GET /v2/accounts. Active campaigns are read live and kept
 * as email-campaign items (type 5, kind 4) for the campaign automations. A push upserts the subscriber, then adds
 * it to the campaign; the route logs 'Added to series {name}' once Drip accepted both.
 */
import {
  type CrmPushResponse,
  type DripCampaign,
  INTEGRATION_ITEM_TYPES,
  INTEGRATION_KINDS,
  INTEGRATION_TEXTS,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import {
  addToDripCampaign,
  type DripApi,
  dripAccountId,
  listDripCampaigns,
  requestDripToken,
  upsertDripSubscriber,
} from '../../integrations/drip/client.ts';
import { ProviderError } from '../../integrations/provider-http.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { logAutomaticInteraction } from '../interactions/service.ts';
import { requireLeadAccess } from '../leads/service.ts';
import {
  httpOptions,
  type IntegrationDeps,
  oncePerContact,
  requireConnection,
  type Tokens,
  withAccessToken,
} from './connections.ts';
import { findContactForPush, findVisibleItem, type PushContact, replaceItems } from './repository.ts';

const KIND = INTEGRATION_KINDS.drip;
const CAMPAIGNS = INTEGRATION_ITEM_TYPES.emailCampaigns;

export type { PushContact };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact's e-mail, trimmed and lower-cased. @throws 400 when it has none a provider would take. */
export function usableEmail(contact: Pick<PushContact, 'email'>, tool: string): string {
  const email = (contact.email ?? '').trim().toLowerCase();
  if (!EMAIL.test(email)) throw badRequest(INTEGRATION_TEXTS.needsEmail(tool));
  return email;
}

export function dripApi(deps: IntegrationDeps): DripApi {
  const { authUrl, apiUrl } = deps.config.integrations.drip;
  return { http: httpOptions(deps.config, KIND), authUrl, apiUrl };
}

function dripApp(deps: IntegrationDeps): { clientId: string; clientSecret: string } {
  const { clientId, clientSecret } = deps.config.integrations.drip;
  if (!clientId || !clientSecret) throw badRequest(INTEGRATION_TEXTS.notConfigured('Drip'));
  return { clientId, clientSecret };
}

/** Drip's authorize address (the caller adds redirect_uri and state). */
export function dripAuthorizeUrl(deps: IntegrationDeps): URL {
  const url = new URL(`${deps.config.integrations.drip.authUrl}/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', dripApp(deps).clientId);
  return url;
}

/** The code for a token that does not expire, then the account it opens (first of GET /v2/accounts). */
export async function exchangeDrip(deps: IntegrationDeps, code: string, redirectUri: string) {
  const app = dripApp(deps);
  const api = dripApi(deps);
  const accessToken = await requestDripToken(api, {
    client_id: app.clientId,
    client_secret: app.clientSecret,
    code,
    redirect_uri: redirectUri,
  });
  const accountId = await dripAccountId(api, accessToken);
  const tokens: Tokens = { accessToken, refreshToken: null, expiresIn: null };
  return { tokens, accountId };
}

const noRefresh = async (): Promise<Tokens> => {
  throw new ProviderError('http', 401, 'Drip refused the token');
};

/** Runs `call` with the token and account id; a 401 asks for a new sign-in (Drip has nothing to refresh with). */
async function withDrip<T>(
  deps: IntegrationDeps,
  orgId: string,
  call: (api: DripApi, token: string, accountId: string) => Promise<T>,
): Promise<T> {
  const row = await requireConnection(deps, orgId, KIND);
  const accountId = row.externalAccountId;
  if (!accountId) throw new AppError('INTEGRATION_NOT_CONNECTED', 400, INTEGRATION_TEXTS.notConnected400('Drip'));
  const api = dripApi(deps);
  return withAccessToken(deps, orgId, KIND, noRefresh, (token) => call(api, token, accountId));
}

/** Reads the active campaigns from Drip and keeps them as the organisation's email-campaign items. */
async function syncDripCampaigns(deps: IntegrationDeps, orgId: string): Promise<DripCampaign[]> {
  const campaigns = await withDrip(deps, orgId, (api, token, accountId) => listDripCampaigns(api, token, accountId));
  const items = campaigns.map((campaign) => ({ externalId: campaign.id, name: campaign.name, email: null, steps: [] }));
  await replaceItems(deps.db, orgId, KIND, CAMPAIGNS, items);
  return campaigns.map(({ id, name }) => ({ id, name }));
}

/** GET drip/campaigns (any recruiter): Drip's active campaigns, live (and kept as items). */
export async function dripCampaigns(deps: IntegrationDeps, identity: Identity): Promise<DripCampaign[]> {
  requireLeadAccess(identity);
  return syncDripCampaigns(deps, identity.orgId);
}

/**
 * The contact into a Drip campaign: subscriber upserted (email, first and last name), then added to the campaign
 * without double opt-in. Stores and logs nothing (the route and the campaign automations do).
 * @returns Drip's subscriber id.
 * @throws 400 without a usable e-mail or a connection; 502/503/504 when Drip fails.
 */
export async function pushContactToDripCampaign(
  deps: IntegrationDeps,
  orgId: string,
  campaignExternalId: string,
  contact: PushContact,
): Promise<string> {
  const email = usableEmail(contact, 'Drip');
  return withDrip(deps, orgId, async (api, token, accountId) => {
    const subscriber = { email, first_name: contact.firstName, last_name: contact.lastName };
    const subscriberId = await upsertDripSubscriber(api, token, accountId, subscriber);
    await addToDripCampaign(api, token, accountId, campaignExternalId, email);
    return subscriberId;
  });
}

/** The organisation's Drip campaign `id`, looked up again at Drip when it is not known yet. */
async function knownCampaign(deps: IntegrationDeps, orgId: string, id: string) {
  const find = () => findVisibleItem(deps.db, orgId, CAMPAIGNS, id, KIND);
  const found = (await find()) ?? (await syncDripCampaigns(deps, orgId).then(find));
  if (!found) throw badRequest('Unknown Drip campaign (series); choose one of the active series');
  return found;
}

/**
 * POST drip/campaigns/{id}?contactId (any recruiter): the contact into the series, then 'Added to series {name}'
 * (type 6, made contact) logged in one transaction once Drip accepted. One push per contact at a time.
 */
export async function addContactToDripCampaign(
  deps: IntegrationDeps,
  identity: Identity,
  campaignId: string,
  contactId: number,
): Promise<CrmPushResponse> {
  requireLeadAccess(identity);
  if (!campaignId.trim()) throw badRequest(INTEGRATION_TEXTS.chooseSeries);
  const contact = await findContactForPush(deps.db, contactId);
  if (!contact) throw notFound('Contact not found');
  usableEmail(contact, 'Drip');
  await requireConnection(deps, identity.orgId, KIND);
  const campaign = await knownCampaign(deps, identity.orgId, campaignId);
  return oncePerContact(`${identity.orgId}:${KIND}:${contactId}`, async () => {
    const subscriberId = await pushContactToDripCampaign(deps, identity.orgId, campaignId, contact);
    return deps.db.transaction().execute(async (trx) => {
      const logged = await logAutomaticInteraction(trx, identity, {
        contactId,
        interactionTypeId: 6,
        notes: INTEGRATION_TEXTS.addedToSeries(campaign.name),
        madeContact: true,
      });
      return { contactId, crmId: subscriberId, interactions: [logged] };
    });
  });
}
