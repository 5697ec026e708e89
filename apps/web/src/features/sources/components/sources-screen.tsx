import { SOURCE_PAGE_SIZE, SOURCE_TEXTS, type SourceListResponse } from '@agencyscout/contracts';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SECTIONS } from '../../../lib/sections.ts';
import { type SourceFilters, useSourceList } from '../api.ts';
import { formatCount } from '../source-display.ts';
import { useSourceFilters } from '../use-source-filters.ts';
import { AddSourcesDialog } from './add-sources-dialog.tsx';
import { SourceDetailDrawer } from './source-detail-drawer.tsx';
import { SourceFilterBar, SourceSummary } from './source-filters.tsx';
import { SourcesTable } from './sources-table.tsx';

const isFiltered = (filters: SourceFilters) => filters.q !== '' || filters.kind !== '' || filters.status !== '';

interface ResultsProps {
  data: SourceListResponse;
  filters: SourceFilters;
  /** The shown page is the previous filters' while the new one loads. */
  stale: boolean;
  onAdd: () => void;
  onClearFilters: () => void;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}

/** The table with its count and pages, or the empty state that fits (no sources at all, or none match). */
function Results({ data, filters, stale, onAdd, onClearFilters, onPage, onOpen }: ResultsProps) {
  if (data.sources.length === 0) {
    if (!isFiltered(filters) && data.total === 0) {
      return (
        <EmptyState icon={DynamicFeedOutlined} title={SOURCE_TEXTS.empty} testId="sources-empty">
          <Button variant="contained" startIcon={<AddOutlined />} onClick={onAdd}>
            {SOURCE_TEXTS.addTitle}
          </Button>
        </EmptyState>
      );
    }
    const beyond = data.total > 0;
    return (
      <EmptyState icon={FilterAltOffOutlined} title={beyond ? 'This page is empty' : 'No sources match these filters'}>
        <Button onClick={beyond ? () => onPage(1) : onClearFilters}>
          {beyond ? 'Go to the first page' : 'Clear the filters'}
        </Button>
      </EmptyState>
    );
  }
  const pageCount = Math.max(1, Math.ceil(data.total / SOURCE_PAGE_SIZE));
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {stale ? <LinearProgress aria-label="Loading sources" /> : null}
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} aria-live="polite">
        {`${formatCount(data.total)} source${data.total === 1 ? '' : 's'}`}
      </Typography>
      <SourcesTable sources={data.sources} onOpen={(source) => onOpen(source.id)} />
      {pageCount > 1 ? (
        <Stack sx={{ px: 2 }}>
          <PaginationBar page={filters.page} pageCount={pageCount} onPageChange={onPage} linkCount={7} />
        </Stack>
      ) : null}
    </Paper>
  );
}

/**
 * Job Sources (issue #28), for provider staff (create:member): the public job boards leads are polled from, with
 * their health (status, postings open, last poll, trend, last error); add boards by pasting their URLs, poll one
 * now, pause or resume it, remove it (its leads stay), and open one for its poll history. The list is read again
 * every 15 s while the screen is open.
 */
export function SourcesScreen() {
  const { filters, selectedId, setFilters, setPage, openSource } = useSourceFilters();
  const [adding, setAdding] = useState(false);
  // The drawer keeps showing the last source while it slides shut.
  const [shownId, setShownId] = useState(selectedId);
  if (selectedId !== undefined && selectedId !== shownId) setShownId(selectedId);
  const list = useSourceList(filters);
  const add = () => setAdding(true);
  return (
    <PageLayout
      section={SECTIONS.sources}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={add}>
          {SOURCE_TEXTS.addTitle}
        </Button>
      }
    >
      <Stack spacing={2}>
        {list.data ? (
          <SourceSummary
            totals={list.data.totals}
            status={filters.status}
            onStatus={(status) => setFilters({ status })}
          />
        ) : null}
        <SourceFilterBar filters={filters} onChange={setFilters} />
        {list.data ? (
          <Results
            data={list.data}
            filters={filters}
            stale={list.isPlaceholderData}
            onAdd={add}
            onClearFilters={() => setFilters({ q: '', kind: '', status: '' })}
            onPage={setPage}
            onOpen={openSource}
          />
        ) : list.isError ? (
          <Alert severity="error">{`The sources could not be loaded: ${list.error.message}`}</Alert>
        ) : (
          <CircularProgress aria-label="Loading sources" />
        )}
      </Stack>
      <AddSourcesDialog open={adding} onClose={() => setAdding(false)} />
      <SourceDetailDrawer id={shownId} open={selectedId !== undefined} onClose={() => openSource(undefined)} />
    </PageLayout>
  );
}
