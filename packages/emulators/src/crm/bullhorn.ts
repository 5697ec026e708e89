/**
 * Local Bullhorn emulator: the REST subset of API-NOTES.md 'Bullhorn (REST)' — OAuth authorize page and token
 * endpoint (query parameters; a refresh invalidates the old refresh token), REST login for BhRestToken and
 * restUrl, ClientContact search, ClientCorporation and CorporateUser queries, entity inserts and notes, 412
 * without a BhRestToken, 401 once it expired, ClientCorporation and ClientContact changed since a date (paged), and the `{errorMessage, errorMessageKey, errorCode}` bodies.
 * One emulator serves both the OAuth and the REST addresses of a region.
 */
import { randomBytes } from 'node:crypto';
import {
  authorizePage,
  type EmulatorAnswer,
  type EmulatorRequest,
  type RunningEmulator,
  startEmulatorServer,
} from './emulator-server.ts';

type Entity = Record<string, unknown> & { id: number };

export interface BullhornEmulatorState {
  contacts: Map<number, Entity>;
  corporations: Map<number, Entity>;
  notes: Entity[];
  users: Entity[];
  accessTokens: Map<string, number>;
  refreshTokens: Map<string, string>;
  restTokens: Map<string, number>;
  /** Access-token lifetime (Bullhorn: 10 minutes) and REST session lifetime, seconds. */
  tokenTtlSeconds: number;
  sessionTtlSeconds: number;
}

export interface BullhornEmulator extends RunningEmulator {
  state: BullhornEmulatorState;
  /** Ends every access token and REST session now. */
  expireSessions(): void;
}

const REST_PREFIX = '/rest-services/emu1/';

const error = (status: number, errorMessage: string, errorMessageKey = 'errors.generic'): EmulatorAnswer => ({
  status,
  body: { errorMessage, errorMessageKey, errorCode: status },
});

let sequence = 1000;

/** `field:"value" AND field:value` (Lucene subset) → field/value pairs, values lower-cased. */
function luceneTerms(query: string): [string, string][] {
  return query.split(/\s+AND\s+/i).flatMap((term) => {
    const match = /^\s*([\w.]+):"?(.*?)"?\s*$/.exec(term);
    return match?.[1] ? [[match[1], (match[2] ?? '').replaceAll('\\"', '"').toLowerCase()] as [string, string]] : [];
  });
}

/** `field='value' AND field=value` (the query endpoint's where) → pairs, values lower-cased. */
function whereTerms(where: string): [string, string][] {
  return where.split(/\s+AND\s+/i).flatMap((term) => {
    const match = /^\s*([\w.]+)\s*=\s*'?(.*?)'?\s*$/.exec(term);
    return match?.[1] ? [[match[1], (match[2] ?? '').replaceAll("''", "'").toLowerCase()] as [string, string]] : [];
  });
}

function fieldValue(entity: Entity, field: string, state: BullhornEmulatorState): string {
  if (field === 'clientCorporation.name') {
    const corporationId = (entity.clientCorporation as { id?: number } | undefined)?.id;
    return String(state.corporations.get(Number(corporationId))?.name ?? '').toLowerCase();
  }
  return String(entity[field] ?? '').toLowerCase();
}

function listAnswer(entities: Entity[], url: URL): EmulatorAnswer {
  const start = Number(url.searchParams.get('start') ?? 0) || 0;
  const count = Math.min(Number(url.searchParams.get('count') ?? 20) || 20, 500);
  const data = entities.slice(start, start + count);
  return { status: 200, body: { total: entities.length, start, count: data.length, data } };
}

