import { CRM_RECORD_TEXTS, type CrmFilter } from '@agencyscout/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCachedMe } from '../../../lib/current-user.ts';

/**
 * 'In my CRM' / 'Not in my CRM' (issue #32 point 4): leads whose company is, or is not, a client company in the
 * organisation's Bullhorn or HubSpot. Shown only while one of them is connected (`connected`; default: the signed-in
 * user's integration flags).
 */
export function CrmFilterField({
  value,
  onChange,
  connected,
}: {
  value: '' | CrmFilter;
  onChange: (value: '' | CrmFilter) => void;
  connected?: boolean;
}) {
  const me = useCachedMe();
  const shown = connected ?? Boolean(me?.integrations.bullhorn || me?.integrations.hubspot);
  if (!shown && !value) return null;
  return (
    <TextField
      select
      size="small"
      label={CRM_RECORD_TEXTS.filterLabel}
      value={value}
      onChange={(event) => onChange(event.target.value as '' | CrmFilter)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid="crm-filter"
      fullWidth
    >
      <MenuItem value="">{CRM_RECORD_TEXTS.filterAny}</MenuItem>
      <MenuItem value="in">{CRM_RECORD_TEXTS.filterIn}</MenuItem>
      <MenuItem value="out">{CRM_RECORD_TEXTS.filterOut}</MenuItem>
    </TextField>
  );
}
