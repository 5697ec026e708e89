/**
 * Password spraying and distributed guessing (issue #9 defect 4, docs/decisions.md "Sign-in limits"): failed
 * sign-ins are limited per client address across e-mails and per e-mail across addresses, on top of the
 * per address + e-mail limit, and with REDIS_URL the counts are shared by every node.
 */
import { randomUUID } from 'node:crypto';
import * as openid from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InjectBrowser, injectFetch } from '../../../test/helpers/inject-fetch.ts';
import {
  createTestApp,
  createUser,
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
  type TestContext,
} from '../../../test/helpers/test-app.ts';
import { SPA_SCOPE } from './provider.ts';

const LIMITS = { LOGIN_RATE_LIMIT_MAX: '50', LOGIN_ADDRESS_FAILURE_MAX: '4', LOGIN_EMAIL_FAILURE_MAX: '3' };
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A login form of a fresh authorization request, as a browser at `address` sees it. */
async function loginForm(context: TestContext, address: string) {
  const configuration = await openid.discovery(
    new URL(context.config.oidc.issuer),
    context.config.oidc.clientId,
    undefined,
    openid.None(),
    { execute: [openid.allowInsecureRequests], [openid.customFetch]: injectFetch(context.app) },
  );
  const url = openid.buildAuthorizationUrl(configuration, {
    redirect_uri: `${TEST_PUBLIC_URL}/login`,
    scope: SPA_SCOPE,
    code_challenge: await openid.calculatePKCECodeChallenge(openid.randomPKCECodeVerifier()),
    code_challenge_method: 'S256',
    resource: context.config.oidc.audience,
  });
  const browser = new InjectBrowser(context.app, new URL(TEST_PUBLIC_URL).host);
  browser.remoteAddress = address;
  const toLogin = await browser.request('GET', url.toString());
  const loginPath = String(toLogin.headers.location);
  return (email: string, password: string) => browser.request('POST', `${loginPath}/login`, { email, password });
}

async function signIn(context: TestContext, address: string, email: string, password: string) {
  return (await loginForm(context, address))(email, password);
}

describe('sign-in limits on one node', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp(LIMITS);
  });
  afterAll(() => context?.close());

  it('stops an address spraying one password over many e-mails, not other addresses', async () => {
    const victim = await createUser(context.db);
    for (let index = 0; index < 4; index += 1) {
      const response = await signIn(context, '10.0.0.1', `nobody${index}@agency.example`, 'Summer2026!');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signIn(context, '10.0.0.1', victim.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many sign-in attempts');
    expect((await signIn(context, '10.0.0.2', victim.email, TEST_PASSWORD)).statusCode).toBe(303);
  });

  it('stops guessing one e-mail from many addresses, and a success clears its count', async () => {
    const target = await createUser(context.db);
    expect((await signIn(context, '10.1.0.1', target.email, 'wrong-1')).statusCode).toBe(401);
    expect((await signIn(context, '10.1.0.2', target.email, 'wrong-2')).statusCode).toBe(401);
    expect((await signIn(context, '10.1.0.3', target.email, TEST_PASSWORD)).statusCode).toBe(303);
    for (let index = 0; index < 3; index += 1) {
      expect((await signIn(context, `10.2.0.${index}`, target.email, `wrong-${index}`)).statusCode).toBe(401);
    }
    const blocked = await signIn(context, '10.2.0.9', target.email.toUpperCase(), TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
  });
});

describe('sign-in limits shared through Redis (REDIS_URL)', () => {
  const prefix = `agencyscout-test-issue9security-${randomUUID()}`;
  let nodeA: TestContext;
  let nodeB: TestContext;
  beforeAll(async () => {
    nodeA = await createTestApp({ ...LIMITS, REDIS_URL, REDIS_KEY_PREFIX: prefix });
    nodeB = await createTestApp({ ...LIMITS, REDIS_URL, REDIS_KEY_PREFIX: prefix });
  });
  afterAll(async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await nodeA?.close();
    await nodeB?.close();
  });

  it('counts failures on one node against sign-ins on another', async () => {
    // Each node has its own database; the same e-mail exists on both, as with one shared database.
    const email = `shared-${randomUUID()}@agency.example`;
    await createUser(nodeA.db, { email });
    await createUser(nodeB.db, { email });
    for (let index = 0; index < 2; index += 1) {
      expect((await signIn(nodeA, `10.3.0.${index}`, email, 'wrong')).statusCode).toBe(401);
    }
    expect((await signIn(nodeB, '10.3.0.7', email, 'wrong')).statusCode).toBe(401);
    expect((await signIn(nodeB, '10.3.0.8', email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(nodeA, '10.3.0.9', email, TEST_PASSWORD)).statusCode).toBe(429);
  });
});
