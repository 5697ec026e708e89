/**
 * Local Constant Contact emulator: the API subset of API-NOTES.md 'Constant Contact (API v3)' (OAuth authorize
 * page, token endpoint with Basic client authentication and the refresh_token grant, contact lists, e-mail
 * campaigns with their activities and the lists they send to, contacts lookup and create-or-update through
 * sign_up_form), tokens that expire, the documented error arrays and the 4/s and 10,000/day limits (429
 * {"error_key":"throttled"}). Tests drive it; with INTEGRATIONS_EMULATORS=1 it starts beside the app.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  authorizePage,
  type EmulatorAnswer,
  type EmulatorRequest,
  type RunningEmulator,
  startEmulatorServer,
} from './emulator-server.ts';

export interface CcCampaign {
  campaign_id: string;
  name: string;
  current_status: 'DRAFT' | 'SCHEDULED' | 'EXECUTING' | 'DONE' | 'ERROR' | 'REMOVED';
  /** The contact lists its primary e-mail activity sends to. */
  list_ids: string[];
}

export interface CcContact {
  contact_id: string;
  email_address: string;
  first_name: string | null;
  last_name: string | null;
  list_memberships: string[];
}

export interface ConstantContactEmulatorState {
  lists: { list_id: string; name: string }[];
  campaigns: CcCampaign[];
  /** e-mail (lower case) → contact. */
  contacts: Map<string, CcContact>;
  /** Access tokens → expiry (ms). */
  accessTokens: Map<string, number>;
  refreshTokens: Set<string>;
  /** Access-token lifetime in seconds (about 24 h). */
  tokenTtlSeconds: number;
  /** Requests allowed per second and per day (Constant Contact: 4 and 10,000). */
  perSecondLimit: number;
  perDayLimit: number;
}

export interface ConstantContactEmulator extends RunningEmulator {
  state: ConstantContactEmulatorState;
  clientId: string;
  clientSecret: string;
  /** Ends every access token now (the next call answers 401). */
  expireTokens(): void;
}

const OAUTH = '/oauth2/default/v1';
const failure = (status: number, key: string, message: string): EmulatorAnswer => ({
  status,
  body: [{ error_key: key, error_message: message }],
});

function tokenAnswer(state: ConstantContactEmulatorState): EmulatorAnswer {
  const accessToken = `cc-at-${randomBytes(12).toString('hex')}`;
  const refreshToken = `cc-rt-${randomBytes(12).toString('hex')}`;
  state.accessTokens.set(accessToken, Date.now() + state.tokenTtlSeconds * 1000);
  state.refreshTokens.add(refreshToken);
  return {
    status: 200,
    body: {
      token_type: 'Bearer',
      expires_in: state.tokenTtlSeconds,
      access_token: accessToken,
      refresh_token: refreshToken,
      scope: 'contact_data campaign_data offline_access',
    },
  };
}

function clientOf(request: EmulatorRequest): [string, string] {
  const basic = /^Basic (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
  const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
  return [id, secret];
}

function oauth(
  request: EmulatorRequest,
  emulator: { state: ConstantContactEmulatorState; clientId: string; clientSecret: string; codes: Map<string, string> },
): EmulatorAnswer | null {
  const { url, form } = request;
  if (request.method === 'GET' && url.pathname === `${OAUTH}/authorize`) {
    if (url.searchParams.get('client_id') !== emulator.clientId || !url.searchParams.get('state')) {
      return { status: 400, body: { error: 'invalid_request', error_description: 'client_id and state are required' } };
    }
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const code = `cc-code-${randomBytes(8).toString('hex')}`;
    emulator.codes.set(code, redirect);
    const allow = new URL(redirect);
    allow.searchParams.set('code', code);
    allow.searchParams.set('state', url.searchParams.get('state') ?? '');
    const deny = new URL(redirect);
    deny.searchParams.set('error', 'access_denied');
    return { status: 200, html: authorizePage('Constant Contact', allow.toString(), deny.toString()) };
  }
  if (request.method === 'POST' && url.pathname === `${OAUTH}/token`) {
    const [id, secret] = clientOf(request);
    if (id !== emulator.clientId || secret !== emulator.clientSecret) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed.' } };
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (emulator.codes.get(code) !== form.get('redirect_uri')) {
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'The authorization code is invalid' },
        };
      }
      emulator.codes.delete(code);
      return tokenAnswer(emulator.state);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      if (!emulator.state.refreshTokens.delete(refreshToken)) {
        return { status: 400, body: { error: 'invalid_grant', error_description: 'The refresh token is invalid' } };
      }
      return tokenAnswer(emulator.state);
    }
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Unsupported grant_type' } };
  }
  return null;
}

