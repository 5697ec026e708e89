import { PERMISSIONS } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { campaignLeadTypesOf, limitLines, offeredLeadTypes } from './campaign-lead-types.ts';

describe('campaign lead types (prospecting-core §2.6 subscription limits)', () => {
  it('gives read:leads both lead types, and is:openWeb or neither Open Web only', () => {
    expect(campaignLeadTypesOf([PERMISSIONS.readLeads])).toEqual(['agency', 'openWeb']);
    expect(campaignLeadTypesOf([PERMISSIONS.isOpenWeb])).toEqual(['openWeb']);
    expect(campaignLeadTypesOf([PERMISSIONS.isDemo])).toEqual(['openWeb']);
  });

  it("offers the permissions' lead types that the server answered limits for", () => {
    const agency = { used: 1, limit: 25 };
    const openWeb = { used: 2, limit: 75 };
    expect(offeredLeadTypes([PERMISSIONS.readLeads], undefined)).toEqual(['agency', 'openWeb']);
    expect(offeredLeadTypes([PERMISSIONS.readLeads], { agency })).toEqual(['agency']);
    expect(offeredLeadTypes([PERMISSIONS.isDemo], { agency, openWeb })).toEqual(['openWeb']);
    expect(offeredLeadTypes([PERMISSIONS.readLeads], {})).toEqual(['agency', 'openWeb']);
  });

  it('shows a limit line only for the lead types the user has and the server answered', () => {
    const limits = { agency: { used: 4, limit: 25 }, openWeb: { used: 10, limit: 75 } };
    expect(limitLines(limits, ['openWeb'])).toEqual([
      { leadType: 'openWeb', text: '10 of 75 Open Web subscriptions used' },
    ]);
    expect(limitLines({ agency: { used: 4, limit: 25 } }, ['agency', 'openWeb']).map((line) => line.text)).toEqual([
      '4 of 25 Agency Leads subscriptions used',
    ]);
    expect(limitLines(undefined, ['agency'])).toEqual([]);
  });
});
