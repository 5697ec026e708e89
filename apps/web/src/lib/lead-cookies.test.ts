import { COOKIES, SESSION_COOKIE_NAME } from '@agencyscout/contracts';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLeadCookies, LEAD_STATE_SESSION_COOKIE, removeLeadCookies, writeLeadCookie } from './lead-cookies.ts';

afterEach(() => {
  removeLeadCookies();
  Cookies.remove(SESSION_COOKIE_NAME);
});

describe('lead cookies at start-up (prospecting-core §2.1, decision: kept across reloads)', () => {
  it('keeps the cookies written in the current session (a reload)', () => {
    Cookies.set(SESSION_COOKIE_NAME, 'session-1');
    writeLeadCookie(COOKIES.leadPage, '3');
    expect(Cookies.get(LEAD_STATE_SESSION_COOKIE)).toBe('session-1');
    clearLeadCookies();
    expect(Cookies.get(COOKIES.leadPage)).toBe('3');
  });

  it('clears them after a new sign-in (another session id)', () => {
    Cookies.set(SESSION_COOKIE_NAME, 'session-1');
    writeLeadCookie(COOKIES.leadsQuery, '{}');
    Cookies.set(SESSION_COOKIE_NAME, 'session-2');
    clearLeadCookies();
    expect(Cookies.get(COOKIES.leadsQuery)).toBeUndefined();
  });

  it('does not store a value too large for a cookie', () => {
    expect(writeLeadCookie(COOKIES.leadsQuery, 'x'.repeat(5000))).toBe(false);
    expect(Cookies.get(COOKIES.leadsQuery)).toBeUndefined();
  });
});
