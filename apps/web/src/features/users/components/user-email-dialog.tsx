import { isValidEmail } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/**
 * The create dialog (§2 'add sub-user (email)') and the edit-e-mail dialog: the address must match the standard
 * pattern, otherwise Create (or Save) stays disabled (§5).
 */
export function UserEmailDialog(props: {
  title: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  error: string | null;
  onSubmit: (email: string) => void;
  onClose: () => void;
}) {
  const [email, setEmail] = useState(props.initial ?? '');
  const trimmed = email.trim();
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="user-email-title">
      <DialogTitle id="user-email-title">{props.title}</DialogTitle>
      <DialogContent>
        {props.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {props.error}
          </Alert>
        ) : null}
        <TextField
          label="E-mail"
          type="email"
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          helperText={props.initial === undefined ? 'The new user gets an e-mail to set a password.' : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!isValidEmail(trimmed) || trimmed === props.initial || props.pending}
          onClick={() => props.onSubmit(trimmed)}
        >
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
