import { CAMPAIGN_TEXTS, type CampaignSubscription, SAVED_SEARCH_TEXTS } from '@agencyscout/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { formatDisplayTimestamp } from '../../../lib/formatting.ts';
import { notify } from '../../../lib/notifications.ts';
import { useDeleteCampaignSubscription } from '../api.ts';
import { LEAD_TYPE_LABELS } from '../campaign-lead-types.ts';
import { CampaignIntegrationIcon } from './campaign-integration-icon.tsx';

/** What the automation did so far: last run (or 'Not run yet'), the contact counts and the last error. */
function SubscriptionStatus({ status }: { status: CampaignSubscription['status'] }) {
  const counts = [
    `${CAMPAIGN_TEXTS.pushed} ${status.pushed}`,
    `${CAMPAIGN_TEXTS.skipped} ${status.skipped}`,
    `${CAMPAIGN_TEXTS.failed} ${status.failed}`,
    `${CAMPAIGN_TEXTS.pending} ${status.pending}`,
  ];
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2">
        {status.lastRunAt
          ? `${CAMPAIGN_TEXTS.lastRun}: ${formatDisplayTimestamp(status.lastRunAt)}`
          : CAMPAIGN_TEXTS.never}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {counts.map((count, index) => (
          <Box component="span" key={count} sx={{ whiteSpace: 'nowrap' }}>
            {index > 0 ? ' · ' : ''}
            {count}
          </Box>
        ))}
      </Typography>
      {status.lastError ? (
        <Typography variant="body2" color="error">
          {status.lastError}
        </Typography>
      ) : null}
    </Stack>
  );
}

interface CampaignSubscriptionListProps {
  subscriptions: CampaignSubscription[];
  /** Only the owner deletes (prospecting-core §2.6); others see the list read-only. */
  canDelete: boolean;
}

/**
 * The subscriptions of a saved search (prospecting-core §2.6 'Outbound Campaigns'): integration, campaign,
 * audience, lead type and status; delete after 'Confirm Delete' (§5, like the other deletes of the screen).
 */
export function CampaignSubscriptionList({ subscriptions, canDelete }: CampaignSubscriptionListProps) {
  const remove = useDeleteCampaignSubscription();
  const [pending, setPending] = useState<CampaignSubscription | null>(null);
  if (subscriptions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="campaigns-empty">
        {CAMPAIGN_TEXTS.empty}
      </Typography>
    );
  }
  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => notify({ message: CAMPAIGN_TEXTS.deleted, severity: 'success' }),
      onSettled: () => setPending(null),
    });
  };
  return (
    <>
      <Table size="small" aria-label={CAMPAIGN_TEXTS.tab}>
        <TableHead>
          <TableRow>
            <TableCell>{CAMPAIGN_TEXTS.integration}</TableCell>
            <TableCell>{CAMPAIGN_TEXTS.campaign}</TableCell>
            <TableCell>{CAMPAIGN_TEXTS.category}</TableCell>
            <TableCell>{CAMPAIGN_TEXTS.leadType}</TableCell>
            <TableCell>Status</TableCell>
            {canDelete ? (
              <TableCell padding="checkbox">
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  Actions
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {subscriptions.map((subscription) => (
            <TableRow key={subscription.id} data-testid="campaign-subscription">
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CampaignIntegrationIcon kind={subscription.integrationId} fontSize="small" decorative />
                  <span>{subscription.integrationName}</span>
                </Stack>
              </TableCell>
              <TableCell>{subscription.campaignName}</TableCell>
              <TableCell>{subscription.category}</TableCell>
              <TableCell>{LEAD_TYPE_LABELS[subscription.leadType]}</TableCell>
              <TableCell>
                <SubscriptionStatus status={subscription.status} />
              </TableCell>
              {canDelete ? (
                <TableCell padding="checkbox">
                  <Tooltip title={CAMPAIGN_TEXTS.remove}>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={CAMPAIGN_TEXTS.remove}
                      onClick={() => setPending(subscription)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={pending !== null}
        title={SAVED_SEARCH_TEXTS.confirmDeleteTitle}
        text={SAVED_SEARCH_TEXTS.confirmDelete(
          pending ? `the ${pending.campaignName} subscription (${pending.category})` : '',
        )}
        pending={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}
