/**
 * Authentication of /api/v1: `Authorization: Bearer <JWT>` or `X-Api-Key: <key>`; then the
 * product-session check, the subscription check (402) and the route's permission (403).
 * ARCHITECTURE "Sessions", prospecting-core §7, §8.
 *
 * Live access (issue #30): the user, the sign-in and the session are read per request (cached a few seconds,
 * auth/access-state.ts), so signing out, 'signed in on another device', a disabled user and a lowered role or plan
 * end access within seconds, not when the access token expires.
 *
 * Sessions (seat sharing, issue #9): every bearer-token call — the web client's — must carry a `RequestId`
 * registered by the same user and, when the token names its sign-in (`sid`), by that sign-in. A missing,
 * unknown or foreign id answers 401 (the web client signs out and in again), a superseded one 409, an expired
 * one 401. Only the registration route itself goes without. API keys are exempt.
 */
import {
  API_KEY_HEADER,
  ERROR_CODES,
  MESSAGES,
  type Plan,
  permissionsFor,
  type Role,
  SESSION_HEADER,
} from '@agencyscout/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { tokenFingerprint } from '../lib/secrets.ts';
import type { AccessStates } from './access-state.ts';
import { touchApiKey } from './api-key-repository.ts';
import type { Identity } from './identity.ts';
import {
  findUserByApiKeyHash,
  findUserByEmail,
  findUserByExternalSubject,
  linkExternalSubject,
  type SessionState,
  type UserWithOrganization,
} from './identity-repository.ts';
import type { AccessTokenClaims, TokenVerifier } from './token-verifier.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toIdentity(
  user: UserWithOrganization,
  via: Identity['via'],
  permissions: readonly string[],
  sessionId: string | null,
  signInId: string | null = null,
): Identity {
  return {
    userId: user.userId,
    orgId: user.orgId,
    email: user.email,
    role: user.role as Role,
    plan: user.plan as Plan,
    permissions,
    via,
    sessionId,
    signInId,
    subscriptionEnd: user.subscriptionEnd,
  };
}

/** Built-in tokens name our user id; external ones are linked by subject, then once by e-mail. */
async function userIdForClaims(db: Db, config: AppConfig, claims: AccessTokenClaims): Promise<string | undefined> {
  if (config.oidc.mode === 'builtin') return UUID.test(claims.sub) ? claims.sub : undefined;
  const linked = await findUserByExternalSubject(db, claims.sub);
  if (linked || !claims.email) return linked?.userId;
  const byEmail = await findUserByEmail(db, claims.email);
  if (byEmail) await linkExternalSubject(db, byEmail.userId, claims.sub);
  return byEmail?.userId;
}

/** The token's permission claims, as strings. */
function claimedPermissions(claims: AccessTokenClaims): string[] | null {
  if (!Array.isArray(claims.permissions)) return null;
  return claims.permissions.filter((permission): permission is string => typeof permission === 'string');
}

/**
 * The caller's permissions now. Built-in tokens: what the token carries and the user's plan and role still grant
 * (a lowered role or plan counts at once, a raised one from the next token). External tokens: their claims, else
 * the plan and role.
 */
function currentPermissions(config: AppConfig, claims: AccessTokenClaims, user: UserWithOrganization): string[] {
  const granted: readonly string[] = permissionsFor(user.plan as Plan, user.role as Role);
  const claimed = claimedPermissions(claims);
  if (claimed === null) return [...granted];
  return config.oidc.mode === 'builtin' ? claimed.filter((permission) => granted.includes(permission)) : claimed;
}

async function identityFromToken(deps: AuthenticationDependencies, token: string, sessionId: string | null) {
  const { db, config } = deps;
  let claims: AccessTokenClaims;
  try {
    claims = await deps.verify(token);
  } catch {
    throw unauthorized(MESSAGES.invalidToken);
  }
  const signInId = typeof claims.sid === 'string' && claims.sid !== '' ? claims.sid : null;
  // A built-in token always names its sign-in; access ends when the sign-in does (signing out deletes it).
  if (config.oidc.mode === 'builtin' && signInId === null) throw unauthorized(MESSAGES.invalidToken);
  const userId = await userIdForClaims(db, config, claims);
  if (!userId) throw unauthorized(MESSAGES.invalidToken);
  const state = await deps.access.load({
    userId,
    signInId: config.oidc.mode === 'builtin' ? signInId : null,
    sessionId,
  });
  if (!state.user?.isActive) throw unauthorized(MESSAGES.invalidToken);
  if (!state.signInLive) throw unauthorized(MESSAGES.signedOut);
  const identity = toIdentity(state.user, 'token', currentPermissions(config, claims, state.user), sessionId, signInId);
  return { identity, session: state.session };
}

/**
 * A bearer-token call's session: registered to this user and (when both name one) this sign-in, open, not expired.
 * @throws 401 when missing, unknown, of another sign-in or expired; 409 when superseded.
 */
function checkSession(identity: Identity, session: SessionState | null): void {
  if (!identity.sessionId || !session) throw unauthorized(MESSAGES.sessionRequired);
  if (session.signInId !== null && session.signInId !== identity.signInId) {
    throw unauthorized(MESSAGES.sessionRequired);
  }
  if (session.endedAt) throw new AppError(ERROR_CODES.sessionSuperseded, 409, MESSAGES.sessionSuperseded);
  if (session.expiresAt.getTime() < Date.now()) throw unauthorized('Your session has expired');
}

/** What the authentication hook needs. */
export interface AuthenticationDependencies {
  db: Db;
  config: AppConfig;
  verify: TokenVerifier;
  /** The caller's live state (user, sign-in, session), cached briefly (auth/access-state.ts). */
  access: AccessStates;
}

/** Resolves the caller or throws 401 (409 for a superseded session); exported for the tests of the rules. */
export async function authenticateRequest(
  request: FastifyRequest,
  deps: AuthenticationDependencies,
): Promise<Identity> {
  const apiKey = request.headers[API_KEY_HEADER.toLowerCase()];
  if (typeof apiKey === 'string' && apiKey !== '') {
    const keyHash = tokenFingerprint(apiKey);
    const user = await findUserByApiKeyHash(deps.db, keyHash);
    if (!user?.isActive) throw unauthorized('Invalid API key');
    await touchApiKey(deps.db, keyHash);
    return toIdentity(user, 'apiKey', permissionsFor(user.plan as Plan, user.role as Role), null);
  }
  const authorization = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match?.[1]) throw unauthorized();
  const sessionHeader = request.headers[SESSION_HEADER.toLowerCase()];
  const sessionId = typeof sessionHeader === 'string' && UUID.test(sessionHeader) ? sessionHeader : null;
  const { identity, session } = await identityFromToken(deps, match[1], sessionId);
  if (!request.routeOptions.config.withoutSession) checkSession(identity, session);
  return identity;
}

/** Adds the hook to an encapsulated scope (the /api/v1 plugin). */
export function registerAuthentication(scope: FastifyInstance, deps: AuthenticationDependencies): void {
  scope.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (routeConfig.public) return;
    const identity = await authenticateRequest(request, deps);
    request.identity = identity;
    if (
      !routeConfig.allowExpiredSubscription &&
      identity.subscriptionEnd &&
      identity.subscriptionEnd.getTime() < Date.now()
    ) {
      throw new AppError(ERROR_CODES.subscriptionExpired, 402, MESSAGES.subscriptionExpired);
    }
    if (routeConfig.permission && !identity.permissions.includes(routeConfig.permission)) throw forbidden();
  });
}
