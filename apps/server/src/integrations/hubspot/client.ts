/**
 * HubSpot client: a small typed fetch client over the CRM v3 calls of API-NOTES.md (decision in docs/decisions.md
 * 'CRM integrations'). Every call goes through providerCall (time limit, 429 retries) and checks the answer's
 * shape. Base addresses come from configuration (HUBSPOT_API_URL, HUBSPOT_AUTH_URL).
 */
import { z } from 'zod';
import { type ProviderHttpOptions, parseAnswer, providerCall } from '../provider-http.ts';

export interface HubspotApi {
  http: ProviderHttpOptions;
  apiUrl: string;
}

const PROVIDER = 'HubSpot';
const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});
export type HubspotTokens = z.infer<typeof tokenSchema>;

/** The OAuth token call (authorization_code or refresh_token grant), form-encoded. */
export async function requestHubspotTokens(api: HubspotApi, fields: Record<string, string>): Promise<HubspotTokens> {
  const body = new URLSearchParams(fields);
  const answer = await providerCall(api.http, { method: 'POST', url: `${api.apiUrl}/oauth/v1/token`, body });
  return parseAnswer(PROVIDER, tokenSchema, answer);
}

/** Revokes a refresh token (disconnect); a token HubSpot no longer knows is fine. */
export async function revokeHubspotToken(api: HubspotApi, refreshToken: string): Promise<void> {
  const url = `${api.apiUrl}/oauth/v1/refresh-tokens/${encodeURIComponent(refreshToken)}`;
  await providerCall(api.http, { method: 'DELETE', url });
}

const objectSchema = z.object({
  id: z.coerce.string(),
  properties: z.record(z.string(), z.string().nullable().optional()).default({}),
});
export type HubspotObject = z.infer<typeof objectSchema>;
const searchSchema = z.object({ total: z.number().optional(), results: z.array(objectSchema) });
const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    paging: z.object({ next: z.object({ after: z.coerce.string() }).optional() }).optional(),
  });

function call(api: HubspotApi, token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) {
  return providerCall(api.http, {
    method,
    url: `${api.apiUrl}${path}`,
    headers: { authorization: `Bearer ${token}` },
    body,
  });
}

/** Exact-match search on one property (e-mail of a contact, name of a company). */
export async function searchHubspot(
  api: HubspotApi,
  token: string,
  objectType: 'contacts' | 'companies',
  property: string,
  value: string,
  limit = 1,
): Promise<HubspotObject[]> {
  const body = {
    filterGroups: [{ filters: [{ propertyName: property, operator: 'EQ', value }] }],
    properties: ['email', 'name', 'domain', 'firstname', 'lastname'],
    limit,
  };
  const answer = await call(api, token, 'POST', `/crm/v3/objects/${objectType}/search`, body);
  return parseAnswer(PROVIDER, searchSchema, answer).results;
}

/** Company autocomplete: companies whose name holds `text` (HubSpot's default text search). */
export async function searchHubspotCompanies(api: HubspotApi, token: string, text: string): Promise<HubspotObject[]> {
  const body = { query: text, properties: ['name', 'domain'], limit: 20 };
  const answer = await call(api, token, 'POST', '/crm/v3/objects/companies/search', body);
  return parseAnswer(PROVIDER, searchSchema, answer).results;
}

export async function createHubspotObject(
  api: HubspotApi,
  token: string,
  objectType: 'contacts' | 'companies' | 'deals',
  properties: Record<string, string>,
  associations: unknown[] = [],
): Promise<HubspotObject> {
  const answer = await call(api, token, 'POST', `/crm/v3/objects/${objectType}`, { properties, associations });
  return parseAnswer(PROVIDER, objectSchema, answer);
}

export async function updateHubspotContact(
  api: HubspotApi,
  token: string,
  id: string,
  properties: Record<string, string>,
): Promise<void> {
  await call(api, token, 'PATCH', `/crm/v3/objects/contacts/${encodeURIComponent(id)}`, { properties });
}

