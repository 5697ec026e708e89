/**
 * Verifies API access tokens (RS256/ES256 JWTs) with jose: against the built-in provider's own
 * keys, or, with OIDC_ISSUER + OIDC_AUDIENCE, against the external issuer's published JWKS.
 */
import { createLocalJWKSet, createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { AppConfig } from '../config.ts';
import type { SigningKeys } from './oidc/signing-keys.ts';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email?: string;
  org_id?: string;
  permissions?: string[];
  /** The sign-in the token belongs to (built-in provider: its grant; external issuers: their session id). */
  sid?: string;
}

export type TokenVerifier = (token: string) => Promise<AccessTokenClaims>;

const ALGORITHMS = ['RS256', 'PS256', 'ES256'];

/** Reads `jwks_uri` from the issuer's discovery document (once; jose caches the key set). */
async function discoverJwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new Error(`OpenID discovery of ${issuer} has no jwks_uri`);
  return new URL(document.jwks_uri);
}

/**
 * @throws jose errors (expired, bad signature, wrong issuer/audience); callers answer 401.
 */
export function createTokenVerifier(oidc: AppConfig['oidc'], keys: SigningKeys | null): TokenVerifier {
  type KeySet = ReturnType<typeof createRemoteJWKSet> | ReturnType<typeof createLocalJWKSet>;
  let keySet: Promise<KeySet> | undefined;
  if (oidc.mode === 'builtin') {
    if (!keys) throw new Error('The built-in provider needs its signing keys');
    keySet = Promise.resolve(createLocalJWKSet(keys.publicJwks));
  }
  // External issuer: discovered on first use; a failed discovery is retried on the next call.
  const getKeySet = (): Promise<KeySet> => {
    keySet ??= discoverJwksUri(oidc.issuer)
      .then((uri) => createRemoteJWKSet(uri))
      .catch((error: unknown) => {
        keySet = undefined;
        throw error;
      });
    return keySet;
  };
  return async (token) => {
    const { payload } = await jwtVerify(token, await getKeySet(), {
      issuer: oidc.issuer,
      audience: oidc.audience,
      algorithms: ALGORITHMS,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('Token without subject');
    return payload as AccessTokenClaims;
  };
}
