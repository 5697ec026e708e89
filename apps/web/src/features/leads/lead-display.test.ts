import { PERMISSIONS, permissionsFor, ROLES } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { beyondResultWindow, leadCountText, leadDetailPath, leadPageCount, leadTableHeight } from './lead-display.ts';

describe('lead counts (prospecting-core §2.3, §6)', () => {
  it('shows only the visible count with read:leads', () => {
    const agency = permissionsFor('agency', ROLES.MEMBER);
    expect(leadCountText(agency, { found: 1234 })).toBe('1,234 leads');
    expect(leadCountText(agency, { found: 1, overallTotal: 99 })).toBe('1 lead');
  });

  it("shows 'x / total overall' without read:leads", () => {
    const trial = permissionsFor('trial', ROLES.MEMBER);
    expect(trial).not.toContain(PERMISSIONS.readLeads);
    expect(leadCountText(trial, { found: 25, overallTotal: 4812 })).toBe('25 / 4,812 total overall');
    expect(leadCountText(permissionsFor('demo', ROLES.MEMBER), { found: 25, overallTotal: 90 })).toBe(
      '25 / 90 total overall',
    );
  });

  it('shows no overall total to Open Web users', () => {
    expect(leadCountText(permissionsFor('openweb', ROLES.MEMBER), { found: 25, overallTotal: 4812 })).toBe('25 leads');
  });
});

describe('table height, links and pages (§2.3, §9)', () => {
  it('subtracts 373 (ticker full), 283 (compact or unset), 239 (no ticker) and 24 more with a company', () => {
    const base = { windowHeight: 1000, hasTicker: true, companyFiltered: false };
    expect(leadTableHeight({ ...base, tickerMode: 'full' })).toBe(627);
    expect(leadTableHeight({ ...base, tickerMode: 'compact' })).toBe(717);
    expect(leadTableHeight({ ...base, tickerMode: undefined })).toBe(717);
    expect(leadTableHeight({ ...base, hasTicker: false, tickerMode: 'full' })).toBe(761);
    expect(leadTableHeight({ ...base, tickerMode: undefined, companyFiltered: true })).toBe(693);
  });

  it('links rows to the detail of their lead type', () => {
    expect(leadDetailPath({ id: 5, leadType: 'Agency' })).toBe('/leads/5?leadType=Agency');
    expect(leadDetailPath({ id: 6, leadType: 'OpenWeb' })).toBe('/openweb/6?leadType=OpenWeb');
  });

  it('counts pages up to the result window, the first 10,000 leads', () => {
    expect(leadPageCount(51, 25)).toBe(3);
    expect(leadPageCount(0, 25)).toBe(0);
    expect(leadPageCount(10_000_000, 100)).toBe(100);
    expect(leadPageCount(10_000_000, 25)).toBe(400);
    expect(leadPageCount(10_001, 25)).toBe(400);
    expect(leadPageCount(9_999, 25)).toBe(400);
    expect(beyondResultWindow(10_000)).toBe(false);
    expect(beyondResultWindow(10_001)).toBe(true);
    expect(beyondResultWindow(null)).toBe(false);
  });
});
