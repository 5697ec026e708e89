import {
  ALERT_SAMPLE_TEXTS,
  DEFAULT_SAVED_SEARCH_PAGE_SIZE,
  hasPermission,
  PERMISSIONS,
  SAVED_SEARCH_PAGE_SIZES,
  SAVED_SEARCH_TABLE_OFFSETS,
  SAVED_SEARCH_TEXTS,
  type SavedSearch,
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
import { useState } from 'react';
import { TickerBar } from '@/features/ticker/public.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import type { Section } from '../../../lib/sections.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useWindowHeight } from '../../../lib/use-window-height.ts';
import { useDeleteSavedSearches, useSavedSearchList } from '../api.ts';
import { useSavedSearchNavigation } from '../use-saved-search-navigation.ts';
import { SavedSearchDialog } from './saved-search-dialog.tsx';
import { SavedSearchesEmptyState } from './saved-searches-empty-state.tsx';
import { SavedSearchesTable } from './saved-searches-table.tsx';

/** Pagination links of the saved-search table (ours; the spec gives 7 for the other small lists). */
const PAGINATION_LINKS = 7;

/** §2.6 'Table height: window height minus 245 or 201' (with or without the ticker). */
function useTableHeight(hasTicker: boolean): number {
  const windowHeight = useWindowHeight();
  return Math.max(
    240,
    windowHeight - (hasTicker ? SAVED_SEARCH_TABLE_OFFSETS.ticker : SAVED_SEARCH_TABLE_OFFSETS.noTicker),
  );
}

interface PendingDelete {
  ids: number[];
  label: string;
}

/**
 * Saved searches (prospecting-core §2.6): the ticker on top, 'My Saved Searches' or 'All Searches', a name filter,
 * multi-select delete with 'Confirm Delete', pagination (25/50/100 with read:leads), the dialog of one search
 * (also opened by ?searchId=), the welcome empty state and 'No leads' when the list cannot be loaded.
 */
export function SavedSearchesScreen({ section }: { section: Section }) {
  const me = useSignedInUser();
  const canChooseSize = hasPermission(me.permissions, PERMISSIONS.readLeads);
  const [view, setView] = useState<SavedSearchView>('mine');
  const [name, setName] = useState('');
  const debouncedName = useDebouncedValue(name, 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_SAVED_SEARCH_PAGE_SIZE);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const count = canChooseSize ? pageSize : DEFAULT_SAVED_SEARCH_PAGE_SIZE;
  const list = useSavedSearchList({ view, name: debouncedName, offset: (page - 1) * count, count });
  const remove = useDeleteSavedSearches();
  const nav = useSavedSearchNavigation();
  const tableHeight = useTableHeight(hasPermission(me.permissions, PERMISSIONS.readTicker));

  const reset = () => {
    setPage(1);
    setSelected(new Set());
  };
  const askDelete = (rows: SavedSearch[]) =>
    setPendingDelete({
      ids: rows.map((row) => row.searchId),
      label: rows.length === 1 ? (rows[0]?.name ?? '') : `${rows.length} saved searches`,
    });
  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.ids, {
      onSettled: () => {
        setPendingDelete(null);
        setSelected(new Set());
        if (nav.openId !== undefined && pendingDelete.ids.includes(nav.openId)) nav.close();
      },
    });
  };
  const rows = list.data?.rows ?? [];
  const total = list.data?.count ?? 0;
  const empty = list.isSuccess && total === 0 && view === 'mine' && debouncedName.trim() === '';
  return (
    <PageLayout section={section}>
      <TickerBar />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 1 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_, value: SavedSearchView | null) => {
              if (value) {
                setView(value);
                reset();
              }
            }}
            aria-label="Which saved searches"
          >
            <ToggleButton value="mine">{SAVED_SEARCH_TEXTS.mine}</ToggleButton>
            <ToggleButton value="all">{SAVED_SEARCH_TEXTS.all}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            size="small"
            label={SAVED_SEARCH_TEXTS.filterLabel}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              reset();
            }}
            sx={{ flexGrow: 1, maxWidth: 360 }}
          />
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlined />}
            disabled={selected.size === 0}
            onClick={() => askDelete(rows.filter((row) => selected.has(row.searchId)))}
          >
            {SAVED_SEARCH_TEXTS.deleteSelected}
            {selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
        </Stack>
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
            selected={selected}
            onSelectedChange={setSelected}
            onRun={nav.run}
            onOpen={(search) => nav.open(search.searchId)}
            maxHeight={tableHeight}
            showAutomations={me.isNewIntegrations}
            sampleAllowance={list.data?.alertSamples}
          />
        ) : null}
        {rows.some((row) => row.nextAlerts?.length) ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ pt: 1 }}>
            {ALERT_SAMPLE_TEXTS.nextAlertNote}
          </Typography>
        ) : null}
        {total > 0 ? (
          <PaginationBar
            page={page}
            pageCount={Math.ceil(total / count)}
            onPageChange={(next) => {
              setPage(next);
              setSelected(new Set());
            }}
            linkCount={PAGINATION_LINKS}
            pageSize={
              canChooseSize
                ? {
                    value: pageSize,
                    options: SAVED_SEARCH_PAGE_SIZES,
                    label: 'Searches Per Page',
                    onChange: (size) => {
                      setPageSize(size);
                      reset();
                    },
                  }
                : undefined
            }
          />
        ) : null}
      </Paper>
      {nav.openSearch ? (
        <SavedSearchDialog
          search={nav.openSearch}
          onClose={nav.close}
          onRun={nav.run}
          onDelete={(search) => askDelete([search])}
        />
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={SAVED_SEARCH_TEXTS.confirmDeleteTitle}
        text={SAVED_SEARCH_TEXTS.confirmDelete(pendingDelete?.label ?? '')}
        pending={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </PageLayout>
  );
}
