import { ACCOUNT_TEXTS, type AccountData, type EmailSettings } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { AnalyticsOptOutToggle } from '@/features/analytics/public-settings.ts';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { useAccountData, useSaveEmailSettings } from '../api.ts';
import { AccountInfoDialog } from './account-info-dialog.tsx';
import { ApiKeyCard } from './api-key-card.tsx';
import { BillingWidget } from './billing-widget.tsx';
import { EmailChangeDialog } from './email-change-dialog.tsx';
import { PasswordDialog } from './password-dialog.tsx';

function Card({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {children}
    </Paper>
  );
}

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography sx={{ minWidth: 140, color: 'text.secondary' }}>{label}</Typography>
      <Typography>{value || '—'}</Typography>
    </Stack>
  );
}

const TOGGLES: { key: keyof EmailSettings; label: string; hint: string }[] = [
  { key: 'userReport', label: ACCOUNT_TEXTS.userReport, hint: ACCOUNT_TEXTS.userReportHint },
  { key: 'weeklyReport', label: ACCOUNT_TEXTS.weeklyReport, hint: ACCOUNT_TEXTS.weeklyReportHint },
  { key: 'clientAlert', label: ACCOUNT_TEXTS.clientAlert, hint: ACCOUNT_TEXTS.clientAlertHint },
];

/** The e-mail preference toggles (§2): each change is saved at once. */
function EmailToggles() {
  const me = useSignedInUser();
  const save = useSaveEmailSettings();
  return (
    <Stack>
      <Typography component="h2" variant="h6">
        E-mails
      </Typography>
      {TOGGLES.map((toggle) => (
        <FormControlLabel
          key={toggle.key}
          label={
            <Stack component="span">
              <span>{toggle.label}</span>
              <Typography component="span" variant="caption" color="text.secondary">
                {toggle.hint}
              </Typography>
            </Stack>
          }
          sx={{ alignItems: 'flex-start', py: 0.5 }}
          control={
            <Switch
              slotProps={{ input: { 'aria-label': toggle.label } }}
              checked={me.emailSettings[toggle.key]}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ [toggle.key]: event.target.checked })}
            />
          }
        />
      ))}
    </Stack>
  );
}

function AccountInformation({ account }: { account: AccountData }) {
  const [dialog, setDialog] = useState<'info' | 'password' | 'email' | null>(null);
  const close = () => setDialog(null);
  const place = [account.address, account.city, account.state, account.zip, account.country].filter(Boolean).join(', ');
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        Account information
      </Typography>
      <InfoRow label="Company name" value={account.companyName} />
      <InfoRow label="Contact person" value={account.contactPerson} />
      <InfoRow label="E-mail" value={account.email} />
      {account.pendingEmail ? (
        <Alert severity="info">{`Waiting for confirmation of ${account.pendingEmail}`}</Alert>
      ) : null}
      <InfoRow label="Phone number" value={account.phoneNumber} />
      <InfoRow label="Address" value={place} />
      <Stack direction="row" spacing={1} sx={{ pt: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setDialog('info')}>
          Edit information
        </Button>
        <Button variant="outlined" onClick={() => setDialog('password')}>
          Reset password
        </Button>
        <Button variant="outlined" onClick={() => setDialog('email')}>
          Change e-mail
        </Button>
      </Stack>
      {dialog === 'info' ? <AccountInfoDialog account={account} onClose={close} /> : null}
      <PasswordDialog email={account.email} open={dialog === 'password'} onClose={close} />
      {dialog === 'email' ? <EmailChangeDialog onClose={close} /> : null}
    </Stack>
  );
}

/** The Settings tab of /account (§2 'Account Settings', §3 'Account data'). */
export function SettingsTab() {
  const query = useAccountData();
  if (query.isPending) return <CircularProgress aria-label="Loading the account" />;
  if (query.isError) return <Alert severity="error">The account could not be loaded.</Alert>;
  const account = query.data;
  const active = account.status === 'Active';
  return (
    <Stack spacing={2}>
      <Card>
        <AccountInformation account={account} />
      </Card>
      <Card>
        <Stack spacing={1}>
          <Typography component="h2" variant="h6">
            Subscription
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              label={active ? ACCOUNT_TEXTS.active : ACCOUNT_TEXTS.notActive}
              color={active ? 'success' : 'default'}
              data-testid="subscription-status"
            />
            <Typography>{`${account.subscription.planName} plan · ${account.subscription.noOfUserAccounts} user accounts`}</Typography>
          </Stack>
          <BillingWidget />
        </Stack>
      </Card>
      <Card>
        <EmailToggles />
      </Card>
      <Card>
        <Typography component="h2" variant="h6">
          Privacy
        </Typography>
        <AnalyticsOptOutToggle />
      </Card>
      <Card>
        <ApiKeyCard settings={account.apiSettings} />
      </Card>
    </Stack>
  );
}
