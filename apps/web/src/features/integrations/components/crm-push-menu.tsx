import { type ContactCrms, hasPermission, INTEGRATION_TEXTS, type Me, PERMISSIONS } from '@agencyscout/contracts';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useCachedMe } from '../../../lib/current-user.ts';
import { notify } from '../../../lib/notifications.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { reportError, usePushToBullhorn, useSignIn } from '../api.ts';
import { DripSendDialog } from './drip-send-dialog.tsx';
import { HubspotSendDialog } from './hubspot-send-dialog.tsx';
import { LoxoSendDialog } from './loxo-send-dialog.tsx';

export interface CrmPushMenuProps {
  contactId: number;
  contactName: string;
  email: string | null | undefined;
  companyName?: string | undefined;
  contactcrms?: ContactCrms | undefined;
}

/**
 * §2 'Push menu per contact': the Drip block shows only when Drip is connected and enabled (/me drip and
 * dripIsEnabled); otherwise the menu offers 'Sign into Drip' (the Drip sign-in starts there: Drip has no card).
 */
export function dripEntry(me: Pick<Me, 'integrations' | 'permissions'> | undefined): 'block' | 'signIn' | 'askAdmin' {
  if (me?.integrations.drip && me.integrations.dripIsEnabled) return 'block';
  return me && hasPermission(me.permissions, PERMISSIONS.createIntegrations) ? 'signIn' : 'askAdmin';
}

/**
 * The push menu of a contact (§2 'Push menu per contact', §4): an entry per connected CRM, disabled once the
 * contact has that CRM's id; HubSpot only for a contact with an e-mail; Loxo asks for the owning user first; the
 * Drip block or 'Sign into Drip'.
 */
export function CrmPushMenu({ contactId, contactName, email, companyName, contactcrms }: CrmPushMenuProps) {
  const me = useCachedMe();
  const flags = me?.integrations;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hubspotOpen, setHubspotOpen] = useState(false);
  const [dripOpen, setDripOpen] = useState(false);
  const [loxoOpen, setLoxoOpen] = useState(false);
  const bullhorn = usePushToBullhorn();
  const signIn = useSignIn();
  const menuId = useId();
  const showBullhorn = Boolean(flags?.bullhorn);
  const showHubspot = Boolean(flags?.hubspot) && Boolean(email?.trim());
  const showLoxo = Boolean(flags?.loxo);
  const drip = dripEntry(me);
  // Each contact card has this menu: its overlays are mounted when first opened, not for every card up front.
  const menuMounted = useOpenedOnce(anchor !== null);
  const hubspotMounted = useOpenedOnce(hubspotOpen);
  const dripMounted = useOpenedOnce(dripOpen);
  const loxoMounted = useOpenedOnce(loxoOpen);
  if (!me) return null;
  const pushToBullhorn = () => {
    setAnchor(null);
    bullhorn.mutate(contactId, {
      onSuccess: () => notify({ message: `${contactName} added to Bullhorn`, severity: 'success' }),
      onError: (error) => reportError(error, INTEGRATION_TEXTS.bullhornPushFailed),
    });
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<CloudUpload />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={bullhorn.isPending}
        aria-label={`Push ${contactName} to a CRM`}
      >
        Push
      </Button>
      {menuMounted ? (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {showBullhorn ? (
            <MenuItem onClick={pushToBullhorn} disabled={Boolean(contactcrms?.BullhornId)}>
              {contactcrms?.BullhornId ? 'In Bullhorn' : 'Add to Bullhorn'}
            </MenuItem>
          ) : null}
          {showHubspot ? (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                setHubspotOpen(true);
              }}
              disabled={Boolean(contactcrms?.HubspotId)}
            >
              {contactcrms?.HubspotId ? 'In HubSpot' : 'Add to HubSpot'}
            </MenuItem>
          ) : null}
          {showLoxo ? (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                setLoxoOpen(true);
              }}
              disabled={Boolean(contactcrms?.LoxoId)}
            >
              {contactcrms?.LoxoId ? 'In Loxo' : 'Add to Loxo'}
            </MenuItem>
          ) : null}
          {drip === 'block' ? (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                setDripOpen(true);
              }}
              disabled={!email?.trim()}
            >
              Add to a Drip series
            </MenuItem>
          ) : (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                signIn.mutate('drip');
              }}
              disabled={drip === 'askAdmin' || signIn.isPending}
            >
              {INTEGRATION_TEXTS.signIntoDrip}
            </MenuItem>
          )}
        </Menu>
      ) : null}
      {drip === 'block' && dripMounted ? (
        <DripSendDialog
          open={dripOpen}
          onClose={() => setDripOpen(false)}
          contactId={contactId}
          contactName={contactName}
        />
      ) : null}
      {showHubspot && hubspotMounted ? (
        <HubspotSendDialog
          open={hubspotOpen}
          onClose={() => setHubspotOpen(false)}
          contactId={contactId}
          contactName={contactName}
          companyName={companyName}
        />
      ) : null}
      {showLoxo && loxoMounted ? (
        <LoxoSendDialog
          open={loxoOpen}
          onClose={() => setLoxoOpen(false)}
          contactId={contactId}
          contactName={contactName}
        />
      ) : null}
    </>
  );
}
