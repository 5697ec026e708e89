import {
  ALERT_SAMPLE_TEXTS,
  SAVED_SEARCH_PAGE_SIZES,
  SAVED_SEARCH_TEXTS,
  type SavedSearchView,
} from '@agencyscout/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TickerBar } from '@/features/ticker/public.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import type { Section } from '../../../lib/sections.ts';
import { type SavedSearches, useSavedSearches } from '../use-saved-searches.ts';
import { SavedSearchDialog } from './saved-search-dialog.tsx';
import { SavedSearchesEmptyState } from './saved-searches-empty-state.tsx';
import { SavedSearchesTable } from './saved-searches-table.tsx';

/** Pagination links of the saved-search table (ours; the spec gives 7 for the other small lists). */
const PAGINATION_LINKS = 7;

/** 'My Saved Searches' or 'All Searches', the name filter and Delete Selected. */
function Toolbar({ data }: { data: SavedSearches }) {
  const { selected } = data;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={data.view}
        onChange={(_, value: SavedSearchView | null) => {
          if (value) data.setView(value);
        }}
        aria-label="Which saved searches"
      >
        <ToggleButton value="mine">{SAVED_SEARCH_TEXTS.mine}</ToggleButton>
        <ToggleButton value="all">{SAVED_SEARCH_TEXTS.all}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        size="small"
        label={SAVED_SEARCH_TEXTS.filterLabel}
        value={data.name}
        onChange={(event) => data.setName(event.target.value)}
        sx={{ flexGrow: 1, maxWidth: 360 }}
      />
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlined />}
        disabled={selected.size === 0}
        onClick={() => data.askDelete(data.rows.filter((row) => selected.has(row.searchId)))}
      >
        {SAVED_SEARCH_TEXTS.deleteSelected}
        {selected.size > 0 ? ` (${selected.size})` : ''}
      </Button>
    </Stack>
  );
}

/** The table, or the welcome text, 'No leads' or 'no match'; the next-alert note under it. */
function SearchList({ data }: { data: SavedSearches }) {
  const { list, rows, empty, total } = data;
  return (
    <>
      {list.isFetching ? <LinearProgress aria-label="Loading saved searches" /> : null}
      {list.isError ? <Alert severity="error">{SAVED_SEARCH_TEXTS.noLeads}</Alert> : null}
      {empty ? <SavedSearchesEmptyState /> : null}
      {list.isSuccess && !empty && total === 0 ? (
        <Typography sx={{ py: 2 }} color="text.secondary">
          {SAVED_SEARCH_TEXTS.noMatch}
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <SavedSearchesTable
          rows={rows}
          selected={data.selected}
          onSelectedChange={data.setSelected}
          onRun={data.nav.run}
          onOpen={(search) => data.nav.open(search.searchId)}
          maxHeight={data.tableHeight}
          showAutomations={data.showAutomations}
          sampleAllowance={list.data?.alertSamples}
        />
      ) : null}
      {rows.some((row) => row.nextAlerts?.length) ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ pt: 1 }}>
          {ALERT_SAMPLE_TEXTS.nextAlertNote}
        </Typography>
      ) : null}
    </>
  );
}

function Pagination({ data }: { data: SavedSearches }) {
  if (data.total === 0) return null;
  return (
    <PaginationBar
      page={data.page}
      pageCount={data.pageCount}
      onPageChange={data.setPage}
      linkCount={PAGINATION_LINKS}
      pageSize={
        data.canChooseSize
          ? {
              value: data.pageSize,
              options: SAVED_SEARCH_PAGE_SIZES,
              label: 'Searches Per Page',
              onChange: data.setPageSize,
            }
          : undefined
      }
    />
  );
}

/**
 * Saved searches (prospecting-core §2.6): the ticker on top, 'My Saved Searches' or 'All Searches', a name filter,
 * multi-select delete with 'Confirm Delete', pagination (25/50/100 with read:leads), the dialog of one search
 * (also opened by ?searchId=), the welcome empty state and 'No leads' when the list cannot be loaded.
 */
export function SavedSearchesScreen({ section }: { section: Section }) {
  const data = useSavedSearches();
  const { nav, pendingDelete } = data;
  return (
    <PageLayout section={section}>
      <TickerBar />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Toolbar data={data} />
        <SearchList data={data} />
        <Pagination data={data} />
      </Paper>
      {nav.openSearch ? (
        <SavedSearchDialog
          search={nav.openSearch}
          onClose={nav.close}
          onRun={nav.run}
          onDelete={(search) => data.askDelete([search])}
        />
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={SAVED_SEARCH_TEXTS.confirmDeleteTitle}
        text={SAVED_SEARCH_TEXTS.confirmDelete(pendingDelete?.label ?? '')}
        pending={data.remove.isPending}
        onCancel={data.cancelDelete}
        onConfirm={data.confirmDelete}
      />
    </PageLayout>
  );
}
