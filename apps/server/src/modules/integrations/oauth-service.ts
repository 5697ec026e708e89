/**
 * OAuth 2 authorization-code sign-in of HubSpot, Bullhorn, Drip and Constant Contact (§2 'Integrations page' Sign in, 'OAuth callback
 * pages', §4; issue #16). The `state` is random, stored as a fingerprint bound to the user and the product
 * session that started the sign-in, lives 10 minutes and is used once: a callback with any other state is refused.
 */
import {
  BULLHORN_REGIONS,
  type BullhornSettings,
  type BullhornSettingsView,
  HUBSPOT_SCOPES,
  INTEGRATION_KINDS,
  INTEGRATION_TEXTS,
  INTEGRATION_TOOL_NAMES,
  type OauthProvider,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import { bullhornRestLogin, requestBullhornTokens } from '../../integrations/bullhorn/client.ts';
import { requestHubspotTokens } from '../../integrations/hubspot/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { randomToken, tokenFingerprint } from '../../lib/secrets.ts';
import {
  httpOptions,
  type IntegrationDeps,
  openSealed,
  storeTokens,
  type Tokens,
  toProviderFailure,
} from './connections.ts';
import { constantContactAuthorizeUrl, exchangeConstantContact } from './constant-contact-service.ts';
import { dripAuthorizeUrl, exchangeDrip } from './drip-service.ts';
import { findConnection, insertOauthState, saveConnection, takeOauthState } from './repository.ts';

const STATE_TTL_MS = 10 * 60_000;
export const KIND_OF: Record<OauthProvider, number> = {
  hubspot: INTEGRATION_KINDS.hubspot,
  bullhorn: INTEGRATION_KINDS.bullhorn,
  drip: INTEGRATION_KINDS.drip,
  constantcontact: INTEGRATION_KINDS.constantContact,
};

const badState = () => new AppError('INTEGRATION_BAD_STATE', 400, INTEGRATION_TEXTS.badState);

/** The session a sign-in is bound to: the product session, else the token's sign-in. */
function sessionKey(identity: Identity): string {
  const key = identity.sessionId ?? identity.signInId;
  if (!key) throw badRequest('Start the sign-in from the web app');
  return key;
}

export function redirectUri(deps: IntegrationDeps, provider: OauthProvider): string {
  return `${deps.config.publicUrl}/${provider}callback`;
}

export function hubspotApi(deps: IntegrationDeps) {
  return { http: httpOptions(deps.config, INTEGRATION_KINDS.hubspot), apiUrl: deps.config.integrations.hubspot.apiUrl };
}

function hubspotApp(deps: IntegrationDeps): { clientId: string; clientSecret: string } {
  const { clientId, clientSecret } = deps.config.integrations.hubspot;
  if (!clientId || !clientSecret) throw badRequest(INTEGRATION_TEXTS.notConfigured('HubSpot'));
  return { clientId, clientSecret };
}

// —— Bullhorn settings (§3 'Bullhorn settings': clientId, clientSecret, loginUrl) ——

function bullhornRegions(deps: IntegrationDeps) {
  return BULLHORN_REGIONS.map((region) => ({ region, ...deps.config.integrations.bullhorn[region] }));
}

export async function readBullhornSettings(deps: IntegrationDeps, orgId: string): Promise<BullhornSettings | null> {
  const row = await findConnection(deps.db, orgId, INTEGRATION_KINDS.bullhorn);
  const sealed = openSealed(deps, row?.settingsSealed ?? null);
  return sealed ? (JSON.parse(sealed) as BullhornSettings) : null;
}

/** GET bullhorn/settings: the client id and login address, whether a secret is kept; never the secret. */
export async function bullhornSettingsView(deps: IntegrationDeps, orgId: string): Promise<BullhornSettingsView> {
  const settings = await readBullhornSettings(deps, orgId);
  return {
    clientId: settings?.clientId ?? null,
    loginUrl: settings?.loginUrl ?? null,
    hasClientSecret: Boolean(settings?.clientSecret),
    regions: bullhornRegions(deps).map(({ region, authUrl }) => ({ region, loginUrl: authUrl })),
  };
}

/**
 * POST bullhorn/settings. The login address must be one of the two regions' (never an address of the caller's
 * choosing). New settings end a sign-in made with the old ones.
 */
export async function saveBullhornSettings(deps: IntegrationDeps, orgId: string, settings: BullhornSettings) {
  const loginUrl = settings.loginUrl.replace(/\/$/, '');
  if (!bullhornRegions(deps).some((region) => region.authUrl === loginUrl)) {
    throw badRequest('Choose the east or the west coast login address');
  }
  const previous = await readBullhornSettings(deps, orgId);
  const changed = !previous || previous.clientId !== settings.clientId || previous.loginUrl !== loginUrl;
  await saveConnection(deps.db, orgId, INTEGRATION_KINDS.bullhorn, {
    settingsSealed: deps.box.encrypt(JSON.stringify({ ...settings, loginUrl })),
    ...(changed
      ? { accessTokenSealed: null, refreshTokenSealed: null, accessExpiresAt: null, sessionSealed: null }
      : {}),
  });
  return bullhornSettingsView(deps, orgId);
}

/** The saved Bullhorn settings and the REST login address of their region. @throws 400 before settings exist. */
export async function bullhornApp(deps: IntegrationDeps, orgId: string) {
  const settings = await readBullhornSettings(deps, orgId);
  if (!settings) throw badRequest(INTEGRATION_TEXTS.settingsFirst);
  const region = bullhornRegions(deps).find((candidate) => candidate.authUrl === settings.loginUrl);
  if (!region) throw badRequest(INTEGRATION_TEXTS.settingsFirst);
  return { ...settings, restLoginUrl: region.restUrl };
}

// —— sign-in ——

/** GET {provider}/authorize: the provider's sign-in address with a fresh state bound to the caller's session. */
export async function startSignIn(deps: IntegrationDeps, identity: Identity, provider: OauthProvider) {
  const state = randomToken(24);
  const redirect = redirectUri(deps, provider);
  let url: URL;
  if (provider === 'hubspot') {
    url = new URL(deps.config.integrations.hubspot.authUrl);
    url.searchParams.set('client_id', hubspotApp(deps).clientId);
    url.searchParams.set('scope', HUBSPOT_SCOPES.join(' '));
  } else if (provider === 'drip') {
    // Drip documents no state; it is sent anyway and the callback is refused without the one issued here.
    url = dripAuthorizeUrl(deps);
  } else if (provider === 'constantcontact') {
    url = constantContactAuthorizeUrl(deps);
  } else {
    const app = await bullhornApp(deps, identity.orgId);
    url = new URL(`${app.loginUrl}/oauth/authorize`);
    url.searchParams.set('client_id', app.clientId);
    url.searchParams.set('response_type', 'code');
  }
  url.searchParams.set('redirect_uri', redirect);
  url.searchParams.set('state', state);
  await insertOauthState(deps.db, {
    stateHash: tokenFingerprint(state),
    orgId: identity.orgId,
    userId: identity.userId,
    sessionKey: sessionKey(identity),
    kind: KIND_OF[provider],
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { url: url.toString() };
}

/** @throws 400 unless `state` was issued to this user, in this session, for this provider, within 10 minutes. */
async function checkState(deps: IntegrationDeps, identity: Identity, provider: OauthProvider, state: string) {
  const started = await takeOauthState(deps.db, tokenFingerprint(state));
  const valid =
    started &&
    started.orgId === identity.orgId &&
    started.userId === identity.userId &&
    started.sessionKey === sessionKey(identity) &&
    started.kind === KIND_OF[provider] &&
    new Date(started.expiresAt).getTime() > Date.now();
  if (!valid) throw badState();
}

export async function refreshHubspot(deps: IntegrationDeps, refreshToken: string): Promise<Tokens> {
  const app = hubspotApp(deps);
  const tokens = await requestHubspotTokens(hubspotApi(deps), {
    grant_type: 'refresh_token',
    client_id: app.clientId,
    client_secret: app.clientSecret,
    refresh_token: refreshToken,
  });
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in };
}

/** Bullhorn's refresh grant; `app` is read before (the refresh runs while the connection row is locked). */
export async function refreshBullhorn(
  deps: IntegrationDeps,
  app: { loginUrl: string; clientId: string; clientSecret: string },
  refreshToken: string,
): Promise<Tokens> {
  const tokens = await requestBullhornTokens(httpOptions(deps.config, INTEGRATION_KINDS.bullhorn), app.loginUrl, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: app.clientId,
    client_secret: app.clientSecret,
  });
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in };
}

