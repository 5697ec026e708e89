import { type AccountManager, DASHBOARD_TEXTS } from '@agencyscout/contracts';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAccountManager, useUpdateAccountManager } from '../api.ts';

function EditDialog({ manager, orgId, onClose }: { manager: AccountManager; orgId: string; onClose: () => void }) {
  const [values, setValues] = useState({
    name: manager.name ?? '',
    schedulingUrl: manager.schedulingUrl ?? '',
    phone: manager.phone ?? '',
  });
  const update = useUpdateAccountManager(orgId);
  const field = (name: keyof typeof values, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      fullWidth
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="account-manager-edit-title">
      <DialogTitle id="account-manager-edit-title">{DASHBOARD_TEXTS.accountManager}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 320 }}>
          {field('name', 'Name')}
          {field('schedulingUrl', 'Scheduling link (https://…)')}
          {field('phone', 'Phone')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={update.isPending}
          onClick={() => update.mutate(values, { onSuccess: onClose })}
        >
          {DASHBOARD_TEXTS.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The account-manager contact card (§2.9): name, scheduling link and phone; provider staff may edit it. */
export function AccountManagerCard({ orgId }: { orgId: string }) {
  const manager = useAccountManager();
  const [editing, setEditing] = useState(false);
  const data = manager.data;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="account-manager">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {DASHBOARD_TEXTS.accountManager}
        </Typography>
        {data?.name ? (
          <Stack spacing={1}>
            <Typography>{data.name}</Typography>
            {data.schedulingUrl ? (
              <Link href={data.schedulingUrl} target="_blank" rel="noopener noreferrer">
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <EventOutlined fontSize="small" />
                  <span>{DASHBOARD_TEXTS.schedule}</span>
                </Stack>
              </Link>
            ) : null}
            {data.phone ? (
              <Link href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <PhoneOutlined fontSize="small" />
                  <span>{data.phone}</span>
                </Stack>
              </Link>
            ) : null}
          </Stack>
        ) : (
          <Typography color="text.secondary">{data ? DASHBOARD_TEXTS.noAccountManager : '…'}</Typography>
        )}
        {data?.editable ? (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setEditing(true)}>
            {DASHBOARD_TEXTS.edit}
          </Button>
        ) : null}
      </CardContent>
      {editing && data ? <EditDialog manager={data} orgId={orgId} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
