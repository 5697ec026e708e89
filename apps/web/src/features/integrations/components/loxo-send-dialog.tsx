import { LOXO_TEXTS } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notifications.ts';
import { reportError, useIntegrationItems } from '../api.ts';
import { usePushToLoxo } from '../loxo-api.ts';

interface LoxoSendDialogProps {
  open: boolean;
  onClose: () => void;
  contactId: number;
  contactName: string;
}

/**
 * The Loxo send (§2 'Loxo and Drip sends': a user must be chosen): the visible synced Loxo users; Send stays
 * disabled until one is chosen. Resets on open.
 */
export function LoxoSendDialog({ open, onClose, contactId, contactName }: LoxoSendDialogProps) {
  const [userId, setUserId] = useState('');
  const users = useIntegrationItems('loxo/getUsers', open);
  const push = usePushToLoxo();
  useEffect(() => {
    if (open) setUserId('');
  }, [open]);
  const send = () => {
    push.mutate(
      { contactId, userId },
      {
        onSuccess: () => {
          notify({ message: `${contactName} added to Loxo`, severity: 'success' });
          onClose();
        },
        onError: (error) => reportError(error, LOXO_TEXTS.pushFailed),
      },
    );
  };
  const none = users.isSuccess && users.data.length === 0;
  return (
    <Dialog
      open={open}
      onClose={push.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="loxo-send-title"
    >
      <DialogTitle id="loxo-send-title">Send {contactName} to Loxo</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            select
            label="Loxo user"
            required
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            helperText={none ? 'No Loxo users yet: an admin syncs and selects them under Integrations' : ' '}
          >
            {(users.data ?? []).map((item) => (
              <MenuItem key={item.externalId} value={item.externalId}>
                {item.Email && item.Email !== item.name ? `${item.name} (${item.Email})` : item.name}
              </MenuItem>
            ))}
          </TextField>
          {userId ? null : (
            <Typography variant="body2" color="text.secondary">
              {LOXO_TEXTS.userRequired}
            </Typography>
          )}
          {push.isPending ? <LinearProgress aria-label="Sending to Loxo" /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={push.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={send} disabled={!userId || push.isPending}>
          Send to Loxo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
