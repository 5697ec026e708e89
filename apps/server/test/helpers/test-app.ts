/**
 * The application on a fresh test database, driven through `app.inject` (no port).
 */
import { randomUUID } from 'node:crypto';
import { type Plan, permissionsFor, ROLES, type Role, SESSION_COOKIE_MAX_AGE_MS } from '@agencyscout/contracts';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type pg from 'pg';
import { type AppDependencies, buildApp } from '../../src/app.ts';
import { loadOrCreateSigningKeys } from '../../src/auth/oidc/signing-keys.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { Db } from '../../src/db/kysely.ts';
import { createSecretBox } from '../../src/lib/secrets.ts';
import { saveSignInGrant } from './sign-in-grant.ts';
import { createTestDatabaseTarget } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://agencyscout.test';
export const TEST_PASSWORD = 'Correct-Horse-9';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** The database's pool (background jobs connect through it). */
  pool: pg.Pool;
  config: AppConfig;
  close(): Promise<void>;
}

/** Tests never reach the internet: by default DNS answers nothing (the verifier then scores 'unknown'). */
const offlineResolveMx = async (): Promise<never> => {
  throw Object.assign(new Error('DNS is offline in tests'), { code: 'ECONNREFUSED' });
};

/**
 * @param environment extra settings, as they would appear in the process environment.
 * @param dependencies replacements of the app's outside dependencies (e.g. the DNS resolver).
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'db'> = {},
): Promise<TestContext> {
  const { target, drop } = await createTestDatabaseTarget();
  const config: AppConfig = {
    ...loadConfig(
      {
        NODE_ENV: 'test',
        APP_SECRET: 'test-secret-test-secret-test-secret-000',
        PUBLIC_URL: TEST_PUBLIC_URL,
        LOG_LEVEL: 'silent',
        // The emulators answer at their own pace; provider-http.test.ts checks the limits themselves.
        INTEGRATION_RATE_LIMIT_SCALE: '100',
        ...environment,
      },
      { dotenv: false },
    ),
    database: target,
  };
  const database = await openDatabase(target);
  const app = await buildApp(config, { resolveMx: offlineResolveMx, ...dependencies, db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    pool: database.pool.pool,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export interface TestUser {
  userId: string;
  orgId: string;
  email: string;
  role: Role;
  plan: Plan;
}

let sequence = 0;

/** An organisation with one user (password TEST_PASSWORD). */
export async function createUser(
  db: Db,
  options: {
    plan?: Plan;
    role?: Role;
    subscriptionEnd?: Date | null;
    email?: string;
    orgId?: string;
    isNewIntegrations?: boolean;
  } = {},
): Promise<TestUser> {
  sequence += 1;
  // Zero-padded: names and addresses sort in the order they were made, however many files ran before in the worker.
  const number = String(sequence).padStart(6, '0');
  const plan = options.plan ?? 'agency';
  const role = options.role ?? ROLES.MEMBER;
  const orgId =
    options.orgId ??
    (
      await db
        .insertInto('organizations')
        .values({
          name: `Agency ${number}`,
          plan,
          subscriptionStart: new Date(Date.now() - 86_400_000),
          subscriptionEnd:
            options.subscriptionEnd === undefined ? new Date(Date.now() + 30 * 86_400_000) : options.subscriptionEnd,
          isNewIntegrations: options.isNewIntegrations ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const email = options.email ?? `user${number}-${Date.now()}@agency.example`;
  const { id } = await db
    .insertInto('users')
    .values({ orgId, email, name: `User ${number}`, role, passwordHash: await hashPassword(TEST_PASSWORD) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: id, orgId, email, role, plan };
}

/** The session registered for each minted token (`bearer` sends it as RequestId unless told otherwise). */
const tokenSessions = new Map<string, string>();

/**
 * Signs an access token with the built-in provider's key, the way the provider does after sign-in (a new
 * sign-in `sid` each time unless given), and registers a product session of that sign-in for it, as the web
 * client does (`session: false` leaves it unregistered). Overrides make forged, expired and wrong-audience tokens.
 */
export async function mintAccessToken(
  context: TestContext,
  user: TestUser,
  overrides: {
    audience?: string;
    issuer?: string;
    expiresIn?: string | number;
    permissions?: string[];
    signInId?: string;
    session?: boolean;
  } = {},
): Promise<string> {
  const signInId = overrides.signInId ?? randomUUID();
  const keys = await loadOrCreateSigningKeys(context.db, createSecretBox(context.config));
  const { importJWK } = await import('jose');
  const jwk = keys.privateJwks[0];
  if (!jwk) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  const token = await new SignJWT({
    permissions: overrides.permissions ?? permissionsFor(user.plan, user.role),
    org_id: user.orgId,
    email: user.email,
    sid: signInId,
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setSubject(user.userId)
    .setIssuer(overrides.issuer ?? context.config.oidc.issuer)
    .setAudience(overrides.audience ?? context.config.oidc.audience)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(overrides.expiresIn ?? '1h')
    .sign(key);
  await saveSignInGrant(context.db, signInId, user.userId, context.config.oidc.clientId);
  if (overrides.session !== false) {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + SESSION_COOKIE_MAX_AGE_MS);
    await context.db.insertInto('userSessions').values({ id, userId: user.userId, expiresAt, signInId }).execute();
    tokenSessions.set(token, id);
  }
  return token;
}

/**
 * Headers of a signed-in browser call: the token and, as RequestId, `sessionId` or else the session registered
 * for the token when it was minted (none when `sessionId` is null).
 */
export function bearer(token: string, sessionId?: string | null): Record<string, string> {
  const id = sessionId === undefined ? tokenSessions.get(token) : sessionId;
  return id ? { authorization: `Bearer ${token}`, requestid: id } : { authorization: `Bearer ${token}` };
}

/**
 * One API call as a signed-in user: a fresh access token (with `permissions` instead of the plan's when given)
 * and `method` on `/api/v1{url}` with the JSON `body`.
 */
export async function callApi(
  context: TestContext,
  user: TestUser,
  request: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown; permissions?: string[] },
) {
  const { method, url, body, permissions } = request;
  const token = await mintAccessToken(context, user, permissions ? { permissions } : {});
  return context.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload: body as object });
}
