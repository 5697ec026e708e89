import {
  CLIENT_LIST_PAGE_SIZES,
  CLIENT_LIST_PAGINATION_LINKS,
  CLIENT_LIST_TEXTS,
  type ClientListEntry,
  DEFAULT_CLIENT_LIST_PAGE_SIZE,
  HELP_EMBEDS,
  hasPermission,
  PERMISSIONS,
} from '@agencyscout/contracts';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TutorialEmbed } from '@/features/help/public.ts';
import { TickerBar } from '@/features/ticker/public.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { fetchWholeClientList, useClientList, useRemoveClients, useToggleSharing } from '../api.ts';
import { clientListCsv, downloadClientListCsv } from '../csv.ts';
import { type ClientSelection, companiesToDelete, EMPTY_SELECTION, toggleRow, toggleSelectAll } from '../selection.ts';
import { ClientListTable } from './client-list-table.tsx';

const SEARCH_DEBOUNCE_MS = 300;
type Which = 'mine' | 'all';

function WelcomeState() {
  return (
    <EmptyState icon={BusinessOutlined} title={CLIENT_LIST_TEXTS.emptyTitle} testId="client-list-empty">
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {CLIENT_LIST_TEXTS.emptyText}
      </Typography>
      <TutorialEmbed tutorialKey={HELP_EMBEDS.clientList} />
    </EmptyState>
  );
}

/** The list state: filters, page and selection; a change of which list, page or size clears the selection. */
function useClientListState() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [which, setWhich] = useState<Which>('mine');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_CLIENT_LIST_PAGE_SIZE);
  const [selection, setSelection] = useState<ClientSelection>(EMPTY_SELECTION);
  const reset = () => {
    setPage(1);
    setSelection(EMPTY_SELECTION);
  };
  return {
    search,
    query,
    which,
    page,
    pageSize,
    selection,
    setSelection,
    setSearch: (value: string) => {
      setSearch(value);
      reset();
    },
    setWhich: (value: Which) => {
      setWhich(value);
      reset();
    },
    setPage: (value: number) => {
      setPage(value);
      setSelection(EMPTY_SELECTION);
    },
    setPageSize: (value: number) => {
      setPageSize(value);
      reset();
    },
  };
}

/**
 * The Client List screen (/clientlist; prospecting-core §2.8, §4, §6): the ticker slot, search, 'My Client
 * List' or 'All Client Lists', the sharing toggle, export, the table with select-all deletion, and paging.
 */
export function ClientListScreen() {
  const me = useSignedInUser();
  const state = useClientListState();
  const list = useClientList({
    query: state.query || undefined,
    which: state.which,
    offset: (state.page - 1) * state.pageSize,
    count: state.pageSize,
  });
  const remove = useRemoveClients();
  const sharing = useToggleSharing();
  const [pending, setPending] = useState<ClientListEntry[] | undefined>(undefined);
  const rows = list.data?.rows ?? [];
  const ownRows = rows.filter((row) => row.mine);
  const selectedIds = companiesToDelete(
    state.selection,
    ownRows.map((row) => row.companyId),
  );
  const shared = list.data?.shared ?? false;

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(
      pending.map((row) => row.companyId),
      {
        onSettled: () => {
          setPending(undefined);
          state.setSelection(EMPTY_SELECTION);
        },
      },
    );
  };
  const exportCsv = async () => {
    const all = await fetchWholeClientList({ query: state.query || undefined, which: state.which });
    downloadClientListCsv(clientListCsv(all));
  };
  const empty = list.data?.count === 0 && !state.query && state.which === 'mine';
  const pageCount = Math.ceil((list.data?.count ?? 0) / state.pageSize);
  const actions = (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        startIcon={shared ? <PeopleOutline /> : <LockOutlined />}
        onClick={() => sharing.mutate()}
        disabled={sharing.isPending || !list.data}
        aria-pressed={shared}
        data-testid="client-list-sharing"
      >
        {shared ? CLIENT_LIST_TEXTS.shared : CLIENT_LIST_TEXTS.private}
      </Button>
      <Button variant="contained" startIcon={<FileDownloadOutlined />} onClick={() => void exportCsv()}>
        {CLIENT_LIST_TEXTS.export}
      </Button>
    </Stack>
  );
  return (
    <PageLayout section={SECTIONS.clientlist} actions={actions}>
      {/* §2.8 'Ticker on top' (shown with read:ticker), as on the lead screens. */}
      <TickerBar />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            size="small"
            label={CLIENT_LIST_TEXTS.search}
            value={state.search}
            onChange={(event) => state.setSearch(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            select
            size="small"
            label="Client lists"
            value={state.which}
            onChange={(event) => state.setWhich(event.target.value as Which)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="mine">{CLIENT_LIST_TEXTS.mine}</MenuItem>
            <MenuItem value="all">{CLIENT_LIST_TEXTS.all}</MenuItem>
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            color="error"
            variant="outlined"
            disabled={selectedIds.length === 0}
            onClick={() => setPending(ownRows.filter((row) => selectedIds.includes(row.companyId)))}
          >
            {CLIENT_LIST_TEXTS.deleteSelected(selectedIds.length)}
          </Button>
        </Stack>
        {empty ? (
          <WelcomeState />
        ) : rows.length === 0 && list.data ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {CLIENT_LIST_TEXTS.noMatch}
          </Typography>
        ) : (
          <ClientListTable
            rows={rows}
            selection={state.selection}
            onToggleAll={() => state.setSelection(toggleSelectAll(state.selection))}
            onToggleRow={(id) => state.setSelection(toggleRow(state.selection, id))}
            onDelete={(row) => setPending([row])}
          />
        )}
        <PaginationBar
          page={state.page}
          pageCount={pageCount}
          onPageChange={state.setPage}
          linkCount={CLIENT_LIST_PAGINATION_LINKS}
          pageSize={
            hasPermission(me.permissions, PERMISSIONS.readLeads)
              ? {
                  value: state.pageSize,
                  options: CLIENT_LIST_PAGE_SIZES,
                  label: CLIENT_LIST_TEXTS.perPage,
                  onChange: state.setPageSize,
                }
              : undefined
          }
        />
      </Paper>
      <ConfirmDialog
        open={pending !== undefined}
        title="Confirm Delete"
        text={CLIENT_LIST_TEXTS.deleteConfirm(pending?.length ?? 0)}
        pending={remove.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={confirmDelete}
      >
        <Box component="ul" sx={{ mt: 1, mb: 0 }} data-testid="client-delete-list">
          {pending?.map((row) => (
            <li key={row.companyId}>{row.companyName}</li>
          ))}
        </Box>
      </ConfirmDialog>
    </PageLayout>
  );
}
