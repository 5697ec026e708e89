import {
  CAMPAIGN_LEAD_TYPES,
  CAMPAIGN_TEXTS,
  type CampaignLeadType,
  type CampaignSubscriptionsResponse,
  hasPermission,
  PERMISSIONS,
} from '@agencyscout/contracts';

/** The label of a lead type in the Outbound Campaigns tab. */
export const LEAD_TYPE_LABELS: Record<CampaignLeadType, string> = {
  agency: CAMPAIGN_TEXTS.agencyLeads,
  openWeb: CAMPAIGN_TEXTS.openWebLeads,
};

/**
 * The lead types a user may feed into campaigns (prospecting-core §2.6 subscription limits): read:leads gives
 * Agency Leads, is:openWeb gives Open Web; a user with neither is treated as Open Web only.
 */
export function campaignLeadTypesOf(permissions: readonly string[]): CampaignLeadType[] {
  const types = CAMPAIGN_LEAD_TYPES.filter((type) =>
    hasPermission(permissions, type === 'agency' ? PERMISSIONS.readLeads : PERMISSIONS.isOpenWeb),
  );
  return types.length > 0 ? types : ['openWeb'];
}

export interface LimitLine {
  leadType: CampaignLeadType;
  text: string;
}

/**
 * The limit lines to show: '{used} of {limit} {label} subscriptions used' for each lead type the server answered
 * that the user has (§2.6: weekly 25 Agency Leads, monthly 75 Open Web across all saved searches).
 */
export function limitLines(
  limits: CampaignSubscriptionsResponse['limits'] | undefined,
  leadTypes: readonly CampaignLeadType[],
): LimitLine[] {
  const lines: LimitLine[] = [];
  for (const leadType of leadTypes) {
    const usage = limits?.[leadType];
    if (usage) {
      lines.push({ leadType, text: CAMPAIGN_TEXTS.limitUsage(usage.used, usage.limit, LEAD_TYPE_LABELS[leadType]) });
    }
  }
  return lines;
}
