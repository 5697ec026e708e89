import type { AccountData } from '@agencyscout/contracts';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { useCreateApiKey, useRevokeApiKey } from '../api.ts';

/** §9 'clipboard icon 1500 ms'. */
const COPIED_MS = 1500;

/**
 * The API key (§3 'APISettings.APIKey'): create (the key is shown once, with a copy button), or revoke. Only the
 * visible prefix of an existing key is known afterwards.
 */
export function ApiKeyCard({ settings }: { settings: AccountData['apiSettings'] }) {
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const created = create.data?.key;
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created);
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // §8: clipboard failures are only logged.
      console.warn('clipboard unavailable');
    }
  };
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        API key
      </Typography>
      {created ? (
        <Alert severity="warning">
          Copy the key now: it is shown only once.
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
            <Box component="code" data-testid="api-key" sx={{ wordBreak: 'break-all' }}>
              {created}
            </Box>
            <Tooltip title={copied ? 'Copied' : 'Copy'}>
              <IconButton aria-label="Copy API key" onClick={copy} size="small">
                <ContentCopy fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Alert>
      ) : null}
      <Typography>
        {settings.apiKeyPrefix
          ? `Active key ${settings.apiKeyPrefix}…, created ${formatDisplayDate(settings.createdAt)}${settings.lastUsedAt ? `, last used ${formatDisplayDate(settings.lastUsedAt)}` : ''}`
          : 'No API key yet.'}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => create.mutate()} disabled={create.isPending}>
          {settings.apiKeyPrefix ? 'Replace key' : 'Create key'}
        </Button>
        {settings.apiKeyPrefix ? (
          <Button color="error" onClick={() => setConfirming(true)}>
            Revoke
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Revoke the API key?"
        text="Programs using this key stop working at once."
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          create.reset();
          revoke.mutate(undefined, { onSettled: () => setConfirming(false) });
        }}
      />
    </Stack>
  );
}
