import { CUSTOMER_TEXTS, type Customer, DEMO_PLAN_TYPE, fieldLabel } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { notify } from '../../../lib/notifications.ts';
import {
  useChangeEndDate,
  useCreate41Account,
  useToggleIntegrations,
  useUpdateRecruiter,
  useUpgradeDemo,
} from '../api.ts';
import { account41Failure, plainFailure, updateFailure, upgradeFailure } from '../messages.ts';
import { ChangePasswordButton } from './change-password-dialog.tsx';

const ROLE_NAMES: Record<number, string> = { 0: 'Provider staff', 1: 'Company admin', 2: 'Member' };
const success = (message: string) => notify({ message, severity: 'success' });

/** End date and seats (§7 PUT /manageusers/date, PUT /recruiter/{id}): 'User updated successfully' / 'Internal Error'. */
function SubscriptionFields({ customer }: { customer: Customer }) {
  const [endDate, setEndDate] = useState(customer.subscriptionEndDate?.slice(0, 10) ?? '');
  const [seats, setSeats] = useState(String(customer.recruiters.noOfusers));
  const changeEnd = useChangeEndDate();
  const updateRecruiter = useUpdateRecruiter();
  const updated = {
    onSuccess: () => success(CUSTOMER_TEXTS.userUpdated),
    onError: (e: Error) => notify(updateFailure(e)),
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        size="small"
        type="date"
        label={fieldLabel('subscriptionEndDate')}
        value={endDate}
        onChange={(event) => setEndDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        variant="outlined"
        disabled={!endDate || changeEnd.isPending}
        onClick={() => changeEnd.mutate({ endDate, recruiterId: customer.recruiterId }, updated)}
      >
        Change end date
      </Button>
      <TextField
        size="small"
        type="number"
        label={fieldLabel('noOfusers')}
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
        sx={{ width: 120 }}
      />
      <Button
        variant="outlined"
        disabled={!(Number(seats) >= 1) || updateRecruiter.isPending}
        onClick={() =>
          updateRecruiter.mutate({ id: customer.recruiterId, field: { NoOfusers: Math.round(Number(seats)) } }, updated)
        }
      >
        Save seats
      </Button>
    </Stack>
  );
}

/** Upgrade demo, create 4.1 account and the integration toggle, with the §8 messages. */
function AccountActions({ customer }: { customer: Customer }) {
  const upgrade = useUpgradeDemo();
  const create41 = useCreate41Account();
  const toggle = useToggleIntegrations();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      {customer.planType === DEMO_PLAN_TYPE ? (
        <Button
          variant="contained"
          disabled={upgrade.isPending}
          onClick={() =>
            upgrade.mutate(customer.userId, {
              onSuccess: () => success(CUSTOMER_TEXTS.userUpgraded),
              onError: (error) => notify(upgradeFailure(error)),
            })
          }
        >
          Upgrade demo account
        </Button>
      ) : null}
      <Button
        variant="outlined"
        disabled={create41.isPending}
        onClick={() =>
          create41.mutate(customer.userId, {
            onSuccess: () => success(CUSTOMER_TEXTS.userCreated),
            onError: (error) => notify(account41Failure(error)),
          })
        }
      >
        Create 4.1 account
      </Button>
      <FormControlLabel
        control={
          <Switch
            checked={customer.isNewIntegrations}
            disabled={toggle.isPending}
            onChange={() =>
              toggle.mutate(customer.userId, {
                onSuccess: () => success(CUSTOMER_TEXTS.integrationToggled),
                onError: (error) => notify(plainFailure(error)),
              })
            }
          />
        }
        label="New integrations (4.1)"
      />
      <ChangePasswordButton email={customer.emailId} />
    </Stack>
  );
}

/** One looked-up user with their organisation (§3 'Customer (admin)') and the staff actions. */
export function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="customer-card">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{customer.emailId}</Typography>
          <Chip
            size="small"
            label={customer.planType === DEMO_PLAN_TYPE ? 'Demo (plan type 7)' : customer.subscriptionType}
          />
          <Chip size="small" variant="outlined" label={ROLE_NAMES[customer.userType] ?? `Role ${customer.userType}`} />
          {customer.isActive ? null : <Chip size="small" color="warning" label="Inactive" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {`${customer.recruiters.companyName} · contact ${customer.recruiters.contactPerson ?? '—'} · ${customer.recruiters.recruitersUser.length} of ${customer.recruiters.noOfusers} users · created ${formatDisplayDate(customer.createdDate)} · ends ${formatDisplayDate(customer.subscriptionEndDate)}`}
        </Typography>
        <AccountActions customer={customer} />
        <SubscriptionFields
          key={`${customer.subscriptionEndDate}-${customer.recruiters.noOfusers}`}
          customer={customer}
        />
      </Stack>
    </Paper>
  );
}
