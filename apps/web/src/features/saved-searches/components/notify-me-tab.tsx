import {
  ALERT_FREQUENCIES,
  type AlertFrequencyName,
  SAVED_SEARCH_TEXTS,
  type SavedSearch,
} from '@agencyscout/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useUpdateNotifications } from '../api.ts';
import { type AlertKind, alertOf, notificationBody } from '../notify-me.ts';

const FREQUENCY_LABELS: Record<AlertFrequencyName, string> = {
  daily: SAVED_SEARCH_TEXTS.daily,
  weekly: SAVED_SEARCH_TEXTS.weekly,
};

function AlertRow({ search, kind, label }: { search: SavedSearch; kind: AlertKind; label: string }) {
  const update = useUpdateNotifications();
  const alert = alertOf(search, kind);
  const change = (next: { on?: boolean; frequency?: AlertFrequencyName }) =>
    update.mutate(notificationBody(search, kind, next));
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <FormControlLabel
        sx={{ flexGrow: 1 }}
        control={
          <Switch
            checked={alert.on}
            disabled={!search.isOwner || update.isPending}
            onChange={(event) => change({ on: event.target.checked })}
          />
        }
        label={label}
      />
      <TextField
        select
        size="small"
        label={`${label} ${SAVED_SEARCH_TEXTS.frequency.toLowerCase()}`}
        value={alert.frequency ?? ''}
        disabled={!search.isOwner || !alert.on || update.isPending}
        onChange={(event) => change({ frequency: event.target.value as AlertFrequencyName })}
        sx={{ minWidth: 200 }}
      >
        {alert.frequency === null ? <MenuItem value="">—</MenuItem> : null}
        {ALERT_FREQUENCIES.map((frequency) => (
          <MenuItem key={frequency} value={frequency}>
            {FREQUENCY_LABELS[frequency]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/**
 * Notify Me (prospecting-core §2.6): the Agency Leads and Open Web e-mail alerts, each on/off with daily or weekly;
 * each change is saved at once (on defaults to daily, off clears the frequency). Only the owner changes them.
 */
export function NotifyMeTab({ search }: { search: SavedSearch }) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {search.isOwner ? null : (
        <Typography variant="body2" color="text.secondary">
          {SAVED_SEARCH_TEXTS.ownerOnly}
        </Typography>
      )}
      <AlertRow search={search} kind="agency" label={SAVED_SEARCH_TEXTS.agencyAlert} />
      <AlertRow search={search} kind="openWeb" label={SAVED_SEARCH_TEXTS.openWebAlert} />
    </Stack>
  );
}