function oauth(
  request: EmulatorRequest,
  state: BullhornEmulatorState,
  codes: Map<string, string>,
): EmulatorAnswer | null {
  const { url, method } = request;
  const query = url.searchParams;
  if (method === 'GET' && url.pathname === '/oauth/authorize') {
    const clientId = query.get('client_id') ?? '';
    const redirect = query.get('redirect_uri') ?? '';
    if (!clientId || !redirect) return error(400, 'Missing client_id or redirect_uri');
    const code = `bh-code-${randomBytes(8).toString('hex')}`;
    codes.set(code, clientId);
    const allow = new URL(redirect);
    allow.searchParams.set('code', code);
    allow.searchParams.set('client_id', clientId);
    allow.searchParams.set('state', query.get('state') ?? '');
    const deny = new URL(redirect);
    deny.searchParams.set('error', 'access_denied');
    return { status: 200, html: authorizePage('Bullhorn', allow.toString(), deny.toString()) };
  }
  if (method === 'POST' && url.pathname === '/oauth/token') {
    const clientId = query.get('client_id') ?? '';
    if (!clientId || !query.get('client_secret')) return { status: 400, body: { error: 'invalid_client' } };
    if (query.get('grant_type') === 'authorization_code') {
      const code = query.get('code') ?? '';
      if (codes.get(code) !== clientId)
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Invalid, expired, or revoked authorization code.' },
        };
      codes.delete(code);
    } else if (query.get('grant_type') === 'refresh_token') {
      const refresh = query.get('refresh_token') ?? '';
      if (state.refreshTokens.get(refresh) !== clientId)
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid refresh token' } };
      state.refreshTokens.delete(refresh);
    } else {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    const accessToken = `bh-at-${randomBytes(12).toString('hex')}`;
    const refreshToken = `bh-rt-${randomBytes(12).toString('hex')}`;
    state.accessTokens.set(accessToken, Date.now() + state.tokenTtlSeconds * 1000);
    state.refreshTokens.set(refreshToken, clientId);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: state.tokenTtlSeconds,
        refresh_token: refreshToken,
      },
    };
  }
  if (method === 'POST' && url.pathname === '/rest-services/login') {
    const expiry = state.accessTokens.get(query.get('access_token') ?? '');
    if (!expiry || expiry < Date.now())
      return error(401, 'Invalid or expired OAuth access token', 'errors.authentication.invalidToken');
    const restToken = `bh-rest-${randomBytes(12).toString('hex')}`;
    state.restTokens.set(restToken, Date.now() + state.sessionTtlSeconds * 1000);
    return { status: 200, body: { BhRestToken: restToken, restUrl: `${url.origin}${REST_PREFIX}` } };
  }
  return null;
}

function insert(map: Map<number, Entity>, body: unknown, required: string[]): EmulatorAnswer {
  const fields = (body ?? {}) as Record<string, unknown>;
  const missing = required.filter((field) => !fields[field]);
  if (missing.length) return error(400, `Missing required fields: ${missing.join(', ')}`, 'errors.validation');
  sequence += 1;
  map.set(sequence, { ...fields, id: sequence, dateLastModified: Date.now() });
  return { status: 200, body: { changedEntityType: 'Entity', changedEntityId: sequence, changeType: 'INSERT' } };
}

/**
 * `query/{ClientCorporation|ClientContact}?where=dateLastModified>=N&orderBy=dateLastModified&start&count`: the
 * records changed at or after N (ms since epoch), oldest change first (the incremental pull of issue #32).
 */
function modifiedSince(entities: Entity[], url: URL): EmulatorAnswer | null {
  const where = url.searchParams.get('where') ?? '';
  const since = /^\s*dateLastModified\s*>=\s*(\d+)\s*$/.exec(where);
  if (!since) return null;
  const found = entities
    .filter((entity) => Number(entity.dateLastModified ?? 0) >= Number(since[1]))
    .sort((a, b) => Number(a.dateLastModified ?? 0) - Number(b.dateLastModified ?? 0) || a.id - b.id);
  return listAnswer(found, url);
}

