/**
 * Authentication of /api/v1: `Authorization: Bearer <JWT>` or `X-Api-Key: <key>`; then the
 * product-session check (RequestId header; a superseded session answers 409), the subscription
 * check (402) and the route's permission (403). ARCHITECTURE "Sessions", prospecting-core §7, §8.
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
  return toIdentity(user, 'token', permissions, sessionId);
}

async function checkSession(db: Db, identity: Identity): Promise<void> {
  if (!identity.sessionId) return;
  const session = await findSession(db, identity.sessionId, identity.userId);
  if (!session) return;
  if (session.endedAt) throw new AppError(ERROR_CODES.sessionSuperseded, 409, MESSAGES.sessionSuperseded);
  if (session.expiresAt.getTime() < Date.now()) throw unauthorized('Your session has expired');
}

/** Resolves the caller or throws 401; exported for the tests of the rules. */
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
  await checkSession(deps.db, identity);
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
