import { INTEGRATION_ITEM_TYPES, INTEGRATION_KINDS } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ItemList } from './item-list.tsx';

/** Constant Contact Setup (§2): sync the e-mail campaigns and choose the ones recruiters see. */
export function ConstantContactSyncDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="constantcontact-sync-title">
      <DialogTitle id="constantcontact-sync-title">Constant Contact setup</DialogTitle>
      <DialogContent dividers>
        <ItemList
          title="Campaigns"
          listPath="constantcontact/getAllCampaigns"
          syncPath="constantcontact/syncCampaigns"
          itemType={INTEGRATION_ITEM_TYPES.emailCampaigns}
          kind={INTEGRATION_KINDS.constantContact}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
