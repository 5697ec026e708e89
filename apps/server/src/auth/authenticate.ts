/**
 * Authentication of /api/v1: `Authorization: Bearer <JWT>` or `X-Api-Key: <key>`; then the
 * product-session check, the subscription check (402) and the route's permission (403).
 * ARCHITECTURE "Sessions", prospecting-core §7, §8.
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
import { touchApiKey } from './api-key-repository.ts';
import type { Identity } from './identity.ts';
import {
  findSession,
  findUserByApiKeyHash,
  findUserByEmail,
  findUserByExternalSubject,
  findUserById,
  linkExternalSubject,
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
async function userForClaims(db: Db, config: AppConfig, claims: AccessTokenClaims) {
  if (config.oidc.mode === 'builtin') return UUID.test(claims.sub) ? findUserById(db, claims.sub) : undefined;
  const linked = await findUserByExternalSubject(db, claims.sub);
  if (linked || !claims.email) return linked;
  const byEmail = await findUserByEmail(db, claims.email);
  if (byEmail) await linkExternalSubject(db, byEmail.userId, claims.sub);
  return byEmail;
}

async function identityFromToken(
  db: Db,
  config: AppConfig,
  verify: TokenVerifier,
  token: string,
  sessionId: string | null,
) {
  let claims: AccessTokenClaims;
  try {
    claims = await verify(token);
  } catch {
    throw unauthorized(MESSAGES.invalidToken);
  }
  const user = await userForClaims(db, config, claims);
  if (!user?.isActive) throw unauthorized(MESSAGES.invalidToken);
  const permissions = Array.isArray(claims.permissions)
    ? claims.permissions.filter((permission): permission is string => typeof permission === 'string')
    : permissionsFor(user.plan as Plan, user.role as Role);
  const signInId = typeof claims.sid === 'string' && claims.sid !== '' ? claims.sid : null;
  return toIdentity(user, 'token', permissions, sessionId, signInId);
}

/**
 * A bearer-token call's session: registered to this user and (when both name one) this sign-in, open, not expired.
 * @throws 401 when missing, unknown, of another sign-in or expired; 409 when superseded.
 */
async function checkSession(db: Db, identity: Identity): Promise<void> {
  const session = identity.sessionId ? await findSession(db, identity.sessionId, identity.userId) : undefined;
  if (!session) throw unauthorized(MESSAGES.sessionRequired);
  if (session.signInId !== null && session.signInId !== identity.signInId) {
    throw unauthorized(MESSAGES.sessionRequired);
  }
  if (session.endedAt) throw new AppError(ERROR_CODES.sessionSuperseded, 409, MESSAGES.sessionSuperseded);
  if (session.expiresAt.getTime() < Date.now()) throw unauthorized('Your session has expired');
}

/** Resolves the caller or throws 401 (409 for a superseded session); exported for the tests of the rules. */
export async function authenticateRequest(
  request: FastifyRequest,
  deps: { db: Db; config: AppConfig; verify: TokenVerifier },
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
  const identity = await identityFromToken(deps.db, deps.config, deps.verify, match[1], sessionId);
  if (!request.routeOptions.config.withoutSession) await checkSession(deps.db, identity);
  return identity;
}

/** Adds the hook to an encapsulated scope (the /api/v1 plugin). */
export function registerAuthentication(
  scope: FastifyInstance,
  deps: { db: Db; config: AppConfig; verify: TokenVerifier },
): void {
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