async function exchangeHubspot(deps: IntegrationDeps, code: string): Promise<Tokens> {
  const app = hubspotApp(deps);
  const tokens = await requestHubspotTokens(hubspotApi(deps), {
    grant_type: 'authorization_code',
    client_id: app.clientId,
    client_secret: app.clientSecret,
    redirect_uri: redirectUri(deps, 'hubspot'),
    code,
  });
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in };
}

/** Bullhorn: the code for tokens, then the REST login for BhRestToken and restUrl (kept sealed). */
async function exchangeBullhorn(deps: IntegrationDeps, orgId: string, code: string, clientId?: string) {
  const app = await bullhornApp(deps, orgId);
  if (clientId && clientId !== app.clientId) throw badRequest('The sign-in came back for another Bullhorn client id');
  const http = httpOptions(deps.config, INTEGRATION_KINDS.bullhorn);
  const tokens = await requestBullhornTokens(http, app.loginUrl, {
    grant_type: 'authorization_code',
    code,
    client_id: app.clientId,
    client_secret: app.clientSecret,
    redirect_uri: redirectUri(deps, 'bullhorn'),
  });
  const session = await bullhornRestLogin(http, app.restLoginUrl, tokens.access_token);
  return {
    tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in },
    sessionSealed: deps.box.encrypt(JSON.stringify(session)),
  };
}

