import { CRM_RECORD_TEXTS, type CrmPullStatus, type CrmRecordProvider } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { useCrmPullStatus, useCrmSyncNow } from '../crm-records-api.ts';

/** The lines under a connected CRM's card: last sync, counts, skipped records and the last problem. */
export function CrmPullSummary({ status }: { status: CrmPullStatus | undefined }) {
  if (!status) return null;
  const synced = status.lastPulledAt
    ? CRM_RECORD_TEXTS.lastSynced(formatDisplayDate(status.lastPulledAt))
    : CRM_RECORD_TEXTS.neverSynced;
  return (
    <Stack spacing={0.25} sx={{ mt: 1 }} data-testid={`crm-pull-${status.provider}`}>
      <Typography variant="body2">{synced}</Typography>
      {status.lastPulledAt ? (
        <Typography variant="body2" color="text.secondary">
          {CRM_RECORD_TEXTS.counts(status.companies, status.contacts, status.matchedCompanies)}
        </Typography>
      ) : null}
      {status.skipped > 0 ? (
        <Typography variant="body2" color="warning.main">
          {CRM_RECORD_TEXTS.skipped(status.skipped)}
        </Typography>
      ) : null}
      {status.lastProblem && status.skipped === 0 ? (
        <Typography variant="body2" color="error">
          {status.lastProblem}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** Pull status of the organisation's CRMs for the cards (company admins only: `enabled`). */
export function useCrmStatusOf(provider: CrmRecordProvider, enabled: boolean): CrmPullStatus | undefined {
  return useCrmPullStatus(enabled).data?.find((status) => status.provider === provider);
}

/** 'Sync now': pulls the CRM's client companies and contacts at once. */
export function SyncNowButton({ provider }: { provider: CrmRecordProvider }) {
  const sync = useCrmSyncNow();
  return (
    <Button onClick={() => sync.mutate(provider)} disabled={sync.isPending} data-testid={`crm-sync-${provider}`}>
      {CRM_RECORD_TEXTS.syncNow}
    </Button>
  );
}
