/**
 * The signed one-click unsubscribe link of an alert e-mail (RFC 8058; issue #11): an HS256 JWT (jose) naming the
 * send record, keyed from APP_SECRET for this purpose only.
 */
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'alert-unsubscribe';

function keyOf(appSecret: string): Uint8Array {
  return createHash('sha256').update(`agencyscout:alert-unsubscribe:${appSecret}`).digest();
}

/** The token of one alert send (the `saved_search_alert_sends` id). */
export async function signUnsubscribeToken(appSecret: string, sendId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(sendId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(keyOf(appSecret));
}

/** The send id of a valid token, or null for a tampered, foreign or malformed one. */
export async function verifyUnsubscribeToken(appSecret: string, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(appSecret), { audience: AUDIENCE, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
