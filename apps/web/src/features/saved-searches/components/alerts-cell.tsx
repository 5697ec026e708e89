import {
  ALERT_SAMPLE_TEXTS,
  type AlertSampleAllowance,
  type LeadType,
  type NextAlert,
  type SavedSearch,
} from '@agencyscout/contracts';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDisplayTimestamp } from '../../../lib/formatting.ts';
import { useSendAlertSample } from '../api.ts';

const KIND_NAMES: Record<LeadType, string> = { Agency: 'Agency', OpenWeb: 'Open Web' };

function alertLabels(search: SavedSearch): string[] {
  const labels: string[] = [];
  if (search.sendEmail) labels.push(`Agency ${search.sendEmailFrequency}`);
  if (search.sendOpenWebEmail) labels.push(`Open Web ${search.sendOpenWebEmailFrequency}`);
  return labels;
}

/** 'Next Agency alert: Nov 28, 2026 7:00 AM' in the browser's time zone, or 'going out now' when due. */
export function nextAlertText(alert: NextAlert): string {
  const kind = KIND_NAMES[alert.leadType];
  return alert.due
    ? ALERT_SAMPLE_TEXTS.nextAlertDue(kind)
    : ALERT_SAMPLE_TEXTS.nextAlert(kind, formatDisplayTimestamp(alert.at));
}

/**
 * 'Send me a sample now' (issue #30) for the owner of a search with an alert on; disabled, with the reason beside
 * it, once the day's samples are used.
 */
function SampleAction({ search, allowance }: { search: SavedSearch; allowance?: AlertSampleAllowance }) {
  const send = useSendAlertSample();
  const usedUp = allowance !== undefined && allowance.used >= allowance.limit;
  const reasonId = `sample-limit-${search.searchId}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={<ForwardToInboxOutlined />}
        disabled={usedUp || send.isPending}
        onClick={() => send.mutate(search.searchId)}
        aria-describedby={usedUp ? reasonId : undefined}
        aria-label={`${ALERT_SAMPLE_TEXTS.action}: ${search.name}`}
        sx={{ px: 0.5 }}
      >
        {send.isPending ? ALERT_SAMPLE_TEXTS.sending : ALERT_SAMPLE_TEXTS.action}
      </Button>
      {usedUp ? (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          {ALERT_SAMPLE_TEXTS.limitUsed(allowance.limit, formatDisplayTimestamp(allowance.resetsAt))}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * The Alerts cell of the saved-searches table (§2.6 Notify Me; issue #30): a chip per alert that is on, when each
 * goes out next (from the server's alert schedule), and the owner's 'Send me a sample now'.
 */
export function AlertsCell({ search, allowance }: { search: SavedSearch; allowance?: AlertSampleAllowance }) {
  const labels = alertLabels(search);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {labels.length > 0 ? (
        <Stack direction="row" spacing={0.5}>
          {labels.map((label) => (
            <Chip key={label} size="small" icon={<NotificationsActive />} label={label} />
          ))}
        </Stack>
      ) : null}
      {(search.nextAlerts ?? []).map((alert) => (
        <Typography key={alert.leadType} variant="caption" color="text.secondary" data-testid="next-alert">
          {nextAlertText(alert)}
        </Typography>
      ))}
      {search.isOwner && labels.length > 0 ? <SampleAction search={search} allowance={allowance} /> : null}
    </Stack>
  );
}
