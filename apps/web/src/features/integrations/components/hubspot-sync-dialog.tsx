import { INTEGRATION_ITEM_TYPES } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { ItemList } from './item-list.tsx';

/** HubSpot Setup (§2): sync and choose the workflows, users (owners) and pipelines recruiters see. */
export function HubspotSyncDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="hubspot-sync-title">
      <DialogTitle id="hubspot-sync-title">HubSpot setup</DialogTitle>
      <DialogContent dividers>
        <ItemList
          title="Workflows"
          listPath="hubspot/getAllWorkflows"
          syncPath="hubspot/syncWorkFlow"
          itemType={INTEGRATION_ITEM_TYPES.workflow}
        />
        <Divider />
        <ItemList
          title="Users"
          listPath="hubspot/getAllUsers"
          syncPath="hubspot/syncUsers"
          itemType={INTEGRATION_ITEM_TYPES.users}
        />
        <Divider />
        <ItemList
          title="Pipelines"
          listPath="hubspot/getAllPipelines"
          syncPath="hubspot/syncPipeline"
          itemType={INTEGRATION_ITEM_TYPES.pipelines}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
