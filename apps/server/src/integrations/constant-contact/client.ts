/**
 * Constant Contact client: a typed fetch client over the v3 calls of API-NOTES.md 'Constant Contact (API v3)'
 * (the generated `ctct-api-client` is little maintained; fetch is as good). The token call authenticates the app
 * with HTTP Basic; API calls carry the Bearer token. Every call goes through providerCall (time limit, 429
 * retries) and checks the answer's shape. Addresses come from CONSTANT_CONTACT_AUTH_URL and _API_URL.
 */
import { z } from 'zod';
import { ProviderError, type ProviderHttpOptions, parseAnswer, providerCall } from '../provider-http.ts';

const PROVIDER = 'Constant Contact';

export interface ConstantContactApi {
  http: ProviderHttpOptions;
  authUrl: string;
  apiUrl: string;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().positive(),
});
export type ConstantContactTokens = z.infer<typeof tokenSchema>;

/** POST {auth}/token (authorization_code or refresh_token grant), form-encoded, the app in a Basic header. */
export async function requestConstantContactTokens(
  api: ConstantContactApi,
  app: { clientId: string; clientSecret: string },
  fields: Record<string, string>,
): Promise<ConstantContactTokens> {
  const basic = Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64');
  const answer = await providerCall(api.http, {
    method: 'POST',
    url: `${api.authUrl}/token`,
    headers: { authorization: `Basic ${basic}` },
    body: new URLSearchParams(fields),
  });
  return parseAnswer(PROVIDER, tokenSchema, answer);
}

function call(api: ConstantContactApi, token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  return providerCall(api.http, {
    method,
    url: `${api.apiUrl}${path}`,
    headers: { authorization: `Bearer ${token}` },
    body,
  });
}

const campaignSchema = z.object({ campaign_id: z.string().min(1), name: z.string(), current_status: z.string() });
const campaignsPageSchema = z.object({
  campaigns: z.array(campaignSchema),
  _links: z.object({ next: z.object({ href: z.string() }).optional() }).optional(),
});

/**
 * The path of a `_links.next.href` below the API base, or null. An address outside the configured API is never
 * followed (it would carry the token elsewhere).
 */
function nextPath(api: ConstantContactApi, href: string | undefined): string | null {
  if (!href) return null;
  const base = new URL(api.apiUrl);
  const next = new URL(href, base.origin);
  if (next.origin !== base.origin || !next.pathname.startsWith(base.pathname)) {
    throw new ProviderError('malformed', 200, `${PROVIDER} sent an answer that could not be read`);
  }
  return `${next.pathname.slice(base.pathname.replace(/\/$/, '').length)}${next.search}`;
}

/** GET /emails, every page (at most `maxPages` of 50). */
export async function listConstantContactCampaigns(api: ConstantContactApi, token: string, maxPages = 20) {
  const campaigns: z.infer<typeof campaignSchema>[] = [];
  let path: string | null = '/emails?limit=50';
  for (let page = 0; path && page < maxPages; page += 1) {
    const answer = parseAnswer(PROVIDER, campaignsPageSchema, await call(api, token, 'GET', path));
    campaigns.push(...answer.campaigns);
    path = nextPath(api, answer._links?.next?.href);
  }
  return campaigns;
}

const campaignDetailSchema = z.object({
  campaign_activities: z.array(z.object({ campaign_activity_id: z.string().min(1), role: z.string() })).default([]),
});
const activitySchema = z.object({ contact_list_ids: z.array(z.string()).default([]) });

/** The contact lists a campaign sends to: GET /emails/{id}, then its primary_email activity's contact_list_ids. */
export async function constantContactCampaignLists(
  api: ConstantContactApi,
  token: string,
  campaignId: string,
): Promise<string[]> {
  const detail = parseAnswer(
    PROVIDER,
    campaignDetailSchema,
    await call(api, token, 'GET', `/emails/${encodeURIComponent(campaignId)}`),
  );
  const primary = detail.campaign_activities.find((activity) => activity.role === 'primary_email');
  if (!primary) return [];
  const path = `/emails/activities/${encodeURIComponent(primary.campaign_activity_id)}`;
  return parseAnswer(PROVIDER, activitySchema, await call(api, token, 'GET', path)).contact_list_ids;
}

const signUpSchema = z.object({ contact_id: z.string().min(1), action: z.string().optional() });

/** POST /contacts/sign_up_form: creates or updates the contact by e-mail and adds it to the lists. */
export async function signUpConstantContact(
  api: ConstantContactApi,
  token: string,
  contact: { email_address: string; first_name: string; last_name: string; list_memberships: string[] },
): Promise<{ contactId: string; action: string | null }> {
  const answer = parseAnswer(PROVIDER, signUpSchema, await call(api, token, 'POST', '/contacts/sign_up_form', contact));
  return { contactId: answer.contact_id, action: answer.action ?? null };
}
