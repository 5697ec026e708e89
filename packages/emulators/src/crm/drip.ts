/**
 * Local Drip emulator: the API subset of API-NOTES.md 'Drip (API v2)' (OAuth authorize page and token endpoint
 * with tokens that never expire, accounts, subscribers upsert and lookup, active campaigns, adding a subscriber to
 * a campaign) with the documented error bodies and the hourly rate limit (429). Tests drive it; with
 * INTEGRATIONS_EMULATORS=1 it starts beside the app.
 */
import { randomBytes } from 'node:crypto';
import {
  authorizePage,
  type EmulatorAnswer,
  type EmulatorRequest,
  type RunningEmulator,
  startEmulatorServer,
} from './emulator-server.ts';

export interface DripSubscriber {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

export interface DripEmulatorState {
  accountId: string;
  campaigns: { id: string; name: string; status: 'active' | 'draft' | 'paused' }[];
  /** e-mail (lower case) → subscriber. */
  subscribers: Map<string, DripSubscriber>;
  /** `${campaignId}:${email}` of each subscription, in order. */
  campaignSubscriptions: string[];
  accessTokens: Set<string>;
  /** Requests a token may make per hour (Drip: 3,600); then 429. */
  hourlyLimit: number;
  /** Requests counted in the current hour. */
  used: number;
}

export interface DripEmulator extends RunningEmulator {
  state: DripEmulatorState;
  clientId: string;
  clientSecret: string;
  /** Revokes every access token (the next call answers 401). */
  revokeTokens(): void;
}

const errors = (status: number, code: string, message: string, attribute?: string): EmulatorAnswer => ({
  status,
  body: { errors: [{ code, message, ...(attribute ? { attribute } : {}) }] },
});

let sequence = 5000;

function oauth(
  request: EmulatorRequest,
  emulator: { state: DripEmulatorState; clientId: string; clientSecret: string; codes: Map<string, string> },
): EmulatorAnswer | null {
  const { url } = request;
  if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
    if (url.searchParams.get('client_id') !== emulator.clientId) {
      return errors(400, 'invalid_client', 'Unknown client_id');
    }
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const code = `drip-code-${randomBytes(8).toString('hex')}`;
    emulator.codes.set(code, redirect);
    const allow = new URL(redirect);
    allow.searchParams.set('code', code);
    // Drip documents no state; it is passed back as any OAuth 2 server does with an unknown parameter's state.
    if (url.searchParams.get('state')) allow.searchParams.set('state', url.searchParams.get('state') ?? '');
    const deny = new URL(redirect);
    deny.searchParams.set('error', 'access_denied');
    return { status: 200, html: authorizePage('Drip', allow.toString(), deny.toString()) };
  }
  if (request.method === 'POST' && url.pathname === '/oauth/token') {
    const query = url.searchParams;
    if (query.get('client_id') !== emulator.clientId || query.get('client_secret') !== emulator.clientSecret) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed' } };
    }
    const code = query.get('code') ?? '';
    if (query.get('grant_type') !== 'authorization_code' || emulator.codes.get(code) !== query.get('redirect_uri')) {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'The authorization code is invalid' } };
    }
    emulator.codes.delete(code);
    const token = `drip-at-${randomBytes(12).toString('hex')}`;
    emulator.state.accessTokens.add(token);
    return { status: 200, body: { access_token: token, token_type: 'bearer', scope: 'public' } };
  }
  return null;
}

function upsert(state: DripEmulatorState, json: unknown): EmulatorAnswer {
  const input = (json as { subscribers?: Partial<DripSubscriber>[] } | null)?.subscribers?.[0];
  const email = String(input?.email ?? '')
    .trim()
    .toLowerCase();
  if (!email.includes('@')) return errors(422, 'presence_error', 'Email is required', 'email');
  const existing = state.subscribers.get(email);
  const subscriber: DripSubscriber = {
    id: existing?.id ?? `sub_${++sequence}`,
    email,
    first_name: input?.first_name ?? existing?.first_name ?? null,
    last_name: input?.last_name ?? existing?.last_name ?? null,
  };
  state.subscribers.set(email, subscriber);
  return { status: 200, body: { links: {}, subscribers: [subscriber] } };
}

