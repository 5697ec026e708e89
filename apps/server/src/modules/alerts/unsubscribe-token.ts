/**
 * The signed one-click unsubscribe link of an alert e-mail (RFC 8058; issues #11, #14): an HS256 JWT (jose) naming
 * the send record, keyed from APP_SECRET for this purpose only (and verified with APP_SECRET_PREVIOUS's keys too
 * while the secret is rotated, issue #30). The `alert` claim names the kind of alert: absent for a saved-search
 * alert (`saved_search_alert_sends`), 'client' for the 'new leads at your clients' alert (`client_alert_sends`),
 * 'report' for an activity report (`activity_report_sends`, issue #19), so one link and one page serve them all.
 */
import { createHash } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { type AppSecrets, secretsInOrder } from '../../lib/secrets.ts';

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

/** The send of a valid token (signed with any of `secrets`), or null for a tampered, foreign or malformed one. */
export async function verifyUnsubscribeToken(
  secrets: AppSecrets,
  token: string,
): Promise<{ kind: AlertKind; sendId: number } | null> {
  for (const secret of secretsInOrder(secrets)) {
    const send = await verifyWith(secret, token);
    if (send !== undefined) return send;
  }
  return null;
}

/** The send of a token `appSecret` signed (null when its claims are not ours); undefined when it did not sign it. */
async function verifyWith(
  appSecret: string,
  token: string,
): Promise<{ kind: AlertKind; sendId: number } | null | undefined> {
  let payload: JWTPayload;
  try {
    payload = (await jwtVerify(token, keyOf(appSecret), { audience: AUDIENCE, algorithms: ['HS256'] })).payload;
  } catch {
    return undefined;
  }
  const sendId = Number(payload.sub);
  if (!Number.isSafeInteger(sendId) || sendId <= 0) return null;
  if (payload.alert === undefined) return { kind: 'search', sendId };
  if (payload.alert !== 'client' && payload.alert !== 'report') return null;
  return { kind: payload.alert, sendId };
}
