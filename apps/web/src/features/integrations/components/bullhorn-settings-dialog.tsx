import { INTEGRATION_ITEM_TYPES, INTEGRATION_TIMINGS } from '@agencyscout/contracts';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useBullhornSettings, useSaveBullhornSettings } from '../api.ts';
import { ItemList } from './item-list.tsx';

const REGION_LABELS = { east: 'East coast', west: 'West coast' } as const;

/** The address to register in the Bullhorn client, with a copy button whose check shows for 1.5 s (§2). */
function RedirectAddress() {
  const address = `${window.location.origin}/bullhorncallback`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      setTimeout(() => setCopied(false), INTEGRATION_TIMINGS.clipboardCheckMs);
    } catch (error) {
      console.warn('Clipboard failed', error);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        Redirect URI: <code>{address}</code>
      </Typography>
      <IconButton aria-label="Copy the redirect URI" onClick={copy} size="small">
        {copied ? <Check color="success" fontSize="small" /> : <ContentCopy fontSize="small" />}
      </IconButton>
    </Stack>
  );
}

/**
 * Bullhorn Setup (§2, §3 'Bullhorn settings'): clientId, clientSecret and the east or west login address. A save
 * waits 3 s and then clears the fields. Once connected, the Bullhorn users can be synced and chosen.
 */
export function BullhornSettingsDialog({
  open,
  onClose,
  connected,
}: {
  open: boolean;
  onClose: () => void;
  connected: boolean;
}) {
  const settings = useBullhornSettings(open);
  const save = useSaveBullhornSettings();
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [loginUrl, setLoginUrl] = useState('');
  const [saved, setSaved] = useState(false);
  const regions = settings.data?.regions ?? [];
  // The saved values fill the form when it opens (and when they arrive); a save's own answer does not reset it.
  useEffect(() => {
    if (!open || !settings.data) return;
    setClientId(settings.data.clientId ?? '');
    setLoginUrl(settings.data.loginUrl ?? settings.data.regions[0]?.loginUrl ?? '');
  }, [open, settings.data]);
  useEffect(() => {
    if (!open) return;
    setClientSecret('');
    setSaved(false);
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { clientId: clientId.trim(), clientSecret: clientSecret.trim(), loginUrl },
      {
        onSuccess: () => {
          setSaved(true);
          setTimeout(() => {
            setClientSecret('');
            setSaved(false);
          }, INTEGRATION_TIMINGS.saveWaitMs);
        },
      },
    );
  };
  const canSave = clientId.trim() !== '' && clientSecret.trim() !== '' && loginUrl !== '' && !save.isPending;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bullhorn-settings-title">
      <form onSubmit={submit}>
        <DialogTitle id="bullhorn-settings-title">Bullhorn settings</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <RedirectAddress />
            <TextField
              label="Client ID"
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
              required
            />
            <TextField
              label="Client Secret"
              type="password"
              value={clientSecret}
              onChange={(event) => setClientSecret(event.target.value)}
              required
              helperText={
                settings.data?.hasClientSecret ? 'A secret is saved; enter it again to change the settings' : ' '
              }
              autoComplete="off"
            />
            <RadioGroup
              aria-label="Login address"
              value={loginUrl}
              onChange={(event) => setLoginUrl(event.target.value)}
            >
              {regions.map((region) => (
                <FormControlLabel
                  key={region.region}
                  value={region.loginUrl}
                  control={<Radio />}
                  label={`${REGION_LABELS[region.region]} (${region.loginUrl})`}
                />
              ))}
            </RadioGroup>
            {saved ? <Alert severity="success">Bullhorn settings saved. You can sign in to Bullhorn now.</Alert> : null}
            {connected ? (
              <ItemList
                title="Users"
                listPath="bullhorn/getAllUsers"
                syncPath="bullhorn/syncUsers"
                itemType={INTEGRATION_ITEM_TYPES.bullhornUsers}
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={!canSave}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
