/**
 * Local HubSpot emulator: the API subset of API-NOTES.md 'HubSpot (CRM v3)' (OAuth authorize page and token
 * endpoint, contacts and companies with search, 409 on a duplicate e-mail, associations, owners, deal pipelines,
 * deals, workflows and enrolments, companies and contacts modified since a date, sorted and paged), with tokens that expire and the documented error bodies. Tests drive it;
 * INTEGRATIONS_EMULATORS=1 starts it beside the app.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  authorizePage,
  type EmulatorAnswer,
  type EmulatorRequest,
  type RunningEmulator,
  startEmulatorServer,
} from './emulator-server.ts';

type Properties = Record<string, string | null>;
interface CrmObject {
  id: string;
  properties: Properties;
  createdAt: string;
}

export interface HubspotEmulatorState {
  contacts: Map<string, CrmObject>;
  companies: Map<string, CrmObject>;
  deals: Map<string, CrmObject & { associations: unknown }>;
  /** contact id → company ids. */
  contactCompanies: Map<string, Set<string>>;
  /** `${workflowId}:${email}` of each enrolment. */
  enrollments: string[];
  /** Valid access tokens → expiry (ms). */
  accessTokens: Map<string, number>;
  refreshTokens: Set<string>;
  /** Access-token lifetime in seconds (HubSpot: 30 minutes). */
  tokenTtlSeconds: number;
}

export interface HubspotEmulator extends RunningEmulator {
  state: HubspotEmulatorState;
  clientId: string;
  clientSecret: string;
  /** Ends every access token now (the next call answers 401). */
  expireTokens(): void;
}

const OWNERS = [
  { id: '7001', email: 'owner.one@agency.example', firstName: 'Olive', lastName: 'Owner', userId: 9001 },
  { id: '7002', email: 'owner.two@agency.example', firstName: 'Oscar', lastName: 'Owens', userId: 9002 },
];
const PIPELINES = [
  {
    id: 'default',
    label: 'Sales Pipeline',
    stages: [
      { id: 'appointmentscheduled', label: 'Appointment Scheduled', displayOrder: 0 },
      { id: 'qualifiedtobuy', label: 'Qualified To Buy', displayOrder: 1 },
      { id: 'closedwon', label: 'Closed Won', displayOrder: 2 },
    ],
  },
  { id: 'staffing', label: 'Staffing Deals', stages: [{ id: 'intro', label: 'Intro Call', displayOrder: 0 }] },
];
const WORKFLOWS = [
  { id: '501', name: 'New client nurture', isEnabled: true },
  { id: '502', name: 'Hiring manager follow-up', isEnabled: true },
  { id: '503', name: 'Old campaign', isEnabled: false },
];

const error = (status: number, message: string, category: string, extra: object = {}): EmulatorAnswer => ({
  status,
  body: { status: 'error', message, correlationId: randomUUID(), category, ...extra },
});

function page<T>(items: T[], url: URL): { results: T[]; paging?: { next: { after: string } } } {
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 100) || 100, 100);
  const after = Number(url.searchParams.get('after') ?? 0) || 0;
  const results = items.slice(after, after + limit);
  return after + limit < items.length ? { results, paging: { next: { after: String(after + limit) } } } : { results };
}

function filtersOf(body: unknown): { propertyName: string; operator: string; value: string }[] {
  const groups = (body as { filterGroups?: { filters?: unknown[] }[] } | null)?.filterGroups ?? [];
  return groups.flatMap(
    (group) => (group.filters ?? []) as { propertyName: string; operator: string; value: string }[],
  );
}

/** A date filter's value (ms since epoch, or an ISO date) and a stored date property, compared in ms. */
function asMs(value: string | null | undefined): number {
  if (!value) return 0;
  return /^\d+$/.test(value) ? Number(value) : Date.parse(value) || 0;
}

/**
 * The modified-since search of the incremental pull (issue #32): a `GTE` filter on a date property, sorted
 * ascending, paged by `limit` and `after` (an offset, as HubSpot's cursor is opaque).
 */
function modifiedSearch(objects: Map<string, CrmObject>, body: unknown): EmulatorAnswer | null {
  const filters = filtersOf(body);
  const since = filters.find((filter) => filter.operator === 'GTE');
  if (!since || filters.length !== 1) return null;
  const property = since.propertyName;
  const matches = [...objects.values()]
    .filter((object) => asMs(object.properties[property]) >= asMs(since.value))
    .sort((a, b) => asMs(a.properties[property]) - asMs(b.properties[property]) || Number(a.id) - Number(b.id));
  const request = (body ?? {}) as { limit?: number; after?: string };
  const limit = Math.min(Number(request.limit ?? 10) || 10, 100);
  const after = Number(request.after ?? 0) || 0;
  const results = matches.slice(after, after + limit);
  const paging = after + limit < matches.length ? { paging: { next: { after: String(after + limit) } } } : {};
  return { status: 200, body: { total: matches.length, results, ...paging } };
}

