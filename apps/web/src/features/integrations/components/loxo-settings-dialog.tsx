import { INTEGRATION_ITEM_TYPES, INTEGRATION_TIMINGS, LOXO_TEXTS } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLoxoSettings, useSaveLoxoSettings } from '../loxo-api.ts';
import { ItemList } from './item-list.tsx';

const REQUIRED = 'Field is required';

interface LoxoSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  connected: boolean;
  /** Emitted once the settings are saved (the card reloads as Connected). */
  onConnected: () => void;
}

/**
 * Loxo Setup (§2 Loxo card, §3 'Loxo settings', §8, §9): the API key (bearerToken) and agency slug, both required.
 * A save shows the spec's success text for 6 s, clears the fields after 3 s and emits connected. The Users tab
 * syncs Loxo's users and chooses the ones recruiters see in the send dialog.
 */
export function LoxoSettingsDialog({ open, onClose, connected, onConnected }: LoxoSettingsDialogProps) {
  const settings = useLoxoSettings(open);
  const save = useSaveLoxoSettings();
  const [tab, setTab] = useState<'settings' | 'users'>('settings');
  const [bearerToken, setBearerToken] = useState('');
  const [slug, setSlug] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    if (!open) return;
    setTab('settings');
    setBearerToken('');
    setSubmitted(false);
    setSaved(false);
  }, [open]);
  useEffect(() => {
    if (open && settings.data?.slug) setSlug(settings.data.slug);
  }, [open, settings.data?.slug]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const tokenMissing = submitted && bearerToken.trim() === '';
  const slugMissing = submitted && slug.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!bearerToken.trim() || !slug.trim()) return;
    save.mutate(
      { bearerToken: bearerToken.trim(), slug: slug.trim() },
      {
        onSuccess: () => {
          setSaved(true);
          onConnected();
          timers.current.push(
            setTimeout(() => {
              setBearerToken('');
              setSlug('');
              setSubmitted(false);
            }, INTEGRATION_TIMINGS.saveWaitMs),
            setTimeout(() => setSaved(false), INTEGRATION_TIMINGS.loxoSuccessMs),
          );
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="loxo-settings-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="loxo-settings-title">Loxo settings</DialogTitle>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 3 }}>
          <Tabs value={tab} onChange={(_event, value) => setTab(value)} aria-label="Loxo setup">
            <Tab value="settings" label="Settings" id="loxo-tab-settings" aria-controls="loxo-panel-settings" />
            <Tab
              value="users"
              label="Users"
              id="loxo-tab-users"
              aria-controls="loxo-panel-users"
              disabled={!connected}
            />
          </Tabs>
        </Box>
        <DialogContent>
          <div role="tabpanel" id="loxo-panel-settings" aria-labelledby="loxo-tab-settings" hidden={tab !== 'settings'}>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                Create an API key in Loxo under Settings, API Keys. The agency slug is the first part of the path of
                your agency's Loxo career page.
              </Typography>
              <TextField
                label="Bearer Token"
                type="password"
                value={bearerToken}
                onChange={(event) => setBearerToken(event.target.value)}
                required
                error={tokenMissing}
                helperText={
                  tokenMissing
                    ? REQUIRED
                    : settings.data?.hasBearerToken
                      ? 'A key is saved; enter it again to change'
                      : ' '
                }
                autoComplete="off"
              />
              <TextField
                label="Slug"
                value={slug}
                onChange={(event) => setSlug(event.target.value)}
                required
                error={slugMissing}
                helperText={slugMissing ? REQUIRED : ' '}
                autoComplete="off"
              />
              {saved ? <Alert severity="success">{LOXO_TEXTS.saveSuccess}</Alert> : null}
            </Stack>
          </div>
          <div role="tabpanel" id="loxo-panel-users" aria-labelledby="loxo-tab-users" hidden={tab !== 'users'}>
            {connected && tab === 'users' ? (
              <ItemList
                title="Users"
                listPath="loxo/getAllUsers"
                syncPath="loxo/syncUsers"
                itemType={INTEGRATION_ITEM_TYPES.loxoUsers}
              />
            ) : null}
          </div>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          {tab === 'settings' ? (
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save
            </Button>
          ) : null}
        </DialogActions>
      </form>
    </Dialog>
  );
}
