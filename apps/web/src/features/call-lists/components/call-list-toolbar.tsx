import {
  CALL_LIST_TEXTS,
  type CallList,
  EXPORT_SELECT_ALL_LIMITS,
  UNCLASSIFIED_CALL_LIST_ID,
  UNCLASSIFIED_CALL_LIST_NAME,
} from '@agencyscout/contracts';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ExportButton } from '@/features/exports/public.ts';

interface CallListToolbarProps {
  lists: readonly CallList[];
  unclassifiedCount: number;
  selectedId: number | undefined;
  onSelect: (listId: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  group: boolean;
  onGroupChange: (group: boolean) => void;
  onNew: () => void;
  onDelete: () => void;
  /** read:export: the Export Outreach List action. */
  canExport: boolean;
}

function ColorDot({ color }: { color: string }) {
  return <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, mr: 1, flexShrink: 0 }} />;
}

/** The outreach list picker, its search, the group-contacts switch and the list actions (§2). */
export function CallListToolbar(props: CallListToolbarProps) {
  const { lists, unclassifiedCount, selectedId, onSelect, search, onSearchChange, group, onGroupChange } = props;
  const deletable = selectedId !== undefined && selectedId !== UNCLASSIFIED_CALL_LIST_ID;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        size="small"
        label={CALL_LIST_TEXTS.selectList}
        value={selectedId === undefined ? '' : String(selectedId)}
        onChange={(event) => onSelect(Number(event.target.value))}
        sx={{ minWidth: 260 }}
      >
        {lists.map((list) => (
          <MenuItem key={list.callListId} value={String(list.callListId)}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <ColorDot color={list.callListColor} />
              {list.callListName} ({list.contactCount})
            </Stack>
          </MenuItem>
        ))}
        <MenuItem value={String(UNCLASSIFIED_CALL_LIST_ID)}>
          {UNCLASSIFIED_CALL_LIST_NAME} ({unclassifiedCount})
        </MenuItem>
      </TextField>
      <TextField
        size="small"
        type="search"
        label={CALL_LIST_TEXTS.search}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <FormControlLabel
        control={<Switch checked={group} onChange={(event) => onGroupChange(event.target.checked)} />}
        label={CALL_LIST_TEXTS.groupContacts}
      />
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="contained" startIcon={<Add />} onClick={props.onNew}>
        {CALL_LIST_TEXTS.newList}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined />}
        disabled={!deletable}
        onClick={props.onDelete}
      >
        {CALL_LIST_TEXTS.deleteList}
      </Button>
      {props.canExport && selectedId !== undefined ? (
        // §2 'Export Outreach List': the whole list (select-all, up to the contact limit).
        <ExportButton
          key={selectedId}
          label={CALL_LIST_TEXTS.exportList}
          kind="contacts"
          query={{ callListId: selectedId }}
          selectAllLimit={EXPORT_SELECT_ALL_LIMITS.contacts}
          initialSelectAll
        />
      ) : null}
    </Stack>
  );
}