/** POST /contacts/sign_up_form: creates (201) or updates (200) by e-mail, adding the lists. */
function signUp(state: ConstantContactEmulatorState, json: unknown): EmulatorAnswer {
  const input = (json ?? {}) as Partial<CcContact>;
  const email = String(input.email_address ?? '')
    .trim()
    .toLowerCase();
  if (!email.includes('@')) return failure(400, 'contacts.api.validation.error', 'email_address is required');
  const lists = Array.isArray(input.list_memberships) ? input.list_memberships.map(String) : [];
  if (lists.length === 0) return failure(400, 'contacts.api.validation.error', 'list_memberships is required');
  if (lists.some((id) => !state.lists.some((list) => list.list_id === id))) {
    return failure(400, 'contacts.api.validation.error', 'list_memberships holds an unknown list');
  }
  const existing = state.contacts.get(email);
  const contact: CcContact = {
    contact_id: existing?.contact_id ?? randomUUID(),
    email_address: email,
    first_name: input.first_name ?? existing?.first_name ?? null,
    last_name: input.last_name ?? existing?.last_name ?? null,
    list_memberships: [...new Set([...(existing?.list_memberships ?? []), ...lists])],
  };
  state.contacts.set(email, contact);
  const action = existing ? 'updated' : 'created';
  return { status: existing ? 200 : 201, body: { contact_id: contact.contact_id, action } };
}

function emails(state: ConstantContactEmulatorState, url: URL): EmulatorAnswer {
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 50) || 50, 500);
  const start = Number(url.searchParams.get('cursor') ?? 0) || 0;
  const campaigns = state.campaigns.slice(start, start + limit).map(({ list_ids: _lists, ...campaign }) => ({
    ...campaign,
    type: 'NEWSLETTER',
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-06T10:00:00.000Z',
  }));
  const next = start + limit < state.campaigns.length ? `/v3/emails?limit=${limit}&cursor=${start + limit}` : null;
  return { status: 200, body: { campaigns, ...(next ? { _links: { next: { href: next } } } : {}) } };
}

function api(request: EmulatorRequest, state: ConstantContactEmulatorState): EmulatorAnswer {
  const { method, url, json } = request;
  const path = url.pathname.replace(/\/$/, '');
  if (method === 'GET' && path === '/v3/contact_lists') {
    return { status: 200, body: { lists: state.lists, lists_count: state.lists.length } };
  }
  if (method === 'GET' && path === '/v3/emails') return emails(state, url);
  const activity = /^\/v3\/emails\/activities\/([^/]+)$/.exec(path);
  if (method === 'GET' && activity?.[1]) {
    const campaign = state.campaigns.find((item) => `${item.campaign_id}-primary` === activity[1]);
    if (!campaign) return failure(404, 'not_found', 'The activity was not found');
    return {
      status: 200,
      body: {
        campaign_activity_id: activity[1],
        campaign_id: campaign.campaign_id,
        role: 'primary_email',
        contact_list_ids: campaign.list_ids,
      },
    };
  }
  const campaignPath = /^\/v3\/emails\/([^/]+)$/.exec(path);
  if (method === 'GET' && campaignPath?.[1]) {
    const campaign = state.campaigns.find((item) => item.campaign_id === campaignPath[1]);
    if (!campaign) return failure(404, 'not_found', 'The campaign was not found');
    const activities = [
      { campaign_activity_id: `${campaign.campaign_id}-primary`, role: 'primary_email' },
      { campaign_activity_id: `${campaign.campaign_id}-permalink`, role: 'permalink' },
    ];
    return {
      status: 200,
      body: { campaign_id: campaign.campaign_id, name: campaign.name, campaign_activities: activities },
    };
  }
  if (method === 'GET' && path === '/v3/contacts') {
    const email = (url.searchParams.get('email') ?? '').toLowerCase();
    const found = state.contacts.get(email);
    return { status: 200, body: { contacts: found ? [{ ...found, email_address: { address: email } }] : [] } };
  }
  if (method === 'POST' && path === '/v3/contacts/sign_up_form') return signUp(state, json);
  return failure(404, 'not_found', `No route ${method} ${path}`);
}

