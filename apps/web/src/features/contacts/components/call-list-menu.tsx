import { CALL_LIST_TEXTS } from '@agencyscout/contracts';
import Add from '@mui/icons-material/Add';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { useCallLists, useSetContactLists } from '../api.ts';
import { NewCallListDialog } from './new-call-list-dialog.tsx';

interface CallListMenuProps {
  contactId: number;
  contactName: string;
  callListIds: readonly number[];
}

/**
 * The multi-select menu that puts a contact on or takes it off the organisation's outreach lists (§2, §4
 * 'toggling list membership'); '+ New Outreach List' creates a list and puts the contact on it.
 */
export function CallListMenu({ contactId, contactName, callListIds }: CallListMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [creating, setCreating] = useState(false);
  const lists = useCallLists(anchor !== null);
  const setLists = useSetContactLists();
  const onLists = new Set(callListIds);
  const menuMounted = useOpenedOnce(anchor !== null);
  const dialogMounted = useOpenedOnce(creating);

  const toggle = (listId: number) => {
    const next = onLists.has(listId) ? callListIds.filter((id) => id !== listId) : [...callListIds, listId];
    setLists.mutate({ contactId, callListIds: next });
  };
  const count = callListIds.length;
  return (
    <>
      <Button
        size="small"
        variant={count > 0 ? 'contained' : 'outlined'}
        startIcon={count > 0 ? <PlaylistAddCheck /> : <PlaylistAdd />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`${CALL_LIST_TEXTS.lists} of ${contactName}`}
      >
        {CALL_LIST_TEXTS.lists}
        {count > 0 ? ` (${count})` : ''}
      </Button>
      {menuMounted ? (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {(lists.data?.lists ?? []).map((list) => (
            <MenuItem
              key={list.callListId}
              role="menuitemcheckbox"
              aria-checked={onLists.has(list.callListId)}
              disabled={setLists.isPending}
              onClick={() => toggle(list.callListId)}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={onLists.has(list.callListId)}
                  tabIndex={-1}
                  disableRipple
                />
              </ListItemIcon>
              <Box
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: list.callListColor, mr: 1, flexShrink: 0 }}
              />
              <ListItemText primary={list.callListName} />
            </MenuItem>
          ))}
          {lists.data?.lists.length === 0 ? <MenuItem disabled>{CALL_LIST_TEXTS.noLists}</MenuItem> : null}
          <Divider />
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setCreating(true);
            }}
          >
            <ListItemIcon>
              <Add fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={CALL_LIST_TEXTS.newList} />
          </MenuItem>
        </Menu>
      ) : null}
      {dialogMounted ? (
        <NewCallListDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(list) => setLists.mutate({ contactId, callListIds: [...callListIds, list.callListId] })}
        />
      ) : null}
    </>
  );
}
