import {
  CLIENT_LIST_PAGE_SIZES,
  CLIENT_LIST_PAGINATION_LINKS,
  CLIENT_LIST_QUERY_MAX_LENGTH,
  CLIENT_LIST_TEXTS,
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
import Typography from '@mui/material/Typography';
import { TutorialEmbed } from '@/features/help/public.ts';
import { TickerBar } from '@/features/ticker/public.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { toggleRow, toggleSelectAll } from '../selection.ts';
import { type ClientListScreenData, useClientListScreen } from '../use-client-list.ts';
import { ClientListTable } from './client-list-table.tsx';

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

/** The sharing toggle and Export. */
function ScreenActions({ data }: { data: ClientListScreenData }) {
  const { shared } = data;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        startIcon={shared ? <PeopleOutline /> : <LockOutlined />}
        onClick={() => data.sharing.mutate()}
        disabled={data.sharing.isPending || !data.list.data}
        aria-pressed={shared}
        data-testid="client-list-sharing"
      >
        {shared ? CLIENT_LIST_TEXTS.shared : CLIENT_LIST_TEXTS.private}
      </Button>
      <Button variant="contained" startIcon={<FileDownloadOutlined />} onClick={() => void data.exportCsv()}>
        {CLIENT_LIST_TEXTS.export}
      </Button>
    </Stack>
  );
}

/** Search, 'My Client List' or 'All Client Lists' (the list query's rule), and Delete Selected. */
function FilterBar({ data }: { data: ClientListScreenData }) {
  const { control } = data.state.filters;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <FormTextField
        control={control}
        name="query"
        size="small"
        label={CLIENT_LIST_TEXTS.search}
        onChange={data.state.onFilterChange}
        slotProps={{ htmlInput: { maxLength: CLIENT_LIST_QUERY_MAX_LENGTH } }}
      />
      <FormTextField
        control={control}
        name="which"
        select
        size="small"
        label="Client lists"
        onChange={data.state.onFilterChange}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="mine">{CLIENT_LIST_TEXTS.mine}</MenuItem>
        <MenuItem value="all">{CLIENT_LIST_TEXTS.all}</MenuItem>
      </FormTextField>
      <Box sx={{ flexGrow: 1 }} />
      <Button
        color="error"
        variant="outlined"
        disabled={data.selectedIds.length === 0}
        onClick={data.askDeleteSelected}
      >
        {CLIENT_LIST_TEXTS.deleteSelected(data.selectedIds.length)}
      </Button>
    </Stack>
  );
}

/** The welcome state, 'no match', or the table with its selection. */
function ListBody({ data }: { data: ClientListScreenData }) {
  const { state } = data;
  if (data.empty) return <WelcomeState />;
  if (data.rows.length === 0 && data.list.data) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {CLIENT_LIST_TEXTS.noMatch}
      </Typography>
    );
  }
  return (
    <ClientListTable
      rows={data.rows}
      selection={state.selection}
      onToggleAll={() => state.setSelection(toggleSelectAll(state.selection))}
      onToggleRow={(id) => state.setSelection(toggleRow(state.selection, id))}
      onDelete={(row) => data.askDelete([row])}
    />
  );
}

/**
 * The Client List screen (/clientlist; prospecting-core §2.8, §4, §6): the ticker slot, search, 'My Client
 * List' or 'All Client Lists', the sharing toggle, export, the table with select-all deletion, and paging.
 */
export function ClientListScreen() {
  const me = useSignedInUser();
  const data = useClientListScreen();
  const { state, pending } = data;
  return (
    <PageLayout section={SECTIONS.clientlist} actions={<ScreenActions data={data} />}>
      {/* §2.8 'Ticker on top' (shown with read:ticker), as on the lead screens. */}
      <TickerBar />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FilterBar data={data} />
        <ListBody data={data} />
        <PaginationBar
          page={state.page}
          pageCount={data.pageCount}
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
        pending={data.remove.isPending}
        onCancel={data.cancelDelete}
        onConfirm={data.confirmDelete}
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
