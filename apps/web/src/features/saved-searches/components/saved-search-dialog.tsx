import { CAMPAIGN_TEXTS, SAVED_SEARCH_TEXTS, type SavedSearch } from '@agencyscout/contracts';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { ModifyTab } from './modify-tab.tsx';
import { NotifyMeTab } from './notify-me-tab.tsx';
import { OutboundCampaignsTab } from './outbound-campaigns-tab.tsx';
import { SavedSearchDetails } from './saved-search-details.tsx';

const TABS = [SAVED_SEARCH_TEXTS.tabDetails, SAVED_SEARCH_TEXTS.tabModify, SAVED_SEARCH_TEXTS.tabNotify] as const;
/** The 4th tab, only for accounts with isNewIntegrations (§2.6). */
const CAMPAIGNS_TAB = 3;

interface SavedSearchDialogProps {
  search: SavedSearch;
  onClose: () => void;
  onRun: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

/**
 * The saved search's dialog (prospecting-core §2.6): tabs Saved Search Details, Modify, Notify Me and, with
 * isNewIntegrations, Outbound Campaigns; the title has the delete action (owner only).
 */
export function SavedSearchDialog({ search, onClose, onRun, onDelete }: SavedSearchDialogProps) {
  const me = useSignedInUser();
  const labels: string[] = me.isNewIntegrations ? [...TABS, CAMPAIGN_TEXTS.tab] : [...TABS];
  const [chosen, setTab] = useState(0);
  const tab = chosen < labels.length ? chosen : 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby="saved-search-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="saved-search-dialog-title" component="div">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2" noWrap sx={{ flexGrow: 1 }}>
            {search.name}
          </Typography>
          {search.isOwner ? (
            <Tooltip title={`Delete ${search.name}`}>
              <IconButton onClick={() => onDelete(search)} aria-label={`Delete ${search.name}`} color="error">
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          ) : null}
          <IconButton onClick={onClose} aria-label="Close">
            <Close />
          </IconButton>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Saved search">
          {labels.map((label, index) => (
            <Tab
              key={label}
              label={label}
              id={`saved-search-tab-${index}`}
              aria-controls={`saved-search-panel-${index}`}
            />
          ))}
        </Tabs>
        <div role="tabpanel" id={`saved-search-panel-${tab}`} aria-labelledby={`saved-search-tab-${tab}`}>
          {tab === 0 ? <SavedSearchDetails search={search} onRun={() => onRun(search)} /> : null}
          {tab === 1 ? <ModifyTab key={search.updatedAt} search={search} maxHeight={440} /> : null}
          {tab === 2 ? <NotifyMeTab search={search} /> : null}
          {tab === CAMPAIGNS_TAB ? <OutboundCampaignsTab key={search.searchId} search={search} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
