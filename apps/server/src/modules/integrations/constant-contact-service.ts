/**
 * Constant Contact (outreach-integrations-admin §2 'Integrations page' Constant Contact card, 'OAuth callback
 * pages', §7 constantcontact; API-NOTES.md 'Constant Contact (API v3)'; issue #17). OAuth with state, the app
 * authenticated with HTTP Basic on the token call, access tokens of about 24 h refreshed with the refresh_token
 * grant. E-mail campaigns become items (type 5, kind 2) with the contact lists they send to; a contact joins a
 * campaign by a create-or-update (POST /contacts/sign_up_form) into those lists.
 */
import { INTEGRATION_ITEM_TYPES, INTEGRATION_KINDS, INTEGRATION_TEXTS } from '@agencyscout/contracts';
import {
  type ConstantContactApi,
  constantContactCampaignLists,
  listConstantContactCampaigns,
  requestConstantContactTokens,
  signUpConstantContact,
} from '../../integrations/constant-contact/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { httpOptions, type IntegrationDeps, type Tokens, withAccessToken } from './connections.ts';
import { usableEmail } from './drip-service.ts';
import { findItem, type PushContact, replaceItems } from './repository.ts';

const KIND = INTEGRATION_KINDS.constantContact;
const CAMPAIGNS = INTEGRATION_ITEM_TYPES.emailCampaigns;
/** §2 scopes: contacts and campaigns, and a refresh token (offline_access). */
const SCOPES = 'contact_data campaign_data offline_access';

export function constantContactApi(deps: IntegrationDeps): ConstantContactApi {
  const { authUrl, apiUrl } = deps.config.integrations.constantContact;
  return { http: httpOptions(deps.config, KIND), authUrl, apiUrl };
}

function constantContactApp(deps: IntegrationDeps): { clientId: string; clientSecret: string } {
  const { clientId, clientSecret } = deps.config.integrations.constantContact;
  if (!clientId || !clientSecret) throw badRequest(INTEGRATION_TEXTS.notConfigured('Constant Contact'));
  return { clientId, clientSecret };
}

/** Constant Contact's authorize address (the caller adds redirect_uri and state). */
export function constantContactAuthorizeUrl(deps: IntegrationDeps): URL {
  const url = new URL(`${deps.config.integrations.constantContact.authUrl}/authorize`);
  url.searchParams.set('client_id', constantContactApp(deps).clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', SCOPES);
  return url;
}

function toTokens(answer: { access_token: string; refresh_token?: string | undefined; expires_in: number }): Tokens {
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? null, expiresIn: answer.expires_in };
}

/** The authorization code for tokens. A sign-in without a refresh token is refused (it could not last a day). */
export async function exchangeConstantContact(deps: IntegrationDeps, code: string, redirectUri: string) {
  const answer = await requestConstantContactTokens(constantContactApi(deps), constantContactApp(deps), {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  });
  if (!answer.refresh_token) throw badRequest('Constant Contact gave no refresh token; allow offline access');
  return toTokens(answer);
}

async function refreshConstantContact(deps: IntegrationDeps, refreshToken: string): Promise<Tokens> {
  const answer = await requestConstantContactTokens(constantContactApi(deps), constantContactApp(deps), {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
  return toTokens(answer);
}

/** Runs `call` with an access token (refreshed before expiry and once on a 401). */
function withConstantContact<T>(
  deps: IntegrationDeps,
  orgId: string,
  call: (api: ConstantContactApi, token: string) => Promise<T>,
): Promise<T> {
  const api = constantContactApi(deps);
  return withAccessToken(
    deps,
    orgId,
    KIND,
    (_row, refreshToken) => refreshConstantContact(deps, refreshToken),
    (token) => call(api, token),
  );
}

/**
 * POST constantcontact/syncCampaigns: the e-mail campaigns (not removed ones) with the lists each sends to become
 * the organisation's items; everything is read before anything is written.
 */
export async function syncConstantContactCampaigns(deps: IntegrationDeps, orgId: string) {
  const items = await withConstantContact(deps, orgId, async (api, token) => {
    const campaigns = (await listConstantContactCampaigns(api, token)).filter(
      (campaign) => campaign.current_status.toUpperCase() !== 'REMOVED',
    );
    const result = [];
    // One after the other: Constant Contact allows 4 requests a second.
    for (const campaign of campaigns) {
      const listIds = await constantContactCampaignLists(api, token, campaign.campaign_id);
      result.push({ externalId: campaign.campaign_id, name: campaign.name, email: null, steps: [], listIds });
    }
    return result;
  });
  await replaceItems(deps.db, orgId, KIND, CAMPAIGNS, items);
  return { synced: items.length };
}

/**
 * The contact into a Constant Contact campaign: created or updated by e-mail into the lists the campaign sends
 * to. Stores and logs nothing (the campaign automations do). A campaign hidden from recruiters' pickers still
 * takes contacts: its automation was set up by an admin.
 * @returns Constant Contact's contact_id.
 * @throws 400 without a usable e-mail, for a campaign not synced or sending to no list; 502/503/504 on failures.
 */
export async function pushContactToConstantContactCampaign(
  deps: IntegrationDeps,
  orgId: string,
  campaignExternalId: string,
  contact: PushContact,
): Promise<string> {
  const email = usableEmail(contact, 'Constant Contact');
  const campaign = await findItem(deps.db, orgId, KIND, CAMPAIGNS, campaignExternalId);
  if (!campaign) throw badRequest('Unknown Constant Contact campaign; sync the campaigns on the Integrations page');
  if (campaign.listIds.length === 0) throw badRequest('This Constant Contact campaign sends to no contact list');
  const answer = await withConstantContact(deps, orgId, (api, token) =>
    signUpConstantContact(api, token, {
      email_address: email,
      first_name: contact.firstName,
      last_name: contact.lastName,
      list_memberships: campaign.listIds,
    }),
  );
  return answer.contactId;
}
