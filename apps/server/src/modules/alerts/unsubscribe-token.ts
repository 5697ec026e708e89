/**
 * The signed one-click unsubscribe link of an alert e-mail (RFC 8058; issues #11, #14): an HS256 JWT (jose) naming
 * the send record, keyed from APP_SECRET for this purpose only. The `alert` claim names the kind of alert: absent
 * for a saved-search alert (`saved_search_alert_sends`), 'client' for the 'new leads at your clients' alert
 * (`client_alert_sends`), 'report' for an activity report (`activity_report_sends`, issue #19), so one link and one
 * page serve them all.
 */
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'alert-unsubscribe';

/** 'search': a saved-search alert send; 'client': a client alert send; 'report': an activity report send. */
export type AlertKind = 'search' | 'client' | 'report';

function keyOf(appSecret: string): Uint8Array {
  return createHash('sha256').update(`agencyscout:alert-unsubscribe:${appSecret}`).digest();
}

/** The token of one alert send (its send record id, in the table of `kind`). */
export async function signUnsubscribeToken(appSecret: string, sendId: number, kind: AlertKind = 'search') {
  return new SignJWT(kind === 'search' ? {} : { alert: kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(sendId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(keyOf(appSecret));
}

/** The send of a valid token, or null for a tampered, foreign or malformed one. */
export async function verifyUnsubscribeToken(
  appSecret: string,
  token: string,
): Promise<{ kind: AlertKind; sendId: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(appSecret), { audience: AUDIENCE, algorithms: ['HS256'] });
    const sendId = Number(payload.sub);
    if (!Number.isSafeInteger(sendId) || sendId <= 0) return null;
    if (payload.alert === undefined) return { kind: 'search', sendId };
    if (payload.alert !== 'client' && payload.alert !== 'report') return null;
    return { kind: payload.alert, sendId };
  } catch {
    return null;
  }
}
