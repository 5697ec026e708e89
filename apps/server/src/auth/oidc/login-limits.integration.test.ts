/**
 * Sign-in limits (docs/decisions.md "Sign-in limits", issue #30 point 4): failed sign-ins are limited per address +
 * account and per account, with a much higher ceiling per address alone, so one colleague mistyping behind an
 * office's shared address does not lock the office out while a spraying address still is; the message says when to
 * try again; with REDIS_URL every node sees the same counts.
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

/** Small limits, so each rule is reached in a few requests: 3 per address + account, 7 per account, 12 per address. */
const LIMITS = {
  LOGIN_RATE_LIMIT_MAX: '50',
  LOGIN_ADDRESS_EMAIL_FAILURE_MAX: '3',
  LOGIN_EMAIL_FAILURE_MAX: '7',
  LOGIN_ADDRESS_FAILURE_MAX: '12',
};
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ACCOUNT_LIMITED = /Too many sign-in attempts for this account\. Try again in \d+ minutes?\./;
const ADDRESS_LIMITED = /Too many failed sign-ins from this network\. Try again in \d+ minutes?\./;

/** The login form of a fresh authorization request as a browser at `address` sees it; submit it as often as wanted. */
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

/** Submits `count` wrong passwords for `email` from `address` and answers the status codes. */
async function fail(context: TestContext, address: string, email: string, count: number) {
  const submit = await loginForm(context, address);
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await submit(email, `wrong-${index}`)).statusCode);
  return statuses;
}

describe('sign-in limits with the default settings', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context?.close());

  it('lets the office sign in while one colleague mistypes e-mail and password 30+ times from its address', async () => {
    const office = '10.9.0.1';
    const colleague = await createUser(context.db);
    const other = await createUser(context.db);
    const spellings = ['', '.', '-', '_', '1', '2', 'x', 'z'].map((typo) => colleague.email.replace('@', `${typo}@`));
    const statuses: number[] = [];
    for (const spelling of spellings) statuses.push(...(await fail(context, office, spelling, 4)));
    expect(statuses).toEqual(new Array(32).fill(401));
    expect((await signIn(context, office, other.email, TEST_PASSWORD)).statusCode).toBe(303);
    expect((await signIn(context, office, colleague.email, TEST_PASSWORD)).statusCode).toBe(303);
  });

  it('stops one account at one address after five failures and names the minutes to wait', async () => {
    const office = '10.9.0.2';
    const user = await createUser(context.db);
    expect(await fail(context, office, user.email, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await signIn(context, office, user.email, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many sign-in attempts for this account. Try again in 15 minutes.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });
});

describe('sign-in limits on one node', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp(LIMITS);
  });
  afterAll(() => context?.close());

  it("limits an account at one address after its own failures, not a colleague's sign-in there", async () => {
    const user = await createUser(context.db);
    const colleague = await createUser(context.db);
    expect(await fail(context, '10.0.1.1', user.email, 3)).toEqual([401, 401, 401]);
    const limited = await signIn(context, '10.0.1.1', user.email, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(ACCOUNT_LIMITED);
    expect((await signIn(context, '10.0.1.1', colleague.email, TEST_PASSWORD)).statusCode).toBe(303);
  });

  it('limits the same account from another address after its own failures there, and everywhere at the account limit', async () => {
    const target = await createUser(context.db);
    expect(await fail(context, '10.0.2.1', target.email, 3)).toEqual([401, 401, 401]);
    expect((await signIn(context, '10.0.2.1', target.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect(await fail(context, '10.0.2.2', target.email, 4)).toEqual([401, 401, 401, 429]);
    expect(await fail(context, '10.0.2.3', target.email.toUpperCase(), 1)).toEqual([401]);
    const everywhere = await signIn(context, '10.0.2.4', target.email, TEST_PASSWORD);
    expect(everywhere.statusCode).toBe(429);
    expect(everywhere.body).toMatch(ACCOUNT_LIMITED);
  });

  it('counts unknown e-mails like accounts, with the same answers', async () => {
    const unknown = `nobody-${randomUUID()}@agency.example`;
    const statuses = await fail(context, '10.0.3.1', unknown, 4);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signIn(context, '10.0.3.1', unknown, 'anything');
    expect(limited.body).toMatch(ACCOUNT_LIMITED);
  });

  it('still stops an address spraying one password over many accounts, not other addresses', async () => {
    const victim = await createUser(context.db);
    const submit = await loginForm(context, '10.0.4.1');
    for (let index = 0; index < 12; index += 1) {
      expect((await submit(`nobody${index}-${randomUUID()}@agency.example`, 'Summer2026!')).statusCode).toBe(401);
    }
    const blocked = await signIn(context, '10.0.4.1', victim.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toMatch(ADDRESS_LIMITED);
    expect((await signIn(context, '10.0.4.2', victim.email, TEST_PASSWORD)).statusCode).toBe(303);
  });

  it("clears the address + account count on a successful sign-in, not the account's", async () => {
    const user = await createUser(context.db);
    expect(await fail(context, '10.0.5.1', user.email, 2)).toEqual([401, 401]);
    expect((await signIn(context, '10.0.5.1', user.email, TEST_PASSWORD)).statusCode).toBe(303);
    expect(await fail(context, '10.0.5.1', user.email, 4)).toEqual([401, 401, 401, 429]);
    // The account has 5 of its 7 failures: two more from anywhere and it is limited everywhere.
    expect(await fail(context, '10.0.5.2', user.email, 2)).toEqual([401, 401]);
    expect((await signIn(context, '10.0.5.3', user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('sign-in limits shared through Redis (REDIS_URL)', () => {
  const prefix = `agencyscout-test-login-limits-${randomUUID()}`;
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

  /** The same e-mail on both nodes (each has its own database), as with one shared database. */
  async function sharedUser() {
    const email = `shared-${randomUUID()}@agency.example`;
    await createUser(nodeA.db, { email });
    await createUser(nodeB.db, { email });
    return email;
  }

  it("counts an account's failures on one node against sign-ins on another", async () => {
    const email = await sharedUser();
    expect(await fail(nodeA, '10.3.0.1', email, 3)).toEqual([401, 401, 401]);
    expect((await signIn(nodeB, '10.3.0.1', email, TEST_PASSWORD)).statusCode).toBe(429);
    expect(await fail(nodeB, '10.3.0.2', email, 3)).toEqual([401, 401, 401]);
    expect(await fail(nodeA, '10.3.0.3', email, 1)).toEqual([401]);
    const limited = await signIn(nodeB, '10.3.0.4', email, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(ACCOUNT_LIMITED);
  });

  it('clears the address + account count on every node after a sign-in on one', async () => {
    const email = await sharedUser();
    expect(await fail(nodeA, '10.3.1.1', email, 2)).toEqual([401, 401]);
    expect((await signIn(nodeB, '10.3.1.1', email, TEST_PASSWORD)).statusCode).toBe(303);
    expect(await fail(nodeA, '10.3.1.1', email, 3)).toEqual([401, 401, 401]);
  });

  it('shares the ceiling per address', async () => {
    const email = await sharedUser();
    for (const node of [nodeA, nodeB]) {
      const submit = await loginForm(node, '10.3.2.1');
      for (let index = 0; index < 6; index += 1) {
        expect((await submit(`nobody${index}-${randomUUID()}@agency.example`, 'Summer2026!')).statusCode).toBe(401);
      }
    }
    const blocked = await signIn(nodeA, '10.3.2.1', email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toMatch(ADDRESS_LIMITED);
  });
});
