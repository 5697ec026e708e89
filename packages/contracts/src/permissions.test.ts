import { describe, expect, it } from 'vitest';
import { canEnter, PLANS, permissionsFor, ROLES } from './permissions.ts';

describe('permissions from plan × role (ARCHITECTURE domain decisions)', () => {
  it('gives an agency member the full lead permissions and nothing administrative', () => {
    expect(permissionsFor('agency', ROLES.MEMBER)).toEqual(
      [
        'create:savedsearch',
        'read:anyLeads',
        'read:contacts',
        'read:export',
        'read:leads',
        'read:me',
        'read:ticker',
        'read:tips',
      ].sort(),
    );
  });

  it('adds users and integrations for a company admin, and customer admin for provider staff', () => {
    const companyAdmin = permissionsFor('agency', ROLES.COMPANY_ADMIN);
    expect(companyAdmin).toEqual(expect.arrayContaining(['read:users', 'create:integrations']));
    expect(companyAdmin).not.toContain('create:member');
    expect(permissionsFor('agency', ROLES.ADMIN)).toEqual(
      expect.arrayContaining(['read:users', 'create:integrations', 'create:member']),
    );
  });

  it('limits Open Web, demo and trial plans', () => {
    expect(permissionsFor('openweb', ROLES.MEMBER)).toEqual([
      'create:savedsearch',
      'is:openWeb',
      'read:export',
      'read:me',
      'read:ticker',
    ]);
    expect(permissionsFor('demo', ROLES.MEMBER)).toEqual(['is:demo', 'read:me', 'read:ticker']);
    const trial = permissionsFor('trial', ROLES.MEMBER);
    expect(trial).toContain('read:anyLeads');
    expect(trial).not.toContain('read:leads');
    expect(trial).not.toContain('read:export');
  });

  it('lets every plan in (read:anyLeads, is:demo or is:openWeb) and nobody without one of them', () => {
    for (const plan of PLANS) {
      for (const role of [ROLES.ADMIN, ROLES.COMPANY_ADMIN, ROLES.MEMBER])
        expect(canEnter(permissionsFor(plan, role))).toBe(true);
    }
    expect(canEnter(['read:me', 'read:users'])).toBe(false);
    expect(canEnter([])).toBe(false);
  });

  it('never repeats a permission', () => {
    const all = permissionsFor('agency', ROLES.ADMIN);
    expect(new Set(all).size).toBe(all.length);
  });
});
