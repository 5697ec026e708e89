import { CUSTOMER_TEXTS, isValidPassword } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { notify } from '../../../lib/notifications.ts';
import { useChangePassword } from '../api.ts';
import { plainFailure } from '../messages.ts';

/**
 * Change a user's password (§5): Change Password stays disabled until the password has 8+ characters with an
 * uppercase and a lowercase letter, a digit and a special character, and the confirmation equals it.
 */
export function ChangePasswordButton({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useChangePassword();
  const strong = isValidPassword(password);
  const matches = confirmation !== '' && confirmation === password;
  const close = () => {
    setOpen(false);
    setPassword('');
    setConfirmation('');
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change password
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="change-password-title">
        <DialogTitle id="change-password-title">{`Change password of ${email}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 400 } }}>
            <TextField
              type="password"
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={password !== '' && !strong}
              helperText={CUSTOMER_TEXTS.passwordRules}
            />
            <TextField
              type="password"
              label="Confirm password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              error={confirmation !== '' && !matches}
              helperText={confirmation !== '' && !matches ? CUSTOMER_TEXTS.passwordMismatch : ' '}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!strong || !matches || change.isPending}
            onClick={() =>
              change.mutate(
                { email, password },
                {
                  onSuccess: () => {
                    notify({ message: CUSTOMER_TEXTS.passwordChanged, severity: 'success' });
                    close();
                  },
                  onError: (error) => notify(plainFailure(error)),
                },
              )
            }
          >
            Change Password
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