/** Counts requests per second and per day; @returns the 429 answer once a limit is passed. */
function limiter(state: ConstantContactEmulatorState) {
  let second = 0;
  let inSecond = 0;
  let day = 0;
  let inDay = 0;
  return (): EmulatorAnswer | null => {
    const now = Date.now();
    if (Math.floor(now / 1000) !== second) [second, inSecond] = [Math.floor(now / 1000), 0];
    if (Math.floor(now / 86_400_000) !== day) [day, inDay] = [Math.floor(now / 86_400_000), 0];
    inSecond += 1;
    inDay += 1;
    if (inSecond > state.perSecondLimit || inDay > state.perDayLimit) {
      return { status: 429, body: { error_key: 'throttled' } };
    }
    return null;
  };
}

/** Starts the emulator; `clientId`/`clientSecret` are the Constant Contact app's it accepts. */
export async function startConstantContactEmulator(
  options: { port?: number; clientId?: string; clientSecret?: string; tokenTtlSeconds?: number } = {},
): Promise<ConstantContactEmulator> {
  const state: ConstantContactEmulatorState = {
    lists: [
      { list_id: 'a1f0c0de-0000-4000-8000-000000000001', name: 'Hiring managers' },
      { list_id: 'a1f0c0de-0000-4000-8000-000000000002', name: 'HR directors' },
    ],
    campaigns: [
      {
        campaign_id: 'c0ffee00-0000-4000-8000-000000000011',
        name: 'Spring hiring newsletter',
        current_status: 'DONE',
        list_ids: ['a1f0c0de-0000-4000-8000-000000000001'],
      },
      {
        campaign_id: 'c0ffee00-0000-4000-8000-000000000012',
        name: 'HR leaders digest',
        current_status: 'SCHEDULED',
        list_ids: ['a1f0c0de-0000-4000-8000-000000000001', 'a1f0c0de-0000-4000-8000-000000000002'],
      },
      {
        campaign_id: 'c0ffee00-0000-4000-8000-000000000013',
        name: 'Removed campaign',
        current_status: 'REMOVED',
        list_ids: [],
      },
    ],
    contacts: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Set(),
    tokenTtlSeconds: options.tokenTtlSeconds ?? 86_400,
    perSecondLimit: 4,
    perDayLimit: 10_000,
  };
  const clientId = options.clientId ?? 'emulator-constant-contact-client';
  const clientSecret = options.clientSecret ?? 'emulator-constant-contact-secret';
  const codes = new Map<string, string>();
  const limit = limiter(state);
  const server = await startEmulatorServer((request) => {
    const answer = oauth(request, { state, clientId, clientSecret, codes });
    if (answer) return answer;
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const expiry = state.accessTokens.get(token);
    if (!expiry || expiry < Date.now()) return failure(401, 'unauthorized', 'Unauthorized');
    return limit() ?? api(request, state);
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