export async function associateContactCompany(
  api: HubspotApi,
  token: string,
  contactId: string,
  companyId: string,
): Promise<void> {
  const path = `/crm/v4/objects/contacts/${encodeURIComponent(contactId)}/associations/default/companies/${encodeURIComponent(companyId)}`;
  await call(api, token, 'PUT', path);
}

export async function enrollInWorkflow(api: HubspotApi, token: string, workflowId: string, email: string) {
  const path = `/automation/v2/workflows/${encodeURIComponent(workflowId)}/enrollments/contacts/${encodeURIComponent(email)}`;
  await call(api, token, 'POST', path);
}

/** Pages through a cursor-paged list (`limit`/`after`), at most `maxPages` pages. */
async function allPages<T extends z.ZodType>(
  api: HubspotApi,
  token: string,
  path: string,
  item: T,
  maxPages = 50,
): Promise<z.infer<T>[]> {
  const items: z.infer<T>[] = [];
  let after: string | undefined;
  for (let pageNumber = 0; pageNumber < maxPages; pageNumber += 1) {
    const query = new URLSearchParams({ limit: '100', ...(after ? { after } : {}) });
    const answer = parseAnswer(PROVIDER, pageSchema(item), await call(api, token, 'GET', `${path}?${query}`));
    items.push(...answer.results);
    after = answer.paging?.next?.after;
    if (!after) break;
  }
  return items;
}

const ownerSchema = z.object({
  id: z.coerce.string(),
  email: z.string().nullable().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
});
const workflowSchema = z.object({ id: z.coerce.string(), name: z.string(), isEnabled: z.boolean().optional() });
const pipelineSchema = z.object({
  id: z.coerce.string(),
  label: z.string(),
  stages: z.array(z.object({ id: z.coerce.string(), label: z.string(), displayOrder: z.number().optional() })),
});

export const listHubspotOwners = (api: HubspotApi, token: string) =>
  allPages(api, token, '/crm/v3/owners/', ownerSchema);
export const listHubspotWorkflows = (api: HubspotApi, token: string) =>
  allPages(api, token, '/automation/v4/flows', workflowSchema);
export async function listHubspotPipelines(api: HubspotApi, token: string) {
  const answer = await call(api, token, 'GET', '/crm/v3/pipelines/deals');
  return parseAnswer(PROVIDER, z.object({ results: z.array(pipelineSchema) }), answer).results;
}

const recordPageSchema = z.object({
  results: z.array(z.unknown()),
  paging: z.object({ next: z.object({ after: z.coerce.string() }).optional() }).optional(),
});

/**
 * One page of companies or contacts modified at or after `sinceMs` (ms since epoch), oldest change first, through
 * the CRM search endpoint (`POST /crm/v3/objects/{type}/search`, filter `GTE` on the modified-date property, sorted
 * ascending, `limit` ≤ 100, `after` from `paging.next.after`). The results are returned unchecked: the caller checks
 * each one. @throws ProviderError (a page that is not a result list is 'malformed').
 */
export async function searchHubspotModified(
  api: HubspotApi,
  token: string,
  page: {
    objectType: 'companies' | 'contacts';
    modifiedProperty: string;
    properties: string[];
    sinceMs: number;
    after?: string | undefined;
    limit: number;
  },
): Promise<{ results: unknown[]; after: string | undefined }> {
  const body = {
    filterGroups: [
      { filters: [{ propertyName: page.modifiedProperty, operator: 'GTE', value: String(Math.floor(page.sinceMs)) }] },
    ],
    sorts: [{ propertyName: page.modifiedProperty, direction: 'ASCENDING' }],
    properties: page.properties,
    limit: page.limit,
    ...(page.after ? { after: page.after } : {}),
  };
  const answer = await call(api, token, 'POST', `/crm/v3/objects/${page.objectType}/search`, body);
  const parsed = parseAnswer(PROVIDER, recordPageSchema, answer);
  return { results: parsed.results, after: parsed.paging?.next?.after };
}
