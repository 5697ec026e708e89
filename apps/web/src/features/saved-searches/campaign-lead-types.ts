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
 * The lead types a user may feed into campaigns (prospecting-core §2.6 subscription limits), as the server decides
 * them: read:leads gives Agency Leads and Open Web; anyone else, with is:openWeb or with neither, is Open Web only.
 */
export function campaignLeadTypesOf(permissions: readonly string[]): CampaignLeadType[] {
  return hasPermission(permissions, PERMISSIONS.readLeads) ? [...CAMPAIGN_LEAD_TYPES] : ['openWeb'];
}

/**
 * The lead types offered: those of the permissions that the server's answer has limits for (it answers only the
 * caller's lead types); the permissions' alone until it has answered or when it names none.
 */
export function offeredLeadTypes(
  permissions: readonly string[],
  limits: CampaignSubscriptionsResponse['limits'] | undefined,
): CampaignLeadType[] {
  const own = campaignLeadTypesOf(permissions);
  const answered = own.filter((type) => limits?.[type] !== undefined);
  return answered.length > 0 ? answered : own;
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
