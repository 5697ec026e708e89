import {
  CUSTOMER_COUNTRIES,
  CUSTOMER_TEXTS,
  EMAIL_PATTERN,
  fieldLabel,
  NEW_CUSTOMER_SUBSCRIPTION_MONTHS,
} from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useState } from 'react';
import { notify } from '../../../lib/notifications.ts';
import { useCreateCustomer } from '../api.ts';
import { plainFailure } from '../messages.ts';

/** §4 'New customer defaults': start today, end 6 months later. */
function emptyCustomer() {
  const today = dayjs();
  return {
    emailId: '',
    companyName: '',
    contactPerson: '',
    phoneNumber: '',
    demo: false,
    location: '',
    country: 'US' as (typeof CUSTOMER_COUNTRIES)[number],
    state: '',
    city: '',
    subscriptionDate: today.format('YYYY-MM-DD'),
    subscriptionEndDate: today.add(NEW_CUSTOMER_SUBSCRIPTION_MONTHS, 'month').format('YYYY-MM-DD'),
    noOfusers: '5',
  };
}

type Draft = ReturnType<typeof emptyCustomer>;
type TextKey = Exclude<keyof Draft, 'demo' | 'country'>;

const TEXT_FIELDS: { key: TextKey; required?: boolean; type?: string }[] = [
  { key: 'emailId', required: true, type: 'email' },
  { key: 'companyName', required: true },
  { key: 'contactPerson', required: true },
  { key: 'phoneNumber' },
  { key: 'location' },
  { key: 'state' },
  { key: 'city' },
  { key: 'subscriptionDate', type: 'date' },
  { key: 'subscriptionEndDate', type: 'date' },
  { key: 'noOfusers', type: 'number' },
];

/**
 * The New customer form (outreach-integrations-admin §3 'New customer', §4, §5): Create stays disabled until the
 * e-mail matches a standard pattern and the company and contact are named; the demo flag makes plan type 7.
 */
export function NewCustomerForm() {
  const [draft, setDraft] = useState<Draft>(emptyCustomer);
  const create = useCreateCustomer();
  const emailOk = EMAIL_PATTERN.test(draft.emailId.trim());
  const datesOk = draft.subscriptionDate <= draft.subscriptionEndDate;
  const ready = emailOk && datesOk && draft.companyName.trim() !== '' && draft.contactPerson.trim() !== '';
  const submit = () =>
    create.mutate(
      { ...draft, emailId: draft.emailId.trim(), noOfusers: Math.max(1, Math.round(Number(draft.noOfusers)) || 1) },
      {
        onSuccess: () => {
          notify({ message: `${CUSTOMER_TEXTS.customerCreated}: ${draft.emailId.trim()}`, severity: 'success' });
          setDraft(emptyCustomer());
        },
        onError: (error) => notify(plainFailure(error)),
      },
    );
  return (
    <Stack
      component="form"
      aria-label="New customer"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) submit();
      }}
    >
      <Grid container spacing={2}>
        {TEXT_FIELDS.map(({ key, required, type }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              fullWidth
              size="small"
              label={fieldLabel(key)}
              type={type ?? 'text'}
              required={required}
              value={draft[key]}
              onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
              error={
                (key === 'emailId' && draft.emailId !== '' && !emailOk) || (key === 'subscriptionEndDate' && !datesOk)
              }
              helperText={
                key === 'emailId' && draft.emailId !== '' && !emailOk
                  ? CUSTOMER_TEXTS.badEmail
                  : key === 'subscriptionEndDate' && !datesOk
                    ? CUSTOMER_TEXTS.endBeforeStart
                    : undefined
              }
              slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={fieldLabel('country')}
            value={draft.country}
            onChange={(event) =>
              setDraft((current) => ({ ...current, country: event.target.value as Draft['country'] }))
            }
          >
            {CUSTOMER_COUNTRIES.map((country) => (
              <MenuItem key={country} value={country}>
                {country}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.demo}
              onChange={(event) => setDraft((current) => ({ ...current, demo: event.target.checked }))}
            />
          }
          label="Demo account (plan type 7)"
        />
        <Button type="submit" variant="contained" disabled={!ready || create.isPending}>
          Create
        </Button>
      </Stack>
    </Stack>
  );
}
