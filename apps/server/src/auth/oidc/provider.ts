/**
 * The built-in OpenID Provider (oidc-provider), mounted under /oidc. Users sign in on our own
 * login page (interaction-routes.ts); access tokens are RS256 JWTs for the API audience carrying
 * the user's `permissions` (plan ∪ role, computed at issue time) and user, organisation and
 * e-mail claims (prospecting-core §3 "Me": claims for a user id, a recruiter id and an e-mail).
 */
import { type Plan, permissionsFor, type Role } from '@agencyscout/contracts';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { cookieKeys } from '../../lib/secrets.ts';
import { findUserById } from '../identity-repository.ts';
import { type PayloadStoreHooks, payloadStoreFor } from './adapter.ts';
import { errorPage, logoutPage } from './pages.ts';
import type { SigningKeys } from './signing-keys.ts';

/** Scope of the API resource server; the SPA asks for it with `resource=<audience>`. */
export const API_SCOPE = 'api';
export const SPA_SCOPE = `openid profile email offline_access ${API_SCOPE}`;

const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 3600;

function spaClient(config: AppConfig) {
  // Outside production the Vite dev server (npm run dev) is an allowed origin too.
  const origins = [
    ...new Set([config.publicUrl, ...(config.environment === 'production' ? [] : ['http://localhost:5173'])]),
  ];
  return {
    client_id: config.oidc.clientId,
    token_endpoint_auth_method: 'none' as const,
    application_type: 'web' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code' as const],
    redirect_uris: origins.map((origin) => `${origin}/login`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/login`),
  };
}

/** First-party client: the grant (scopes and API resource) is given without a consent screen. */
async function autoGrant(ctx: KoaContextWithOIDC, audience: string) {
  const { client, session, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const existingId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const grant = existingId
    ? ((await provider.Grant.find(existingId)) ??
      new provider.Grant({ clientId: client.clientId, accountId: session.accountId }))
    : new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid profile email offline_access');
  grant.addResourceScope(audience, API_SCOPE);
  await grant.save();
  return grant;
}

export function createOidcProvider(
  config: AppConfig,
  db: Db,
  keys: SigningKeys,
  storeHooks: PayloadStoreHooks = {},
): Provider {
  const { audience, issuer, accessTokenTtlSeconds } = config.oidc;
  const configuration: Configuration = {
    adapter: payloadStoreFor(db, storeHooks),
    clients: [spaClient(config)],
    jwks: { keys: keys.privateJwks },
    cookies: { keys: cookieKeys(config) },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage, postLogoutSuccessSource: logoutPage },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: REFRESH_TOKEN_TTL_SECONDS,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: (ctx) => autoGrant(ctx, audience),
    renderError: errorPage,
    findAccount: async (_ctx, sub) => {
      const user = await findUserById(db, sub);
      if (!user?.isActive) return undefined;
      return {
        accountId: user.userId,
        claims: async () => ({ sub: user.userId, email: user.email, email_verified: true, name: user.name }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUserById(db, token.accountId);
      if (!user) return undefined;
      return {
        permissions: permissionsFor(user.plan as Plan, user.role as Role),
        org_id: user.orgId,
        email: user.email,
        // The sign-in: one grant per sign-in of a browser, kept by refreshed tokens; sessions bind to it.
        sid: token.grantId,
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy;
  return provider;
}
