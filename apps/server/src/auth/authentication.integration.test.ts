import { randomUUID } from 'node:crypto';
import { MESSAGES, ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
  type TestUser,
} from '../../test/helpers/test-app.ts';
import { issueApiKeyForEmail, revokeApiKeyForEmail } from './api-key-service.ts';

let context: TestContext;
let admin: TestUser;

beforeAll(async () => {
  context = await createTestApp();
  admin = await createUser(context.db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
});
afterAll(() => context?.close());

const me = (headers: Record<string, string>) => context.app.inject({ url: '/api/v1/me', headers });

describe('access tokens on the API', () => {
  it('answers 401 without a token', async () => {
    const response = await me({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Sign-in required' });
  });

  it('answers 401 for a forged token (signed with another key)', async () => {
    const { SignJWT, generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ permissions: ['read:anyLeads'] })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject(admin.userId)
      .setIssuer(context.config.oidc.issuer)
      .setAudience(context.config.oidc.audience)
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await me(bearer(forged))).statusCode).toBe(401);
  });

  it('answers 401 for an expired token, a wrong audience and a wrong issuer', async () => {
    const expired = await mintAccessToken(context, admin, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const wrongAudience = await mintAccessToken(context, admin, { audience: 'https://other.example/api' });
    const wrongIssuer = await mintAccessToken(context, admin, { issuer: 'https://evil.example/oidc' });
    for (const token of [expired, wrongAudience, wrongIssuer, 'not-a-jwt']) {
      expect((await me(bearer(token))).statusCode).toBe(401);
    }
  });

  it('answers /me with the spec fields for a valid token', async () => {
    const response = await me(bearer(await mintAccessToken(context, admin)));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      userId: admin.userId,
      organizationId: admin.orgId,
      email: admin.email,
      role: ROLES.COMPANY_ADMIN,
      plan: 'agency',
      shareClientList: false,
      isNewIntegrations: false,
      emailSettings: { userReport: true, weeklyReport: true, clientAlert: true },
      integrations: { bullhorn: false, hubspot: false, constantContact: false, loxo: false, drip: false },
      organization: { id: admin.orgId, plan: 'agency', subscriptionActive: true, logoUrl: null },
    });
    expect(body.permissions).toContain('read:users');
    expect(Date.parse(body.createdDate)).not.toBeNaN();
  });
});

describe('product sessions (RequestId)', () => {
  it('registers a session, and a newer one supersedes it with 409', async () => {
    const user = await createUser(context.db);
    const token = await mintAccessToken(context, user, { session: false });
    const first = randomUUID();
    const second = randomUUID();
    const register = (id: string) =>
      context.app.inject({ method: 'POST', url: '/api/v1/sessions', headers: bearer(token, id), payload: { id } });

    const registered = await register(first);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ id: first, endedOtherSessions: 0 });
    const expiresIn = Date.parse(registered.json().expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(864_000_000 - 60_000);
    expect((await register(first)).statusCode).toBe(201);
    expect((await me(bearer(token, first))).statusCode).toBe(200);

    expect((await register(second)).json()).toMatchObject({ endedOtherSessions: 1 });
    const superseded = await me(bearer(token, first));
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json()).toEqual({
      statusCode: 409,
      code: 'SESSION_SUPERSEDED',
      message: 'Signed in on another device',
    });
    expect((await me(bearer(token, second))).statusCode).toBe(200);
    expect((await register(first)).statusCode).toBe(409);
  });

  it('needs a registered session of the same sign-in on every token call, but not to register one', async () => {
    const user = await createUser(context.db);
    const token = await mintAccessToken(context, user, { session: false });
    const required = { statusCode: 401, code: 'UNAUTHORIZED', message: MESSAGES.sessionRequired };
    expect((await me(bearer(token))).json()).toEqual(required);
    expect((await me(bearer(token, randomUUID()))).json()).toEqual(required);
    expect((await me({ ...bearer(token), requestid: 'not-a-uuid' })).statusCode).toBe(401);
    const id = randomUUID();
    const registered = await context.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: bearer(token, id),
      payload: { id },
    });
    expect(registered.statusCode).toBe(201);
    expect((await me(bearer(token, id))).statusCode).toBe(200);
    // Another sign-in of the same user (a token with another sid) may not use that session.
    const otherSignIn = await mintAccessToken(context, user, { session: false });
    expect((await me(bearer(otherSignIn, id))).json()).toEqual(required);
  });

  it('stops a superseded sign-in whatever RequestId it sends, and it cannot register again', async () => {
    const user = await createUser(context.db);
    const sharer = await mintAccessToken(context, user);
    const sharerSession = bearer(sharer).requestid ?? '';
    expect((await me(bearer(sharer))).statusCode).toBe(200);
    // The seat's owner signs in elsewhere: the sharer's session ends.
    const owner = await mintAccessToken(context, user, { session: false });
    const ownerSession = randomUUID();
    const registered = await context.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: bearer(owner, ownerSession),
      payload: { id: ownerSession },
    });
    expect(registered.json()).toMatchObject({ endedOtherSessions: 1 });
    expect((await me(bearer(sharer, sharerSession))).statusCode).toBe(409);
    expect((await me(bearer(sharer, null))).statusCode).toBe(401);
    expect((await me(bearer(sharer, randomUUID()))).statusCode).toBe(401);
    expect((await me(bearer(sharer, ownerSession))).statusCode).toBe(401);
    const fresh = randomUUID();
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: bearer(sharer, fresh),
      payload: { id: fresh },
    });
    expect(again.statusCode).toBe(409);
    expect((await me(bearer(owner, ownerSession))).statusCode).toBe(200);
  });

  it('lets another tab of the same sign-in take over without locking that sign-in out', async () => {
    const user = await createUser(context.db);
    const signInId = randomUUID();
    const tab1 = await mintAccessToken(context, user, { signInId });
    const tab2 = await mintAccessToken(context, user, { signInId, session: false });
    const id = randomUUID();
    const register = (token: string, sessionId: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        headers: bearer(token, sessionId),
        payload: { id: sessionId },
      });
    expect((await register(tab2, id)).statusCode).toBe(201);
    // The first tab reads the shared cookie: the new id works with its token too.
    expect((await me(bearer(tab1, id))).statusCode).toBe(200);
    expect((await register(tab1, randomUUID())).statusCode).toBe(201);
  });

  it('keeps API keys free of sessions', async () => {
    const user = await createUser(context.db);
    const { key } = await issueApiKeyForEmail(context.db, user.email);
    expect((await me({ 'x-api-key': key })).statusCode).toBe(200);
  });

  it("refuses another user's session id and a malformed one", async () => {
    const owner = await createUser(context.db);
    const intruder = await createUser(context.db);
    const id = randomUUID();
    const post = async (user: TestUser, payload: unknown) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        headers: bearer(await mintAccessToken(context, user)),
        payload: payload as object,
      });
    expect((await post(owner, { id })).statusCode).toBe(201);
    expect((await post(intruder, { id })).statusCode).toBe(400);
    expect((await post(owner, { id: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await post(owner, {})).statusCode).toBe(400);
  });
});

