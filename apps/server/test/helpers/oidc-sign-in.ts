/**
 * A real sign-in through the built-in OpenID provider, as the web app does it: authorization code with PKCE through
 * the login form, the code exchanged for tokens, a product session registered; and the RP-initiated sign-out.
 */
import * as openid from 'openid-client';
import { expect } from 'vitest';
import { SPA_SCOPE } from '../../src/auth/oidc/provider.ts';
import { InjectBrowser, injectFetch } from './inject-fetch.ts';
import { TEST_PASSWORD, TEST_PUBLIC_URL, type TestContext } from './test-app.ts';

/** The provider's discovery, with requests going to the app in process. */
export async function discoverProvider(context: TestContext): Promise<openid.Configuration> {
  return openid.discovery(new URL(context.config.oidc.issuer), context.config.oidc.clientId, undefined, openid.None(), {
    execute: [openid.allowInsecureRequests],
    [openid.customFetch]: injectFetch(context.app),
  });
}

/** Opens the authorization URL in a browser of its own: @returns the login form's path and the PKCE values. */
export async function startAuthorization(context: TestContext, configuration: openid.Configuration) {
  const verifier = openid.randomPKCECodeVerifier();
  const state = openid.randomState();
  const url = openid.buildAuthorizationUrl(configuration, {
    redirect_uri: `${TEST_PUBLIC_URL}/login`,
    scope: SPA_SCOPE,
    code_challenge: await openid.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    resource: context.config.oidc.audience,
  });
  const browser = new InjectBrowser(context.app, new URL(TEST_PUBLIC_URL).host);
  const toLogin = await browser.request('GET', url.toString());
  expect(toLogin.statusCode).toBe(303);
  const loginPath = String(toLogin.headers.location);
  expect(loginPath).toMatch(/^\/interaction\//);
  return { verifier, state, browser, loginPath };
}

export type Authorization = Awaited<ReturnType<typeof startAuthorization>>;

/** Submits the login form and exchanges the code, as the web app does after the redirect. */
export async function signInThrough(
  configuration: openid.Configuration,
  { verifier, state, browser, loginPath }: Authorization,
  email: string,
) {
  const submitted = await browser.request('POST', `${loginPath}/login`, { email, password: TEST_PASSWORD });
  expect(submitted.statusCode).toBe(303);
  const resumed = await browser.request('GET', String(submitted.headers.location));
  expect(resumed.statusCode, resumed.body).toBe(303);
  const callback = new URL(String(resumed.headers.location));
  expect(`${callback.origin}${callback.pathname}`).toBe(`${TEST_PUBLIC_URL}/login`);
  return openid.authorizationCodeGrant(configuration, callback, { pkceCodeVerifier: verifier, expectedState: state });
}

/** The claims of a JWT, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

/**
 * Signs out as the web app does (RP-initiated logout with the ID token), confirming the provider's sign-out form.
 * @returns the confirmation's status.
 */
export async function signOutThrough(browser: InjectBrowser, idToken: string): Promise<number> {
  const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${TEST_PUBLIC_URL}/login` });
  const page = await browser.request('GET', `/oidc/session/end?${query}`);
  expect(page.statusCode, page.body).toBe(200);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!xsrf) throw new Error(`no sign-out form in: ${page.body.slice(0, 300)}`);
  const confirmed = await browser.request('POST', '/oidc/session/end/confirm', { xsrf, logout: 'yes' });
  return confirmed.statusCode;
}