function search(objects: Map<string, CrmObject>, body: unknown): EmulatorAnswer {
  const changed = modifiedSearch(objects, body);
  if (changed) return changed;
  const filters = filtersOf(body);
  const query = String((body as { query?: string } | null)?.query ?? '').toLowerCase();
  const matches = [...objects.values()].filter((object) => {
    if (
      query &&
      !String(object.properties.name ?? '')
        .toLowerCase()
        .includes(query)
    )
      return false;
    return filters.every((filter) => {
      const value = String(object.properties[filter.propertyName] ?? '').toLowerCase();
      const wanted = String(filter.value ?? '').toLowerCase();
      return filter.operator === 'CONTAINS_TOKEN' ? value.includes(wanted.replaceAll('*', '')) : value === wanted;
    });
  });
  const limit = Math.min(Number((body as { limit?: number } | null)?.limit ?? 10) || 10, 100);
  return { status: 200, body: { total: matches.length, results: matches.slice(0, limit) } };
}

let sequence = 100;
function nextId(): string {
  sequence += 1;
  return String(sequence);
}

function tokenAnswer(state: HubspotEmulatorState): EmulatorAnswer {
  const accessToken = `hs-at-${randomBytes(12).toString('hex')}`;
  const refreshToken = `hs-rt-${randomBytes(12).toString('hex')}`;
  state.accessTokens.set(accessToken, Date.now() + state.tokenTtlSeconds * 1000);
  state.refreshTokens.add(refreshToken);
  return {
    status: 200,
    body: {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: state.tokenTtlSeconds,
      token_type: 'bearer',
    },
  };
}

function oauth(
  request: EmulatorRequest,
  emulator: { state: HubspotEmulatorState; clientId: string; clientSecret: string; codes: Map<string, string> },
): EmulatorAnswer | null {
  const { url, form } = request;
  if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
    if (url.searchParams.get('client_id') !== emulator.clientId)
      return error(400, 'Unknown client_id', 'VALIDATION_ERROR');
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const code = `hs-code-${randomBytes(8).toString('hex')}`;
    emulator.codes.set(code, redirect);
    const allow = new URL(redirect);
    allow.searchParams.set('code', code);
    allow.searchParams.set('state', url.searchParams.get('state') ?? '');
    const deny = new URL(redirect);
    deny.searchParams.set('error', 'access_denied');
    return { status: 200, html: authorizePage('HubSpot', allow.toString(), deny.toString()) };
  }
  if (request.method === 'POST' && url.pathname === '/oauth/v1/token') {
    if (form.get('client_id') !== emulator.clientId || form.get('client_secret') !== emulator.clientSecret) {
      return { status: 400, body: { status: 'BAD_CLIENT_ID', message: 'Invalid client credentials' } };
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (emulator.codes.get(code) !== form.get('redirect_uri')) {
        return { status: 400, body: { status: 'BAD_AUTH_CODE', message: 'missing or unknown auth code' } };
      }
      emulator.codes.delete(code);
      return tokenAnswer(emulator.state);
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!emulator.state.refreshTokens.has(form.get('refresh_token') ?? '')) {
        return { status: 400, body: { status: 'BAD_REFRESH_TOKEN', message: 'missing or unknown refresh token' } };
      }
      return tokenAnswer(emulator.state);
    }
    return { status: 400, body: { status: 'BAD_GRANT_TYPE', message: 'unsupported grant_type' } };
  }
  const revoke = /^\/oauth\/v1\/refresh-tokens\/(.+)$/.exec(url.pathname);
  if (request.method === 'DELETE' && revoke?.[1]) {
    emulator.state.refreshTokens.delete(decodeURIComponent(revoke[1]));
    return { status: 204 };
  }
  return null;
}

function createContact(state: HubspotEmulatorState, body: unknown): EmulatorAnswer {
  const properties = ((body as { properties?: Properties } | null)?.properties ?? {}) as Properties;
  const email = String(properties.email ?? '').toLowerCase();
  if (!email) return error(400, 'Property values were not valid: email is required', 'VALIDATION_ERROR');
  const existing = [...state.contacts.values()].find((contact) => contact.properties.email === email);
  if (existing) return error(409, `Contact already exists. Existing ID: ${existing.id}`, 'CONFLICT');
  const contact = {
    id: nextId(),
    properties: { lastmodifieddate: new Date().toISOString(), ...properties, email },
    createdAt: new Date().toISOString(),
  };
  state.contacts.set(contact.id, contact);
  return { status: 201, body: contact };
}

function createObject(objects: Map<string, CrmObject>, body: unknown): EmulatorAnswer {
  const properties = ((body as { properties?: Properties } | null)?.properties ?? {}) as Properties;
  const now = new Date().toISOString();
  const object = { id: nextId(), properties: { hs_lastmodifieddate: now, ...properties }, createdAt: now };
  objects.set(object.id, object);
  return { status: 201, body: object };
}