function rest(request: EmulatorRequest, state: BullhornEmulatorState): EmulatorAnswer {
  const { method, url, json } = request;
  const path = url.pathname.slice(REST_PREFIX.length);
  if (method === 'GET' && path === 'ping') return { status: 200, body: { sessionExpires: Date.now() + 600_000 } };
  if (method === 'GET' && path === 'search/ClientContact') {
    const terms = luceneTerms(url.searchParams.get('query') ?? '');
    const found = [...state.contacts.values()].filter((contact) =>
      terms.every(([field, value]) => fieldValue(contact, field, state) === value),
    );
    return listAnswer(found, url);
  }
  if (method === 'GET' && (path === 'query/ClientCorporation' || path === 'query/ClientContact')) {
    const source = path === 'query/ClientContact' ? state.contacts : state.corporations;
    const changed = modifiedSince([...source.values()], url);
    if (changed) return changed;
  }
  if (method === 'GET' && (path === 'query/ClientCorporation' || path === 'query/CorporateUser')) {
    const terms = whereTerms(url.searchParams.get('where') ?? '');
    const source = path === 'query/CorporateUser' ? state.users : [...state.corporations.values()];
    return listAnswer(
      source.filter((entity) => terms.every(([field, value]) => fieldValue(entity, field, state) === value)),
      url,
    );
  }
  if (method === 'PUT' && path === 'entity/ClientCorporation') return insert(state.corporations, json, ['name']);
  if (method === 'PUT' && path === 'entity/ClientContact') {
    const corporationId = Number((json as { clientCorporation?: { id?: number } } | null)?.clientCorporation?.id);
    if (!state.corporations.has(corporationId))
      return error(400, 'clientCorporation must reference an existing ClientCorporation', 'errors.validation');
    return insert(state.contacts, json, ['lastName', 'name']);
  }
  if (method === 'PUT' && path === 'entity/Note') {
    sequence += 1;
    state.notes.push({ ...((json ?? {}) as object), id: sequence });
    return { status: 200, body: { changedEntityId: sequence, changeType: 'INSERT' } };
  }
  return error(404, `No such entity or path: ${path}`, 'errors.entityNotFound');
}

export async function startBullhornEmulator(
  options: { port?: number; tokenTtlSeconds?: number; sessionTtlSeconds?: number } = {},
): Promise<BullhornEmulator> {
  const state: BullhornEmulatorState = {
    contacts: new Map(),
    corporations: new Map(),
    notes: [],
    users: [
      { id: 11, firstName: 'Rita', lastName: 'Recruiter', email: 'rita@agency.example', isDeleted: false },
      { id: 12, firstName: 'Sam', lastName: 'Sourcer', email: 'sam@agency.example', isDeleted: false },
      { id: 13, firstName: 'Gone', lastName: 'User', email: 'gone@agency.example', isDeleted: true },
    ],
    accessTokens: new Map(),
    refreshTokens: new Map(),
    restTokens: new Map(),
    tokenTtlSeconds: options.tokenTtlSeconds ?? 600,
    sessionTtlSeconds: options.sessionTtlSeconds ?? 600,
  };
  const codes = new Map<string, string>();
  const server = await startEmulatorServer((request) => {
    const answer = oauth(request, state, codes);
    if (answer) return answer;
    if (!request.url.pathname.startsWith(REST_PREFIX)) return error(404, 'Not found');
    const token = String(request.headers.bhresttoken ?? request.url.searchParams.get('BhRestToken') ?? '');
    if (!token) return error(412, 'Missing BhRestToken', 'errors.missingToken');
    const expiry = state.restTokens.get(token);
    if (!expiry || expiry < Date.now())
      return error(401, "Bad 'BhRestToken' or timed-out.", 'errors.authentication.invalidRestToken');
    return rest(request, state);
  }, options.port);
  return {
    ...server,
    state,
    expireSessions: () => {
      for (const token of state.accessTokens.keys()) state.accessTokens.set(token, 0);
      for (const token of state.restTokens.keys()) state.restTokens.set(token, 0);
    },
  };
}
