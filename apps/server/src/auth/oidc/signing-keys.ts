/**
 * The built-in provider's token signing key (RS256), created once and kept encrypted in
 * `oidc_signing_keys` so every app node signs and verifies with the same key.
 */
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/kysely.ts';
import { randomToken, type SecretBox } from '../../lib/secrets.ts';

export interface SigningKeys {
  privateJwks: JWK[];
  publicJwks: { keys: JWK[] };
}

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

function publicPart(jwk: JWK): JWK {
  return Object.fromEntries(PUBLIC_MEMBERS.filter((key) => jwk[key] !== undefined).map((key) => [key, jwk[key]]));
}

export async function loadOrCreateSigningKeys(db: Db, box: SecretBox): Promise<SigningKeys> {
  let rows = await db.selectFrom('oidcSigningKeys').selectAll().orderBy('createdAt', 'desc').execute();
  if (rows.length === 0) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomToken(12), alg: 'RS256', use: 'sig' };
    await db
      .insertInto('oidcSigningKeys')
      .values({ kid: jwk.kid, privateJwkEncrypted: box.encrypt(JSON.stringify(jwk)) })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    rows = await db.selectFrom('oidcSigningKeys').selectAll().orderBy('createdAt', 'desc').execute();
  }
  const privateJwks = rows.map((row) => JSON.parse(box.decrypt(row.privateJwkEncrypted)) as JWK);
  return { privateJwks, publicJwks: { keys: privateJwks.map(publicPart) } };
}
