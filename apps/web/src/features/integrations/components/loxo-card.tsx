import { INTEGRATION_TEXTS } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDisconnectLoxo, useReloadIntegrationFlags } from '../loxo-api.ts';
import { IntegrationCard } from './integration-card.tsx';
import { LoxoSettingsDialog } from './loxo-settings-dialog.tsx';

/**
 * The Loxo card (§2 'Integrations page'): Setup shows with the isNewIntegrations flag and opens the settings
 * dialog, whose save emits connected (the card reloads); Disconnect once connected. Without the flag and not
 * connected it says 'Coming Soon!'.
 */
export function LoxoCard({ connected, isNew }: { connected: boolean; isNew: boolean }) {
  const [open, setOpen] = useState(false);
  const disconnect = useDisconnectLoxo();
  const reload = useReloadIntegrationFlags();
  return (
    <IntegrationCard
      id="loxo"
      title="Loxo"
      kind="CRM"
      connected={connected}
      {...(isNew || connected ? {} : { note: INTEGRATION_TEXTS.comingSoon })}
    >
      {isNew ? <Button onClick={() => setOpen(true)}>Setup</Button> : null}
      {connected ? (
        <Button color="error" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
          Disconnect
        </Button>
      ) : null}
      <LoxoSettingsDialog
        open={open}
        onClose={() => setOpen(false)}
        connected={connected}
        onConnected={() => void reload()}
      />
    </IntegrationCard>
  );
}
