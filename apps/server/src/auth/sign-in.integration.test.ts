import { randomUUID } from 'node:crypto';
import { ROLES } from '@agencyscout/contracts';
import * as openid from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Authorization,
  claimsOf,
  discoverProvider,
  signInThrough as signInWith,
  startAuthorization as startProviderAuthorization,
} from '../../test/helpers/oidc-sign-in.ts';
import {
  createTestApp,
  createUser,
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
  type TestContext,
  type TestUser,
} from '../../test/helpers/test-app.ts';

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '5' });
  user = await createUser(context.db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
});
afterAll(() => context?.close());

const discover = () => discoverProvider(context);
const startAuthorization = (configuration: openid.Configuration) => startProviderAuthorization(context, configuration);
const signInThrough = (configuration: openid.Configuration, authorization: Authorization) =>
  signInWith(configuration, authorization, user.email);

function registerSession(accessToken: string, id: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/sessions',
    headers: { authorization: `Bearer ${accessToken}`, requestid: id },
    payload: { id },
  });
}

function meWith(accessToken: string, sessionId?: string) {
  return context.app.inject({
    url: '/api/v1/me',
    headers: { authorization: `Bearer ${accessToken}`, ...(sessionId ? { requestid: sessionId } : {}) },
  });
}

describe('built-in OpenID Provider', () => {
  it('publishes a valid discovery document', async () => {
    const response = await context.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'agencyscout.test' },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.issuer).toBe(`${TEST_PUBLIC_URL}/oidc`);
    expect(document.authorization_endpoint).toBe(`${TEST_PUBLIC_URL}/oidc/auth`);
    expect(document.token_endpoint).toBe(`${TEST_PUBLIC_URL}/oidc/token`);
    expect(document.code_challenge_methods_supported).toContain('S256');
    expect(document.end_session_endpoint).toBeTruthy();
    const jwks = await context.app.inject({ url: '/oidc/jwks', headers: { host: 'agencyscout.test' } });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.json().keys[0].d).toBeUndefined();
  });

  it('completes authorization code + PKCE through the login form and the token works on /me', async () => {
    const configuration = await discover();
    const { verifier, state, browser, loginPath } = await startAuthorization(configuration);
    const form = await browser.request('GET', loginPath);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('name="password"');
    const tokens = await signInThrough(configuration, { verifier, state, browser, loginPath });
    expect(tokens.refresh_token).toBeTruthy();
    const claims = claimsOf(tokens.access_token);
    expect(claims.aud).toBe(context.config.oidc.audience);
    expect(claims.sub).toBe(user.userId);
    expect(claims.permissions).toEqual(expect.arrayContaining(['read:anyLeads', 'read:users', 'create:integrations']));
    expect(typeof claims.sid).toBe('string');

    const sessionId = randomUUID();
    expect((await registerSession(tokens.access_token, sessionId)).statusCode).toBe(201);
    const me = await meWith(tokens.access_token, sessionId);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: user.email, role: ROLES.COMPANY_ADMIN, plan: 'agency' });

    // A refreshed token belongs to the same sign-in, so the session keeps working.
    const refreshed = await openid.refreshTokenGrant(configuration, tokens.refresh_token ?? '');
    expect(claimsOf(refreshed.access_token).sid).toBe(claims.sid);
    expect((await meWith(refreshed.access_token, sessionId)).statusCode).toBe(200);
  });

  it('ends a shared seat: the earlier sign-in is refused with or without its RequestId (#9)', async () => {
    const configuration = await discover();
    const first = await signInThrough(configuration, await startAuthorization(configuration));
    const firstSession = randomUUID();
    expect((await registerSession(first.access_token, firstSession)).statusCode).toBe(201);
    expect((await meWith(first.access_token)).statusCode).toBe(401);

    const second = await signInThrough(configuration, await startAuthorization(configuration));
    expect(claimsOf(second.access_token).sid).not.toBe(claimsOf(first.access_token).sid);
    const secondSession = randomUUID();
    expect((await registerSession(second.access_token, secondSession)).statusCode).toBe(201);

    expect((await meWith(first.access_token, firstSession)).statusCode).toBe(409);
    expect((await meWith(first.access_token)).statusCode).toBe(401);
    expect((await meWith(first.access_token, randomUUID())).statusCode).toBe(401);
    expect((await meWith(first.access_token, secondSession)).statusCode).toBe(401);
    expect((await registerSession(first.access_token, randomUUID())).statusCode).toBe(409);
    const refreshed = await openid.refreshTokenGrant(configuration, first.refresh_token ?? '');
    expect((await registerSession(refreshed.access_token, randomUUID())).statusCode).toBe(409);
    expect((await meWith(second.access_token, secondSession)).statusCode).toBe(200);
  });

  it('answers one generic message for a wrong password and an unknown e-mail, then rate-limits', async () => {
    const configuration = await discover();
    const { browser, loginPath } = await startAuthorization(configuration);
    const wrongPassword = await browser.request('POST', `${loginPath}/login`, {
      email: user.email,
      password: 'nope-nope',
    });
    const unknownEmail = await browser.request('POST', `${loginPath}/login`, {
      email: 'nobody@agency.example',
      password: 'nope-nope',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toContain('Wrong e-mail or password');
    expect(unknownEmail.body).toContain('Wrong e-mail or password');
    expect(wrongPassword.body).not.toContain(TEST_PASSWORD);

    let last = wrongPassword;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await browser.request('POST', `${loginPath}/login`, { email: user.email, password: 'still-wrong' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.body).toContain('Too many sign-in attempts');
  });

  it('refuses sign-in when the subscription has ended', async () => {
    const expired = await createUser(context.db, { subscriptionEnd: new Date(Date.now() - 86_400_000) });
    const { browser, loginPath } = await startAuthorization(await discover());
    const response = await browser.request('POST', `${loginPath}/login`, {
      email: expired.email,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('subscription has ended');
  });
});
