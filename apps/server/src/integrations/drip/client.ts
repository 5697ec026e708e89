/**
 * Drip client: a typed fetch client over the v2 calls of API-NOTES.md 'Drip (API v2)' (`drip-nodejs` hard-codes
 * its base address, so it cannot reach the emulator). The OAuth token call takes query parameters; API calls
 * carry the Bearer token and a User-Agent. Every call goes through providerCall (time limit, 429 retries) and
 * checks the answer's shape. Addresses come from DRIP_AUTH_URL and DRIP_API_URL.
 */
import { z } from 'zod';
import { type ProviderHttpOptions, parseAnswer, providerCall } from '../provider-http.ts';

const PROVIDER = 'Drip';
const USER_AGENT = 'AgencyScout (integrations)';

export interface DripApi {
  http: ProviderHttpOptions;
  authUrl: string;
  apiUrl: string;
}

const tokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string().optional() });

/** POST {auth}/token?response_type=token&…&grant_type=authorization_code → a token that does not expire. */
export async function requestDripToken(api: DripApi, fields: Record<string, string>): Promise<string> {
  const query = new URLSearchParams({ response_type: 'token', grant_type: 'authorization_code', ...fields });
  const answer = await providerCall(api.http, { method: 'POST', url: `${api.authUrl}/token?${query}` });
  return parseAnswer(PROVIDER, tokenSchema, answer).access_token;
}

function call(api: DripApi, token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  return providerCall(api.http, {
    method,
    url: `${api.apiUrl}${path}`,
    headers: { authorization: `Bearer ${token}`, 'user-agent': USER_AGENT },
    body,
  });
}

const accountsSchema = z.object({
  accounts: z.array(z.object({ id: z.coerce.string().min(1), name: z.string().optional() })).min(1),
});

/** GET /v2/accounts: the first account's id (the one the token was granted for). */
export async function dripAccountId(api: DripApi, token: string): Promise<string> {
  const answer = parseAnswer(PROVIDER, accountsSchema, await call(api, token, 'GET', '/v2/accounts'));
  return answer.accounts[0]?.id ?? '';
}

const campaignSchema = z.object({ id: z.coerce.string(), name: z.string(), status: z.string().optional() });
const campaignsPageSchema = z.object({
  campaigns: z.array(campaignSchema),
  meta: z.object({ total_pages: z.coerce.number().optional() }).optional(),
});

/** GET /v2/{acct}/campaigns?status=active, every page (at most `maxPages` of 100). */
export async function listDripCampaigns(api: DripApi, token: string, accountId: string, maxPages = 20) {
  const campaigns: z.infer<typeof campaignSchema>[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const query = new URLSearchParams({ status: 'active', page: String(page), per_page: '100' });
    const path = `/v2/${encodeURIComponent(accountId)}/campaigns?${query}`;
    const answer = parseAnswer(PROVIDER, campaignsPageSchema, await call(api, token, 'GET', path));
    campaigns.push(...answer.campaigns);
    if (page >= (answer.meta?.total_pages ?? 1)) break;
  }
  return campaigns;
}

const subscribersSchema = z.object({
  subscribers: z.array(z.object({ id: z.coerce.string(), email: z.string() })).min(1),
});

/** POST /v2/{acct}/subscribers: creates or updates the subscriber. @returns Drip's subscriber id. */
export async function upsertDripSubscriber(
  api: DripApi,
  token: string,
  accountId: string,
  subscriber: { email: string; first_name: string; last_name: string },
): Promise<string> {
  const path = `/v2/${encodeURIComponent(accountId)}/subscribers`;
  const answer = await call(api, token, 'POST', path, { subscribers: [subscriber] });
  return parseAnswer(PROVIDER, subscribersSchema, answer).subscribers[0]?.id ?? subscriber.email;
}

/** POST /v2/{acct}/campaigns/{id}/subscribers with double_optin false. */
export async function addToDripCampaign(
  api: DripApi,
  token: string,
  accountId: string,
  campaignId: string,
  email: string,
): Promise<void> {
  const path = `/v2/${encodeURIComponent(accountId)}/campaigns/${encodeURIComponent(campaignId)}/subscribers`;
  const answer = await call(api, token, 'POST', path, { subscribers: [{ email, double_optin: false }] });
  parseAnswer(PROVIDER, subscribersSchema, answer);
}
