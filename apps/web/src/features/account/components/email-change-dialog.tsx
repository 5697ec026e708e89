import { EMAIL_CHANGE_TEXTS, isValidEmail } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { notify } from '../../../lib/notifications.ts';
import { useRequestEmailChange } from '../api.ts';

/** Change e-mail (§7 PUT /user/email): a confirmation link goes to the new address; errors are only logged (§8). */
export function EmailChangeDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const change = useRequestEmailChange();
  const submit = () =>
    change.mutate(email.trim(), {
      onSuccess: () => {
        notify({ message: EMAIL_CHANGE_TEXTS.requested, severity: 'success' });
        onClose();
      },
      onError: (error) => console.warn('e-mail change failed', error),
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="email-change-title">
      <DialogTitle id="email-change-title">Change e-mail</DialogTitle>
      <DialogContent>
        {change.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {change.error.message}
          </Alert>
        ) : null}
        <TextField
          label="New e-mail"
          type="email"
          fullWidth
          sx={{ mt: 1 }}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          helperText="We send a confirmation link to the new address; it takes effect once confirmed."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!isValidEmail(email.trim()) || change.isPending} onClick={submit}>
          Send link
        </Button>
      </DialogActions>
    </Dialog>
  );
}
