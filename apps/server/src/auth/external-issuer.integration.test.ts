/**
 * OIDC_ISSUER + OIDC_AUDIENCE: the API trusts a second, external issuer (a local stand-in that
 * publishes discovery and JWKS the way Auth0/Keycloak/Entra do) and the built-in provider is off.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helpers/test-app.ts';

const AUDIENCE = 'https://api.agencyscout.example';
let issuerServer: Server;
let issuer: string;
let context: TestContext;
let user: TestUser;
let sign: (claims: Record<string, unknown>, subject: string, overrides?: { issuer?: string }) => Promise<string>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'external-1', alg: 'RS256', use: 'sig' };
  issuerServer = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      response.end(
        JSON.stringify({ issuer, jwks_uri: `${issuer}/keys`, authorization_endpoint: `${issuer}/authorize` }),
      );
    } else if (request.url === '/keys') {
      response.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  sign = (claims, subject, overrides = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'external-1' })
      .setSubject(subject)
      .setIssuer(overrides.issuer ?? issuer)
      .setAudience(AUDIENCE)
      .setExpirationTime('10m')
      .sign(privateKey);
  context = await createTestApp({ OIDC_ISSUER: issuer, OIDC_AUDIENCE: AUDIENCE });
  user = await createUser(context.db, { plan: 'agency' });
});

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => issuerServer?.close(resolve));
});

/** /me as the web app calls it: after registering a session (RequestId) with the same token. */
async function me(token: string) {
  const headers = { authorization: `Bearer ${token}`, requestid: randomUUID() };
  await context.app.inject({ method: 'POST', url: '/api/v1/sessions', headers, payload: { id: headers.requestid } });
  return context.app.inject({ url: '/api/v1/me', headers });
}

describe('external OpenID issuer', () => {
  it('accepts its tokens, linking the subject to the user by e-mail once', async () => {
    const first = await me(await sign({ email: user.email, permissions: ['read:me', 'is:openWeb'] }, 'auth0|abc123'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ userId: user.userId, permissions: ['read:me', 'is:openWeb'] });
    const linked = await context.db
      .selectFrom('users')
      .select('externalSubject')
      .where('id', '=', user.userId)
      .executeTakeFirst();
    expect(linked?.externalSubject).toBe('auth0|abc123');

    const withoutEmail = await me(await sign({}, 'auth0|abc123'));
    expect(withoutEmail.statusCode).toBe(200);
    expect(withoutEmail.json().permissions).toContain('read:anyLeads');
  });

  it('refuses unknown subjects and tokens of any other issuer', async () => {
    expect((await me(await sign({ email: 'stranger@elsewhere.example' }, 'auth0|zzz'))).statusCode).toBe(401);
    expect(
      (await me(await sign({ email: user.email }, 'auth0|abc123', { issuer: 'https://evil.example' }))).statusCode,
    ).toBe(401);
  });

  it('does not mount the built-in provider', async () => {
    const response = await context.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(404);
    const config = await context.app.inject({ url: '/api/config' });
    expect(config.json()).toMatchObject({ oidcAuthority: issuer, oidcAudience: AUDIENCE });
  });
});
