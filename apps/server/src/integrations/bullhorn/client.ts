/**
 * Bullhorn client: a typed fetch client over the REST calls of API-NOTES.md 'Bullhorn (REST)' (Bullhorn has no
 * maintained server-side npm client). OAuth token calls take query parameters; REST calls go to the session's
 * restUrl with the BhRestToken header. Answers are shape-checked.
 */
import { z } from 'zod';
import { type ProviderHttpOptions, parseAnswer, providerCall } from '../provider-http.ts';

const PROVIDER = 'Bullhorn';

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});
export type BullhornTokens = z.infer<typeof tokenSchema>;

/** POST {auth}/oauth/token?… (authorization_code or refresh_token grant). */
export async function requestBullhornTokens(
  http: ProviderHttpOptions,
  authUrl: string,
  fields: Record<string, string>,
): Promise<BullhornTokens> {
  const url = `${authUrl}/oauth/token?${new URLSearchParams(fields)}`;
  return parseAnswer(PROVIDER, tokenSchema, await providerCall(http, { method: 'POST', url }));
}

const sessionSchema = z.object({ BhRestToken: z.string().min(1), restUrl: z.url() });
export type BullhornSession = z.infer<typeof sessionSchema>;

/** POST {rest}/rest-services/login?version=*&access_token= → BhRestToken and restUrl. */
export async function bullhornRestLogin(
  http: ProviderHttpOptions,
  restLoginUrl: string,
  accessToken: string,
): Promise<BullhornSession> {
  const query = new URLSearchParams({ version: '*', access_token: accessToken });
  const url = `${restLoginUrl}/rest-services/login?${query}`;
  return parseAnswer(PROVIDER, sessionSchema, await providerCall(http, { method: 'POST', url }));
}

const listSchema = z.object({ data: z.array(z.record(z.string(), z.unknown()).and(z.object({ id: z.number() }))) });
const changeSchema = z.object({ changedEntityId: z.number() });

function rest(
  http: ProviderHttpOptions,
  session: BullhornSession,
  method: 'GET' | 'PUT',
  path: string,
  body?: unknown,
) {
  const base = session.restUrl.endsWith('/') ? session.restUrl : `${session.restUrl}/`;
  return providerCall(http, { method, url: `${base}${path}`, headers: { BhRestToken: session.BhRestToken }, body });
}

/** Lucene phrase value: quotes and backslashes escaped. */
const phrase = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
/** Query-endpoint string literal: single quotes doubled. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Contacts matching every `field: value` (exact phrases), newest first by Bullhorn's order. */
export async function searchBullhornContacts(
  http: ProviderHttpOptions,
  session: BullhornSession,
  terms: Record<string, string>,
): Promise<{ id: number }[]> {
  const query = Object.entries(terms)
    .map(([field, value]) => `${field}:${phrase(value)}`)
    .join(' AND ');
  const params = new URLSearchParams({ query, fields: 'id,firstName,lastName,email', count: '1' });
  return parseAnswer(PROVIDER, listSchema, await rest(http, session, 'GET', `search/ClientContact?${params}`)).data;
}

export async function findBullhornCorporation(
  http: ProviderHttpOptions,
  session: BullhornSession,
  name: string,
): Promise<{ id: number } | undefined> {
  const params = new URLSearchParams({ where: `name=${literal(name)}`, fields: 'id,name', count: '1' });
  const answer = await rest(http, session, 'GET', `query/ClientCorporation?${params}`);
  return parseAnswer(PROVIDER, listSchema, answer).data[0];
}

/** PUT entity/{type} → the new entity's id. */
export async function insertBullhornEntity(
  http: ProviderHttpOptions,
  session: BullhornSession,
  entity: 'ClientCorporation' | 'ClientContact' | 'Note',
  fields: Record<string, unknown>,
): Promise<number> {
  return parseAnswer(PROVIDER, changeSchema, await rest(http, session, 'PUT', `entity/${entity}`, fields))
    .changedEntityId;
}

const userSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
});

/** Active CorporateUsers, paged by start/count (at most 2,000). */
export async function listBullhornUsers(http: ProviderHttpOptions, session: BullhornSession) {
  const users: z.infer<typeof userSchema>[] = [];
  for (let start = 0; start < 2000; start += 200) {
    const params = new URLSearchParams({
      where: 'isDeleted=false',
      fields: 'id,firstName,lastName,email',
      count: '200',
      start: String(start),
    });
    const answer = await rest(http, session, 'GET', `query/CorporateUser?${params}`);
    const page = parseAnswer(PROVIDER, z.object({ data: z.array(userSchema) }), answer).data;
    users.push(...page);
    if (page.length < 200) break;
  }
  return users;
}

const recordPageSchema = z.object({
  total: z.number().optional(),
  start: z.number().optional(),
  data: z.array(z.unknown()),
});

/**
 * One page of ClientCorporation or ClientContact records modified at or after `sinceMs` (ms since epoch, Bullhorn's
 * date unit), oldest change first: `GET query/{entity}?where=dateLastModified>=…&orderBy=dateLastModified&start&count`
 * (API-NOTES.md 'Bullhorn (REST)'). The records are returned unchecked: the caller checks each one, so one bad
 * record does not cost the page. @throws ProviderError (a page that is not a list is 'malformed').
 */
export async function listBullhornModified(
  http: ProviderHttpOptions,
  session: BullhornSession,
  page: {
    entity: 'ClientCorporation' | 'ClientContact';
    fields: string;
    sinceMs: number;
    start: number;
    count: number;
  },
): Promise<unknown[]> {
  const params = new URLSearchParams({
    where: `dateLastModified>=${Math.max(0, Math.floor(page.sinceMs))}`,
    fields: page.fields,
    orderBy: 'dateLastModified',
    start: String(page.start),
    count: String(page.count),
  });
  const answer = await rest(http, session, 'GET', `query/${page.entity}?${params}`);
  return parseAnswer(PROVIDER, recordPageSchema, answer).data;
}
