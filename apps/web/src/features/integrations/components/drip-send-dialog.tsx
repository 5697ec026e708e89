import { INTEGRATION_TEXTS } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notifications.ts';
import { reportError, useDripCampaigns, usePushToDrip } from '../api.ts';

interface DripSendDialogProps {
  open: boolean;
  onClose: () => void;
  contactId: number;
  contactName: string;
}

/**
 * The Drip block of the push menu (§2 'Loxo and Drip sends', §4): Drip's active series, read live; Add stays
 * disabled until a series is chosen; success logs 'Added to series {name}' in the contact's log.
 */
export function DripSendDialog({ open, onClose, contactId, contactName }: DripSendDialogProps) {
  const campaigns = useDripCampaigns(open);
  const push = usePushToDrip();
  const [series, setSeries] = useState('');
  useEffect(() => {
    if (open) setSeries('');
  }, [open]);
  const add = () => {
    const name = campaigns.data?.find((campaign) => campaign.id === series)?.name ?? '';
    push.mutate(
      { contactId, campaignId: series },
      {
        onSuccess: () => {
          notify({ message: `${contactName}: ${INTEGRATION_TEXTS.addedToSeries(name)}`, severity: 'success' });
          onClose();
        },
        onError: (error) => reportError(error, INTEGRATION_TEXTS.dripPushFailed),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="drip-send-title">
      <DialogTitle id="drip-send-title">Add {contactName} to a Drip series</DialogTitle>
      <DialogContent>
        {campaigns.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {campaigns.error.message}
          </Alert>
        ) : null}
        <TextField
          select
          fullWidth
          margin="dense"
          label="Series"
          value={series}
          onChange={(event) => setSeries(event.target.value)}
          helperText={series ? undefined : INTEGRATION_TEXTS.chooseSeries}
          disabled={campaigns.isPending}
        >
          {(campaigns.data ?? []).map((campaign) => (
            <MenuItem key={campaign.id} value={campaign.id}>
              {campaign.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={add} disabled={!series || push.isPending}>
          {push.isPending ? <CircularProgress size={18} aria-label="Adding" /> : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
