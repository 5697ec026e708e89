/**
 * Issue #30 'Signing out ends access at once': API access follows the live sign-in, not the access token's hour.
 * Signing out refuses the token on the next call; a disabled user, a lowered role and a session ended on another
 * device take effect within ACCESS_CACHE_SECONDS; with Redis two app nodes share the cache, so a sign-out on one
 * ends access on the other at once.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES, PERMISSIONS, ROLES } from '@agencyscout/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Authorization,
  claimsOf,
  discoverProvider,
  signInThrough,
  signOutThrough,
  startAuthorization,
} from '../../test/helpers/oidc-sign-in.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helpers/test-app.ts';
import { buildApp } from '../app.ts';

const CACHE_SECONDS = 1;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const afterCache = () => new Promise((resolve) => setTimeout(resolve, CACHE_SECONDS * 1000 + 200));

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({ ACCESS_CACHE_SECONDS: String(CACHE_SECONDS) });
});
afterAll(() => context?.close());

interface SignedIn {
  accessToken: string;
  idToken: string;
  sessionId: string;
  authorization: Authorization;
}

/** A real sign-in of `user` with a registered product session. */
async function signIn(app: TestContext, user: TestUser): Promise<SignedIn> {
  const configuration = await discoverProvider(app);
  const authorization = await startAuthorization(app, configuration);
  const tokens = await signInThrough(configuration, authorization, user.email);
  const sessionId = randomUUID();
  const registered = await app.app.inject({
    method: 'POST',
    url: '/api/v1/sessions',
    headers: { authorization: `Bearer ${tokens.access_token}`, requestid: sessionId },
    payload: { id: sessionId },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return { accessToken: tokens.access_token, idToken: tokens.id_token ?? '', sessionId, authorization };
}

function call(app: TestContext, signedIn: SignedIn, url = '/api/v1/me') {
  return app.app.inject({
    url,
    headers: { authorization: `Bearer ${signedIn.accessToken}`, requestid: signedIn.sessionId },
  });
}

describe('access follows the live sign-in', () => {
  it('signing out refuses the access token on the very next call, though it has not expired', async () => {
    const user = await createUser(context.db, { plan: 'agency', role: ROLES.MEMBER });
    const signedIn = await signIn(context, user);
    expect((await call(context, signedIn)).statusCode).toBe(200);
    expect(Number(claimsOf(signedIn.accessToken).exp) * 1000).toBeGreaterThan(Date.now() + 60_000);

    expect(await signOutThrough(signedIn.authorization.browser, signedIn.idToken)).toBeLessThan(400);
    const after = await call(context, signedIn);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.signedOut);
    // Registering a new session with the old token is refused too.
    const register = await context.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { authorization: `Bearer ${signedIn.accessToken}` },
      payload: { id: randomUUID() },
    });
    expect(register.statusCode).toBe(401);
  });

  it('a disabled user loses access within the cache time', async () => {
    const user = await createUser(context.db, { plan: 'agency', role: ROLES.MEMBER });
    const signedIn = await signIn(context, user);
    expect((await call(context, signedIn)).statusCode).toBe(200);
    await context.db.updateTable('users').set({ isActive: false }).where('id', '=', user.userId).execute();
    await afterCache();
    expect((await call(context, signedIn)).statusCode).toBe(401);
  });

  it('a lowered role takes its permissions away within the cache time; the token cannot keep them', async () => {
    const admin = await createUser(context.db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
    const signedIn = await signIn(context, admin);
    expect(claimsOf(signedIn.accessToken).permissions).toContain(PERMISSIONS.readUsers);
    expect((await call(context, signedIn, '/api/v1/manageusers')).statusCode).toBe(200);
    await context.db.updateTable('users').set({ role: ROLES.MEMBER }).where('id', '=', admin.userId).execute();
    await afterCache();
    expect((await call(context, signedIn, '/api/v1/manageusers')).statusCode).toBe(403);
    expect((await call(context, signedIn)).json().permissions).not.toContain(PERMISSIONS.readUsers);
  });

  it('a built-in token that names no sign-in is refused', async () => {
    const user = await createUser(context.db, { plan: 'agency', role: ROLES.MEMBER });
    const signedIn = await signIn(context, user);
    const [header, , signature] = signedIn.accessToken.split('.');
    const claims = claimsOf(signedIn.accessToken);
    delete claims.sid;
    const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const response = await context.app.inject({
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${tampered}`, requestid: signedIn.sessionId },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('two app nodes sharing the cache through Redis', () => {
  const prefix = `live-access-${randomUUID()}`;
  let nodeA: TestContext;
  let nodeB: TestContext;
  let redis: Redis;

  beforeAll(async () => {
    // Long enough that only the shared cache's invalidation, not its expiry, can explain what the test sees.
    nodeA = await createTestApp({ ACCESS_CACHE_SECONDS: '60', REDIS_URL, REDIS_KEY_PREFIX: prefix });
    // A second node: the same configuration and database, its own process-level state.
    const app = await buildApp(nodeA.config, { db: nodeA.db });
    await app.ready();
    nodeB = { ...nodeA, app, close: () => app.close() };
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    redis?.disconnect();
  });

  it('a sign-out on one node ends access on the other at once', async () => {
    const user = await createUser(nodeA.db, { plan: 'agency', role: ROLES.MEMBER });
    const signedIn = await signIn(nodeA, user);
    expect((await call(nodeB, signedIn)).statusCode).toBe(200);
    expect((await redis.keys(`${prefix}:access:*`)).length).toBeGreaterThan(0);
    expect(await signOutThrough(signedIn.authorization.browser, signedIn.idToken)).toBeLessThan(400);
    expect((await call(nodeB, signedIn)).statusCode).toBe(401);
  });
});
