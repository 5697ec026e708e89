import { COOKIES } from '@agencyscout/contracts';
import Cookies from 'js-cookie';

/**
 * The leads screens' cookies (prospecting-core §3 'Cookies': leadPage, leadsQuery, leadFilter) and their
 * start-up clearing (§2.1): every start of the app (a sign-in, a new tab, a browser reload) clears them, so a
 * reload shows the default list. Within one start they carry the list's state to the lead detail and back
 * ('Back to Leads' opens the list with dontclearfilter=true, which keeps the stored filter, §2.3).
 */

/** Browsers drop cookies above about 4 KB; larger values are not stored (the state is then simply not kept). */
export const MAX_COOKIE_VALUE_LENGTH = 3800;

const LEAD_COOKIE_NAMES = [COOKIES.leadPage, COOKIES.leadsQuery, COOKIES.leadFilter] as const;
export type LeadCookieName = (typeof LEAD_COOKIE_NAMES)[number];

const COOKIE_OPTIONS = { path: '/', sameSite: 'strict' } as const;

/** Removes leadPage, leadsQuery and leadFilter: the start-up step of §2.1 and Clear Search Terms (§4). */
export function removeLeadCookies(): void {
  for (const name of LEAD_COOKIE_NAMES) Cookies.remove(name, { path: '/' });
}

/**
 * Stores one lead cookie (a session cookie, path '/').
 * @returns false when the encoded value is too large for a cookie; the cookie is then removed.
 */
export function writeLeadCookie(name: LeadCookieName, value: string): boolean {
  if (encodeURIComponent(value).length > MAX_COOKIE_VALUE_LENGTH) {
    Cookies.remove(name, { path: '/' });
    return false;
  }
  Cookies.set(name, value, COOKIE_OPTIONS);
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
