import { CRM_RECORD_TEXTS, CRM_RECORD_TOOL_NAMES, type CrmChip as CrmChipData } from '@agencyscout/contracts';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { formatDisplayDate } from '../../../lib/formatting.ts';

/** The chip's details, one line each: owner, status, last activity (those the CRM gave). */
export function crmChipDetails(chip: CrmChipData): string[] {
  const lines: string[] = [];
  if (chip.owner) lines.push(CRM_RECORD_TEXTS.owner(chip.owner));
  if (chip.status) lines.push(CRM_RECORD_TEXTS.status(chip.status));
  const activity = formatDisplayDate(chip.lastActivityAt);
  if (activity) lines.push(CRM_RECORD_TEXTS.lastActivity(activity));
  return lines;
}

/**
 * 'In your Bullhorn' / 'In your HubSpot' (issue #32 point 4): the lead's company is a client company in the
 * organisation's CRM. The tooltip (and the accessible description) gives the owner, status and last activity;
 * `detailed` also writes them beside the chip (lead detail). Nothing when the company is in no CRM.
 */
export function CrmChip({ chip, detailed = false }: { chip: CrmChipData | null | undefined; detailed?: boolean }) {
  if (!chip) return null;
  const details = crmChipDetails(chip);
  const label = CRM_RECORD_TEXTS.chip(CRM_RECORD_TOOL_NAMES[chip.provider]);
  const element = (
    <Chip
      size="small"
      color="secondary"
      variant="outlined"
      label={label}
      aria-description={details.join('; ') || undefined}
      data-testid="crm-chip"
      onClick={(event) => event.stopPropagation()}
      sx={{ ml: detailed ? 0 : 1, verticalAlign: 'middle' }}
    />
  );
  if (!detailed) {
    return details.length > 0 ? (
      <Tooltip title={details.join(' · ')}>
        <span>{element}</span>
      </Tooltip>
    ) : (
      element
    );
  }
  return (
    <span data-testid="crm-chip-detailed">
      {element}
      {details.length > 0 ? <span style={{ marginLeft: 8 }}>{details.join(' · ')}</span> : null}
    </span>
  );
}
