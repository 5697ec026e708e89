/**
 * API keys: one active key per user; issuing a new one revokes the old. Only a SHA-256
 * fingerprint is stored; the key itself is shown once. `X-Api-Key` authenticates as that user.
 */
import type { Db } from '../db/kysely.ts';
import { notFound } from '../lib/errors.ts';
import { randomToken, tokenFingerprint } from '../lib/secrets.ts';
import { insertKey, revokeActiveKeys } from './api-key-repository.ts';
import { findUserByEmail } from './identity-repository.ts';

const KEY_PREFIX = 'as';

/** @returns the new key in clear (the only time it exists in clear). @throws 404 for an unknown e-mail. */
export async function issueApiKeyForEmail(db: Db, email: string): Promise<{ key: string; userId: string }> {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(`No user with e-mail ${email}`);
  const { key } = await issueApiKey(db, user);
  return { key, userId: user.userId };
}

/** Issues a new key for the user (revoking the old one). @returns the key in clear and its visible prefix. */
export async function issueApiKey(
  db: Db,
  user: { userId: string; orgId: string },
): Promise<{ key: string; prefix: string }> {
  const secret = randomToken(32);
  const visiblePrefix = secret.slice(0, 6);
  const key = `${KEY_PREFIX}_${visiblePrefix}_${secret.slice(6)}`;
  const prefix = `${KEY_PREFIX}_${visiblePrefix}`;
  await db.transaction().execute(async (transaction) => {
    await revokeActiveKeys(transaction, user.userId);
    await insertKey(transaction, {
      orgId: user.orgId,
      userId: user.userId,
      keyHash: tokenFingerprint(key),
      keyPrefix: prefix,
    });
  });
  return { key, prefix };
}

/** @returns how many keys were revoked (0 or 1). @throws 404 for an unknown e-mail. */
export async function revokeApiKeyForEmail(db: Db, email: string): Promise<number> {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(`No user with e-mail ${email}`);
  return revokeActiveKeys(db, user.userId);
}
