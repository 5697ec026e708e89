import { PASSWORD_RULES, PASSWORD_TEXTS } from '@agencyscout/contracts';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notifications.ts';
import { useChangePassword } from '../api.ts';

/** Every §5 rule holds, and the confirmation equals the new password and is not empty. */
export function passwordFormValid(form: { current: string; next: string; confirm: string }): boolean {
  return (
    form.current.length > 0 &&
    PASSWORD_RULES.every((rule) => rule.test(form.next)) &&
    form.confirm.length > 0 &&
    form.confirm === form.next
  );
}

/**
 * Reset password (outreach-integrations-admin §2 'Account Settings', §5): the rules listed and ticked as typed;
 * 'Change Password' stays disabled until all hold. Other sessions of the user end on success.
 */
export function PasswordDialog({ email, open, onClose }: { email: string; open: boolean; onClose: () => void }) {
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const change = useChangePassword();
  const close = () => {
    setForm({ current: '', next: '', confirm: '' });
    change.reset();
    onClose();
  };
  const submit = () => {
    change.mutate(
      { email, oldPassword: form.current, newPassword: form.next },
      {
        onSuccess: () => {
          notify({ message: PASSWORD_TEXTS.changed, severity: 'success' });
          close();
        },
      },
    );
  };
  const mismatch = form.confirm.length > 0 && form.confirm !== form.next;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="password-dialog-title">
      <DialogTitle id="password-dialog-title">Reset Password</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {change.error ? (
            <Alert severity="error">{change.error instanceof ApiError ? change.error.message : 'Internal Error'}</Alert>
          ) : null}
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={form.current}
            onChange={(event) => setForm({ ...form, current: event.target.value })}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={form.next}
            onChange={(event) => setForm({ ...form, next: event.target.value })}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={form.confirm}
            error={mismatch}
            helperText={mismatch ? PASSWORD_TEXTS.mismatch : ' '}
            onChange={(event) => setForm({ ...form, confirm: event.target.value })}
          />
          <List dense aria-label="Password rules">
            {PASSWORD_RULES.map((rule) => {
              const met = rule.test(form.next);
              return (
                <ListItem key={rule.key} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {met ? (
                      <CheckCircleOutlined color="success" fontSize="small" aria-hidden />
                    ) : (
                      <RadioButtonUnchecked fontSize="small" aria-hidden />
                    )}
                  </ListItemIcon>
                  <ListItemText primary={rule.label} secondary={met ? 'met' : 'not met'} />
                </ListItem>
              );
            })}
          </List>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={!passwordFormValid(form) || change.isPending}>
          Change Password
        </Button>
      </DialogActions>
    </Dialog>
  );
}
