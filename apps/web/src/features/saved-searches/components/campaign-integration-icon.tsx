import { CAMPAIGN_INTEGRATION_NAMES, type CampaignIntegrationKind, INTEGRATION_KINDS } from '@agencyscout/contracts';
import Campaign from '@mui/icons-material/Campaign';
import Hub from '@mui/icons-material/Hub';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import PersonSearch from '@mui/icons-material/PersonSearch';
import WaterDrop from '@mui/icons-material/WaterDrop';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

const ICONS: Record<CampaignIntegrationKind, ComponentType<SvgIconProps>> = {
  [INTEGRATION_KINDS.hubspot]: Hub,
  [INTEGRATION_KINDS.constantContact]: MarkEmailRead,
  [INTEGRATION_KINDS.loxo]: PersonSearch,
  [INTEGRATION_KINDS.drip]: WaterDrop,
};

/** The name of a campaign integration by its kind (outreach-integrations-admin §2 kinds). */
export function campaignIntegrationName(kind: number): string {
  return CAMPAIGN_INTEGRATION_NAMES[kind as CampaignIntegrationKind] ?? `Integration ${kind}`;
}

/** A small icon of a campaign integration, named for assistive technology (prospecting-core §2.6 'automation icons'). */
export function CampaignIntegrationIcon({
  kind,
  decorative = false,
  ...props
}: {
  kind: number /** Next to the name already: hidden from assistive technology. */;
  decorative?: boolean;
} & SvgIconProps) {
  const Icon = ICONS[kind as CampaignIntegrationKind] ?? Campaign;
  if (decorative) return <Icon aria-hidden {...props} />;
  return <Icon role="img" aria-label={campaignIntegrationName(kind)} aria-hidden={false} {...props} />;
}