function api(request: EmulatorRequest, state: DripEmulatorState): EmulatorAnswer {
  const { method, url, json } = request;
  const path = url.pathname.replace(/\/$/, '');
  if (method === 'GET' && path === '/v2/accounts') {
    return {
      status: 200,
      body: { links: {}, accounts: [{ id: state.accountId, name: 'Emulated Agency', url: 'www.agency.example' }] },
    };
  }
  const scoped = /^\/v2\/([^/]+)(\/.*)$/.exec(path);
  if (!scoped || scoped[1] !== state.accountId) return errors(404, 'not_found_error', 'The resource was not found');
  const rest = scoped[2] ?? '';
  if (method === 'GET' && rest === '/campaigns') {
    const status = url.searchParams.get('status') ?? 'all';
    const campaigns = state.campaigns.filter((campaign) => status === 'all' || campaign.status === status);
    const meta = { page: 1, count: campaigns.length, total_pages: 1, total_count: campaigns.length };
    return { status: 200, body: { links: {}, meta, campaigns } };
  }
  if (method === 'POST' && rest === '/subscribers') return upsert(state, json);
  const one = /^\/subscribers\/([^/]+)$/.exec(rest);
  if (method === 'GET' && one?.[1]) {
    const key = decodeURIComponent(one[1]).toLowerCase();
    const found = state.subscribers.get(key) ?? [...state.subscribers.values()].find((item) => item.id === key);
    return found ? { status: 200, body: { subscribers: [found] } } : errors(404, 'not_found_error', 'Not found');
  }
  const join = /^\/campaigns\/([^/]+)\/subscribers$/.exec(rest);
  if (method === 'POST' && join?.[1]) {
    const campaign = state.campaigns.find((candidate) => candidate.id === join[1]);
    if (!campaign) return errors(404, 'not_found_error', 'The campaign was not found');
    const input = (json as { subscribers?: { email?: string }[] } | null)?.subscribers?.[0];
    const email = String(input?.email ?? '').toLowerCase();
    const subscriber = state.subscribers.get(email);
    if (!subscriber) return errors(422, 'presence_error', 'Email is required', 'email');
    state.campaignSubscriptions.push(`${campaign.id}:${email}`);
    return { status: 201, body: { links: {}, subscribers: [subscriber] } };
  }
  return errors(404, 'not_found_error', `No route ${method} ${path}`);
}

/** Starts the emulator; `clientId`/`clientSecret` are the Drip app's it accepts. */
export async function startDripEmulator(
  options: { port?: number; clientId?: string; clientSecret?: string } = {},
): Promise<DripEmulator> {
  const state: DripEmulatorState = {
    accountId: '9999001',
    campaigns: [
      { id: '301', name: 'New client nurture series', status: 'active' },
      { id: '302', name: 'Hiring manager follow-up', status: 'active' },
      { id: '303', name: 'Old series', status: 'paused' },
    ],
    subscribers: new Map(),
    campaignSubscriptions: [],
    accessTokens: new Set(),
    hourlyLimit: 3600,
    used: 0,
  };
  const clientId = options.clientId ?? 'emulator-drip-client';
  const clientSecret = options.clientSecret ?? 'emulator-drip-secret';
  const codes = new Map<string, string>();
  let hourStarted = Date.now();
  const server = await startEmulatorServer((request) => {
    const answer = oauth(request, { state, clientId, clientSecret, codes });
    if (answer) return answer;
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    if (!state.accessTokens.has(token)) {
      return errors(401, 'authentication_error', 'You are not authorized to access this resource');
    }
    if (Date.now() - hourStarted > 3_600_000) {
      hourStarted = Date.now();
      state.used = 0;
    }
    state.used += 1;
    if (state.used > state.hourlyLimit) {
      return { status: 429, body: { message: 'API rate limit exceeded. Please try again in an hour.' } };
    }
    return api(request, state);
  }, options.port);
  return { ...server, state, clientId, clientSecret, revokeTokens: () => state.accessTokens.clear() };
}