describe('subscriptions', () => {
  it('answers 402 on data endpoints once the subscription has ended, while /me still answers', async () => {
    const lapsed = await createUser(context.db, { subscriptionEnd: new Date(Date.now() - 1000) });
    const token = await mintAccessToken(context, lapsed);
    const userData = await context.app.inject({
      url: `/api/v1/userdata?userId=${lapsed.userId}`,
      headers: bearer(token),
    });
    expect(userData.statusCode).toBe(402);
    expect(userData.json().code).toBe('SUBSCRIPTION_EXPIRED');
    const profile = await me(bearer(token));
    expect(profile.statusCode).toBe(200);
    expect(profile.json().organization.subscriptionActive).toBe(false);
  });
});

describe('API keys', () => {
  it('authenticates X-Api-Key as the user, and a revoked or replaced key no longer works', async () => {
    const user = await createUser(context.db, { plan: 'openweb' });
    const { key } = await issueApiKeyForEmail(context.db, user.email);
    expect(key).toMatch(/^as_/);
    const stored = await context.db.selectFrom('apiKeys').select('keyHash').where('userId', '=', user.userId).execute();
    expect(stored.map((row) => row.keyHash)).not.toContain(key);

    const ok = await me({ 'x-api-key': key });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: user.email, plan: 'openweb' });
    expect(ok.json().permissions).toContain('is:openWeb');

    const { key: replacement } = await issueApiKeyForEmail(context.db, user.email);
    expect((await me({ 'x-api-key': key })).statusCode).toBe(401);
    expect((await me({ 'x-api-key': replacement })).statusCode).toBe(200);

    expect(await revokeApiKeyForEmail(context.db, user.email)).toBe(1);
    expect((await me({ 'x-api-key': replacement })).statusCode).toBe(401);
    expect((await me({ 'x-api-key': 'as_made_up' })).statusCode).toBe(401);
  });

  it('refuses session registration through an API key', async () => {
    const user = await createUser(context.db);
    const { key } = await issueApiKeyForEmail(context.db, user.email);
    const id = randomUUID();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { 'x-api-key': key },
      payload: { id },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('user data', () => {
  it("answers the caller's own export usage and refuses anyone else's", async () => {
    const user = await createUser(context.db);
    const teammate = await createUser(context.db, { orgId: user.orgId });
    await context.db
      .insertInto('exportDownloads')
      .values({ orgId: user.orgId, userId: user.userId, rowCount: 40 })
      .execute();
    await context.db
      .insertInto('exportDownloads')
      .values({
        orgId: user.orgId,
        userId: user.userId,
        rowCount: 999,
        createdAt: new Date(Date.now() - 400 * 86_400_000),
      })
      .execute();
    const headers = bearer(await mintAccessToken(context, user));
    const own = await context.app.inject({ url: `/api/v1/userdata?userId=${user.userId}`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().downloads).toMatchObject({ downloaded: 40, limit: 1000 });
    expect(Date.parse(own.json().downloads.resetDate)).toBeGreaterThan(Date.now());

    const other = await context.app.inject({ url: `/api/v1/userdata?userId=${teammate.userId}`, headers });
    expect(other.statusCode).toBe(403);
    const malformed = await context.app.inject({ url: '/api/v1/userdata?userId=42', headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
  });
});
