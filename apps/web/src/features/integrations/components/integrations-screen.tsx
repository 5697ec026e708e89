import { hasPermission, INTEGRATION_TEXTS, type Me, PERMISSIONS } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLayout } from '../../../components/page-layout.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { useBullhornSettings, useDisconnect, useIntegrationVersion, useSignIn } from '../api.ts';
import { BullhornSettingsDialog } from './bullhorn-settings-dialog.tsx';
import { ConstantContactSyncDialog } from './constant-contact-sync-dialog.tsx';
import { CrmPullSummary, SyncNowButton, useCrmStatusOf } from './crm-sync-status.tsx';
import { HubspotSyncDialog } from './hubspot-sync-dialog.tsx';
import { IntegrationCard } from './integration-card.tsx';
import { LoxoCard } from './loxo-card.tsx';

function NewIntegrationSwitch({ me }: { me: Me }) {
  const version = useIntegrationVersion();
  if (!hasPermission(me.permissions, PERMISSIONS.readUsers)) return null;
  return (
    <FormControlLabel
      control={
        <Switch
          checked={me.isNewIntegrations}
          disabled={version.isPending}
          onChange={(event) => version.mutate(event.target.checked)}
        />
      }
      label={INTEGRATION_TEXTS.useNewIntegration}
    />
  );
}

/**
 * The Integrations page (outreach-integrations-admin §2 'Integrations page'): Bullhorn, HubSpot, Constant Contact
 * and Loxo cards with their Connected indicator and Setup, Sign in or Disconnect; the 'Use New Integration'
 * switch (read:users) and the intro line with the flag. Constant Contact shows 'Coming Soon!' and a disabled
 * Sign In without the flag (issue #17); Loxo's card is loxo-card.tsx.
 */
export function IntegrationsScreen() {
  const me = useSignedInUser();
  const flags = me.integrations;
  const isNew = me.isNewIntegrations;
  const signIn = useSignIn();
  const disconnect = useDisconnect();
  const bullhornSettings = useBullhornSettings(true);
  const [dialog, setDialog] = useState<'bullhorn' | 'hubspot' | 'constantcontact' | null>(null);
  const bullhornReady = Boolean(bullhornSettings.data?.clientId && bullhornSettings.data.hasClientSecret);
  const crmAdmin = hasPermission(me.permissions, PERMISSIONS.createIntegrations);
  const bullhornPull = useCrmStatusOf('bullhorn', crmAdmin && flags.bullhorn);
  const hubspotPull = useCrmStatusOf('hubspot', crmAdmin && flags.hubspot);
  return (
    <PageLayout section={SECTIONS.integrations} actions={<NewIntegrationSwitch me={me} />}>
      {isNew ? (
        <Typography sx={{ mb: 2 }} data-testid="integrations-intro">
          {INTEGRATION_TEXTS.intro}
        </Typography>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <IntegrationCard
            id="bullhorn"
            title="Bullhorn"
            kind="ATS"
            connected={flags.bullhorn}
            details={flags.bullhorn ? <CrmPullSummary status={bullhornPull} /> : null}
          >
            <Button onClick={() => setDialog('bullhorn')}>Setup</Button>
            {flags.bullhorn && crmAdmin ? <SyncNowButton provider="bullhorn" /> : null}
            {flags.bullhorn ? (
              <Button color="error" onClick={() => disconnect.mutate('bullhorn')} disabled={disconnect.isPending}>
                Disconnect
              </Button>
            ) : bullhornReady ? (
              <Button variant="contained" onClick={() => signIn.mutate('bullhorn')} disabled={signIn.isPending}>
                Sign in
              </Button>
            ) : null}
          </IntegrationCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <IntegrationCard
            id="hubspot"
            title="HubSpot"
            kind="CRM"
            connected={flags.hubspot}
            details={flags.hubspot ? <CrmPullSummary status={hubspotPull} /> : null}
          >
            {flags.hubspot && isNew ? <Button onClick={() => setDialog('hubspot')}>Setup</Button> : null}
            {flags.hubspot && crmAdmin ? <SyncNowButton provider="hubspot" /> : null}
            {flags.hubspot ? (
              <Button color="error" onClick={() => disconnect.mutate('hubspot')} disabled={disconnect.isPending}>
                Disconnect
              </Button>
            ) : (
              <Button variant="contained" onClick={() => signIn.mutate('hubspot')} disabled={signIn.isPending}>
                Sign in
              </Button>
            )}
          </IntegrationCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <IntegrationCard
            id="constantcontact"
            title="Constant Contact"
            kind="Marketing automation"
            connected={flags.constantContact}
            note={isNew ? undefined : INTEGRATION_TEXTS.comingSoon}
          >
            {flags.constantContact && isNew ? (
              <Button onClick={() => setDialog('constantcontact')}>Setup</Button>
            ) : null}
            {flags.constantContact ? (
              <Button
                color="error"
                onClick={() => disconnect.mutate('constantcontact')}
                disabled={disconnect.isPending}
              >
                Disconnect
              </Button>
            ) : (
              <Button
                variant="contained"
                onClick={() => signIn.mutate('constantcontact')}
                disabled={!isNew || signIn.isPending}
              >
                Sign In
              </Button>
            )}
          </IntegrationCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LoxoCard connected={flags.loxo} isNew={isNew} />
        </Grid>
      </Grid>
      {flags.drip ? (
        // Drip has no card (§2: four cards; its sign-in starts from the push menu); this line lets it be disconnected.
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }} data-testid="integration-drip">
          <Typography>Drip is connected: its series show in each contact's push menu.</Typography>
          <Button color="error" onClick={() => disconnect.mutate('drip')} disabled={disconnect.isPending}>
            Disconnect Drip
          </Button>
        </Stack>
      ) : null}
      <BullhornSettingsDialog open={dialog === 'bullhorn'} onClose={() => setDialog(null)} connected={flags.bullhorn} />
      <HubspotSyncDialog open={dialog === 'hubspot'} onClose={() => setDialog(null)} />
      <ConstantContactSyncDialog open={dialog === 'constantcontact'} onClose={() => setDialog(null)} />
    </PageLayout>
  );
}
