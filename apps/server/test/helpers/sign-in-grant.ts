/**
 * The built-in provider's record of a sign-in (an oidc_payloads 'Grant' row, id = the access token's `sid`), for
 * tokens minted outside the sign-in flow (tests, benchmarks): API access needs the sign-in alive
 * (auth/access-state.ts), and deleting the row is what signing out does.
 */
import type { Db } from '../../src/db/kysely.ts';

/** Records a live sign-in for `signInId` of `userId` (again: nothing changes); it lasts a day. */
export async function saveSignInGrant(db: Db, signInId: string, userId: string, clientId = 'agencyscout-web') {
  await db
    .insertInto('oidcPayloads')
    .values({
      kind: 'Grant',
      id: signInId,
      payload: JSON.stringify({ kind: 'Grant', jti: signInId, accountId: userId, clientId }),
      grantId: null,
      userCode: null,
      uid: null,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .onConflict((conflict) => conflict.columns(['kind', 'id']).doNothing())
    .execute();
}
