import { COOKIES } from '@agencyscout/contracts';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { removeLeadCookies, writeLeadCookie } from './lead-cookies.ts';

afterEach(() => removeLeadCookies());

describe('lead cookies (prospecting-core §2.1, §3 Cookies)', () => {
  it('removes the lead page, query and filter, whatever session wrote them', () => {
    writeLeadCookie(COOKIES.leadPage, '3');
    writeLeadCookie(COOKIES.leadsQuery, '{"keyWords":"nurse"}');
    writeLeadCookie(COOKIES.leadFilter, '{"viewed":true}');
    removeLeadCookies();
    expect(Cookies.get(COOKIES.leadPage)).toBeUndefined();
    expect(Cookies.get(COOKIES.leadsQuery)).toBeUndefined();
    expect(Cookies.get(COOKIES.leadFilter)).toBeUndefined();
  });

  it('does not store a value too large for a cookie', () => {
    expect(writeLeadCookie(COOKIES.leadsQuery, 'x'.repeat(5000))).toBe(false);
    expect(Cookies.get(COOKIES.leadsQuery)).toBeUndefined();
  });
});