function crm(request: EmulatorRequest, state: HubspotEmulatorState): EmulatorAnswer {
  const { method, url, json } = request;
  const path = url.pathname.replace(/\/$/, '');
  if (method === 'POST' && path === '/crm/v3/objects/contacts/search') return search(state.contacts, json);
  if (method === 'POST' && path === '/crm/v3/objects/contacts') return createContact(state, json);
  if (method === 'POST' && path === '/crm/v3/objects/companies/search') return search(state.companies, json);
  if (method === 'POST' && path === '/crm/v3/objects/companies') return createObject(state.companies, json);
  const patch = /^\/crm\/v3\/objects\/contacts\/([^/]+)$/.exec(path);
  if (method === 'PATCH' && patch?.[1]) {
    const contact = state.contacts.get(patch[1]);
    if (!contact) return error(404, 'Object not found', 'OBJECT_NOT_FOUND');
    Object.assign(contact.properties, (json as { properties?: Properties } | null)?.properties ?? {});
    return { status: 200, body: contact };
  }
  const association = /^\/crm\/v4\/objects\/contacts\/([^/]+)\/associations\/default\/companies\/([^/]+)$/.exec(path);
  if (method === 'PUT' && association?.[1] && association[2]) {
    if (!state.contacts.has(association[1]) || !state.companies.has(association[2])) {
      return error(404, 'Object not found', 'OBJECT_NOT_FOUND');
    }
    const set = state.contactCompanies.get(association[1]) ?? new Set<string>();
    set.add(association[2]);
    state.contactCompanies.set(association[1], set);
    return { status: 200, body: { status: 'COMPLETE', results: [] } };
  }
  if (method === 'GET' && path === '/crm/v3/owners') return { status: 200, body: page(OWNERS, url) };
  if (method === 'GET' && path === '/crm/v3/pipelines/deals') return { status: 200, body: { results: PIPELINES } };
  if (method === 'POST' && path === '/crm/v3/objects/deals') {
    const properties = ((json as { properties?: Properties } | null)?.properties ?? {}) as Properties;
    const pipeline = PIPELINES.find((candidate) => candidate.id === properties.pipeline);
    if (!pipeline?.stages.some((stage) => stage.id === properties.dealstage)) {
      return error(400, 'Property values were not valid: pipeline or dealstage', 'VALIDATION_ERROR');
    }
    const deal = {
      id: nextId(),
      properties,
      createdAt: new Date().toISOString(),
      associations: (json as { associations?: unknown })?.associations ?? [],
    };
    state.deals.set(deal.id, deal);
    return { status: 201, body: { id: deal.id, properties } };
  }
  if (method === 'GET' && path === '/automation/v4/flows') return { status: 200, body: page(WORKFLOWS, url) };
  const enrol = /^\/automation\/v2\/workflows\/([^/]+)\/enrollments\/contacts\/([^/]+)$/.exec(path);
  if (method === 'POST' && enrol?.[1] && enrol[2]) {
    if (!WORKFLOWS.some((workflow) => workflow.id === enrol[1]))
      return error(404, 'Workflow not found', 'OBJECT_NOT_FOUND');
    state.enrollments.push(`${enrol[1]}:${decodeURIComponent(enrol[2]).toLowerCase()}`);
    return { status: 204 };
  }
  return error(404, `No route ${method} ${path}`, 'OBJECT_NOT_FOUND');
}

/** Starts the emulator; `clientId`/`clientSecret` are the HubSpot app's it accepts. */
export async function startHubspotEmulator(
  options: { port?: number; clientId?: string; clientSecret?: string; tokenTtlSeconds?: number } = {},
): Promise<HubspotEmulator> {
  const state: HubspotEmulatorState = {
    contacts: new Map(),
    companies: new Map(),
    deals: new Map(),
    contactCompanies: new Map(),
    enrollments: [],
    accessTokens: new Map(),
    refreshTokens: new Set(),
    tokenTtlSeconds: options.tokenTtlSeconds ?? 1800,
  };
  const clientId = options.clientId ?? 'emulator-hubspot-client';
  const clientSecret = options.clientSecret ?? 'emulator-hubspot-secret';
  const codes = new Map<string, string>();
  const server = await startEmulatorServer((request) => {
    const answer = oauth(request, { state, clientId, clientSecret, codes });
    if (answer) return answer;
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const expiry = state.accessTokens.get(token);
    if (!expiry || expiry < Date.now()) {
      return error(401, 'Authentication credentials not found or expired', 'INVALID_AUTHENTICATION');
    }
    return crm(request, state);
  }, options.port);
  return {
    ...server,
    state,
    clientId,
    clientSecret,
    expireTokens: () => {
      for (const token of state.accessTokens.keys()) state.accessTokens.set(token, 0);
    },
  };
}
