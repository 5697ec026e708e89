import { COOKIES } from '@agencyscout/contracts';
import Cookies from 'js-cookie';
import { getSessionId } from './session.ts';

/**
 * The leads screens' cookies (prospecting-core §3 'Cookies': leadPage, leadsQuery, leadFilter) and their
 * start-up clearing (§2.1).
 *
 * Decision (the spec is silent on reloads): §2.1 clears the three cookies "on start", but a browser reload
 * is also a start of the SPA and must find the same page and filters again. So the cookies are cleared only
 * on a fresh sign-in: every write also records the session id (the `session` cookie, renewed by each sign-in)
 * in the marker cookie `leadStateSession`; at start-up the cookies are kept when the marker matches the
 * current session id and cleared otherwise (new sign-in, other user, no session).
 */

/** Web-only marker cookie: the session id the lead cookies were written in (not a spec cookie, so not in contracts). */
export const LEAD_STATE_SESSION_COOKIE = 'leadStateSession';

/** Browsers drop cookies above about 4 KB; larger values are not stored (the state is then simply not kept). */
export const MAX_COOKIE_VALUE_LENGTH = 3800;

const LEAD_COOKIE_NAMES = [COOKIES.leadPage, COOKIES.leadsQuery, COOKIES.leadFilter] as const;
export type LeadCookieName = (typeof LEAD_COOKIE_NAMES)[number];

const COOKIE_OPTIONS = { path: '/', sameSite: 'strict' } as const;

/** Removes leadPage, leadsQuery, leadFilter and the session marker (Clear Search Terms, §4). */
export function removeLeadCookies(): void {
  for (const name of [...LEAD_COOKIE_NAMES, LEAD_STATE_SESSION_COOKIE]) Cookies.remove(name, { path: '/' });
}

/** Start-up step of §2.1: forgets the lead page, query and filter unless they belong to the current session. */
export function clearLeadCookies(): void {
  const sessionId = getSessionId();
  if (sessionId && Cookies.get(LEAD_STATE_SESSION_COOKIE) === sessionId) return;
  removeLeadCookies();
}

/**
 * Stores one lead cookie (a session cookie, path '/') and marks it as belonging to the current session.
 * @returns false when the encoded value is too large for a cookie; the cookie is then removed.
 */
export function writeLeadCookie(name: LeadCookieName, value: string): boolean {
  if (encodeURIComponent(value).length > MAX_COOKIE_VALUE_LENGTH) {
    Cookies.remove(name, { path: '/' });
    return false;
  }
  Cookies.set(name, value, COOKIE_OPTIONS);
  const sessionId = getSessionId();
  if (sessionId) Cookies.set(LEAD_STATE_SESSION_COOKIE, sessionId, COOKIE_OPTIONS);
  return true;
}

export function removeLeadCookie(name: LeadCookieName): void {
  Cookies.remove(name, { path: '/' });
}

/** The parsed JSON of a lead cookie, or undefined when it is missing or not JSON. */
export function readLeadCookieJson(name: LeadCookieName): unknown {
  const raw = Cookies.get(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