/**
 * GET {provider}/getToken?code&state: checks the state, exchanges the code and stores the sealed tokens.
 * @throws 400 for a bad state; 502/504 when the provider fails (nothing is stored then).
 */
export async function finishSignIn(
  deps: IntegrationDeps,
  identity: Identity,
  provider: OauthProvider,
  query: { code: string; state: string; client_id?: string | undefined },
) {
  await checkState(deps, identity, provider, query.state);
  const tool = INTEGRATION_TOOL_NAMES[provider];
  try {
    const connected = { connectedBy: identity.userId, connectedAt: new Date() };
    if (provider === 'drip') {
      const { tokens, accountId } = await exchangeDrip(deps, query.code, redirectUri(deps, provider));
      await storeTokens(deps, identity.orgId, KIND_OF.drip, tokens, { ...connected, externalAccountId: accountId });
    } else if (provider === 'constantcontact') {
      const tokens = await exchangeConstantContact(deps, query.code, redirectUri(deps, provider));
      await storeTokens(deps, identity.orgId, KIND_OF.constantcontact, tokens, connected);
    } else if (provider === 'hubspot') {
      const tokens = await exchangeHubspot(deps, query.code);
      await storeTokens(deps, identity.orgId, INTEGRATION_KINDS.hubspot, tokens, connected);
    } else {
      const { tokens, sessionSealed } = await exchangeBullhorn(deps, identity.orgId, query.code, query.client_id);
      await storeTokens(deps, identity.orgId, INTEGRATION_KINDS.bullhorn, tokens, { ...connected, sessionSealed });
    }
  } catch (error) {
    throw toProviderFailure(error, tool);
  }
  return { connected: true };
}
