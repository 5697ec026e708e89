/**
 * The data and the signed-in users of the scale check: an organisation with users, synthetic leads, a burst of
 * saved searches whose daily alert is due, access tokens signed with the key the app nodes share (in the
 * database) and a product session per user.
 */
import { randomUUID } from 'node:crypto';
import { permissionsFor, ROLES } from '@agencyscout/contracts';
import { importJWK, SignJWT } from 'jose';
import { loadOrCreateSigningKeys } from '../../apps/server/src/auth/oidc/signing-keys.ts';
import type { Db } from '../../apps/server/src/db/kysely.ts';
import { createSecretBox } from '../../apps/server/src/lib/secrets.ts';
import { seedDemoData } from '../../apps/server/src/seed/demo-data.ts';
import { saveSignInGrant } from '../../apps/server/test/helpers/sign-in-grant.ts';

export interface ScaleUser {
  userId: string;
  orgId: string;
  email: string;
}

/** Leads, one agency-plan organisation with `users` users, and `alerts` due daily alerts spread over them. */
export async function seedWorld(
  db: Db,
  options: { users: number; alerts: number; leads: number },
): Promise<ScaleUser[]> {
  await seedDemoData(db, { leads: options.leads, seed: 7 });
  const org = await db
    .insertInto('organizations')
    .values({
      name: 'Scale Check Staffing',
      plan: 'agency',
      subscriptionStart: new Date(Date.now() - 86_400_000),
      subscriptionEnd: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const users: ScaleUser[] = [];
  for (let index = 0; index < options.users; index += 1) {
    const email = `recruiter${index}@scale.example`;
    const row = await db
      .insertInto('users')
      .values({ orgId: org.id, email, name: `Recruiter ${index}`, role: ROLES.MEMBER, passwordHash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    users.push({ userId: row.id, orgId: org.id, email });
  }
  const searches = Array.from({ length: options.alerts }, (_, index) => {
    const owner = users[index % users.length] as ScaleUser;
    return {
      orgId: owner.orgId,
      userId: owner.userId,
      name: `Alert ${index}`,
      query: JSON.stringify({}),
      sendEmail: true,
      sendEmailFrequency: 'daily' as const,
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    };
  });
  await db.insertInto('savedSearches').values(searches).execute();
  return users;
}

/** A signed-in user as the web app is: an access token of the built-in provider and a registered session. */
export interface SignedIn extends ScaleUser {
  token: string;
  sessionId: string;
}

/** Signs a token with the provider's key, as the provider does at sign-in (the key the app nodes created). */
export async function signIn(
  db: Db,
  appSecret: string,
  publicUrl: string,
  user: ScaleUser,
): Promise<Omit<SignedIn, 'sessionId'>> {
  const keys = await loadOrCreateSigningKeys(db, createSecretBox({ appSecret }));
  const jwk = keys.privateJwks[0];
  if (!jwk) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  const signInId = randomUUID();
  const token = await new SignJWT({
    permissions: permissionsFor('agency', ROLES.MEMBER),
    org_id: user.orgId,
    email: user.email,
    sid: signInId,
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setSubject(user.userId)
    .setIssuer(`${publicUrl}/oidc`)
    .setAudience(`${publicUrl}/api`)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime('1h')
    .sign(key);
  await saveSignInGrant(db, signInId, user.userId);
  return { ...user, token };
}
