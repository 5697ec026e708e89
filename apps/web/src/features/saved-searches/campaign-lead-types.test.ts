import { PERMISSIONS } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { campaignLeadTypesOf, limitLines } from './campaign-lead-types.ts';

describe('campaign lead types (prospecting-core §2.6 subscription limits)', () => {
  it('follows read:leads and is:openWeb, and treats a user with neither as Open Web only', () => {
    expect(campaignLeadTypesOf([PERMISSIONS.readLeads])).toEqual(['agency']);
    expect(campaignLeadTypesOf([PERMISSIONS.isOpenWeb])).toEqual(['openWeb']);
    expect(campaignLeadTypesOf([PERMISSIONS.readLeads, PERMISSIONS.isOpenWeb])).toEqual(['agency', 'openWeb']);
    expect(campaignLeadTypesOf([PERMISSIONS.isDemo])).toEqual(['openWeb']);
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
