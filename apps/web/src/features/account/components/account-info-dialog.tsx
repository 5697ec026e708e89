import { ACCOUNT_COUNTRIES, type AccountData, type AccountInfoUpdate } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useUpdateAccount } from '../api.ts';

const FIELDS = [
  ['contactPerson', 'Contact person'],
  ['phoneNumber', 'Phone number'],
  ['address', 'Address'],
  ['state', 'State'],
  ['city', 'City'],
  ['zip', 'Zip'],
] as const;

function formOf(account: AccountData): AccountInfoUpdate {
  const { contactPerson, phoneNumber, address, country, state, city, zip } = account;
  return { contactPerson, phoneNumber, address, country, state, city, zip };
}

/** Edit account information (§2): the company name is shown read-only; country US or CA (§9). */
export function AccountInfoDialog({ account, onClose }: { account: AccountData; onClose: () => void }) {
  const [form, setForm] = useState<AccountInfoUpdate>(() => formOf(account));
  const update = useUpdateAccount();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="account-info-title">
      <DialogTitle id="account-info-title">Edit account information</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {update.isError ? <Alert severity="error">{update.error.message}</Alert> : null}
          <TextField label="Company name" value={account.companyName} disabled helperText="Read-only" />
          {FIELDS.slice(0, 3).map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={form[key]}
              onChange={(event) => setForm({ ...form, [key]: event.target.value })}
            />
          ))}
          <TextField
            select
            label="Country"
            value={form.country ?? ''}
            onChange={(event) =>
              setForm({ ...form, country: (event.target.value || null) as AccountInfoUpdate['country'] })
            }
          >
            <MenuItem value="">Not set</MenuItem>
            {ACCOUNT_COUNTRIES.map((country) => (
              <MenuItem key={country} value={country}>
                {country}
              </MenuItem>
            ))}
          </TextField>
          {FIELDS.slice(3).map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={form[key]}
              onChange={(event) => setForm({ ...form, [key]: event.target.value })}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={update.isPending}
          onClick={() => update.mutate(form, { onSuccess: onClose })}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
