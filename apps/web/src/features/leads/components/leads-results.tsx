import {
  EXPORT_SELECT_ALL_LIMITS,
  EXPORT_TEXTS,
  hasPermission,
  LEAD_PAGE_SIZES,
  LEAD_PAGINATION_LINKS,
  LEAD_RESULT_WINDOW,
  type LeadSearchResponse,
  PERMISSIONS,
} from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { ExportButton } from '@/features/exports/public.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { LEAD_SCREEN_TEXTS } from '../../../lib/lead-texts.ts';
import { beyondResultWindow, leadCountText, leadPageCount } from '../lead-display.ts';
import type { LeadSearchParams } from '../lead-query.ts';
import { useEmptyStateKind } from '../use-empty-state-kind.ts';
import type { LeadScreenState } from '../use-lead-screen-state.ts';
import { LeadsEmptyState } from './leads-empty-state.tsx';
import { LeadsHeader } from './leads-header.tsx';
import { LeadsTable } from './leads-table.tsx';

/** What the results need from the lead search query. */
export interface LeadSearchView {
  data: LeadSearchResponse | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
  /** The exact total is being counted by a follow-up request (the table is already shown). */
  countingTotal: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface LeadsResultsProps {
  state: LeadScreenState;
  search: LeadSearchView;
  permissions: readonly string[];
  tableHeight: number;
  /** The wire params of the shown search (with keywords it can be sorted by relevance or by date). */
  params: LeadSearchParams;
}

function errorText(error: Error): string {
  return error instanceof ApiError ? `${error.statusCode}: ${error.message}` : error.message;
}

function ResultsBody({ state, search, tableHeight, params }: Omit<LeadsResultsProps, 'permissions'>) {
  const empty = search.data?.hits.length === 0 && !search.isPlaceholderData;
  const emptyKind = useEmptyStateKind(state.toggles, params, empty);
  if (search.error && !search.data) {
    return (
      <Alert severity="error" action={<Button onClick={() => search.refetch()}>Retry</Button>}>
        {LEAD_SCREEN_TEXTS.loadFailed} {errorText(search.error)}
      </Alert>
    );
  }
  if (!search.data) return <Box sx={{ height: tableHeight }} />;
  if (search.data.hits.length === 0) {
    if (!emptyKind) return <Box sx={{ height: tableHeight }} />;
    return (
      <LeadsEmptyState
        kind={emptyKind}
        query={state.query}
        leadType={params.leadType === 'OpenWeb' ? 'OpenWeb' : 'Agency'}
        onLeaveViewed={() => state.flip('viewed')}
      />
    );
  }
  return <LeadsTable hits={search.data.hits} height={tableHeight} />;
}

/** §2.3 'Export dialog (with read:export)': the shown page's leads to pick from, or select-all of the search. */
function LeadsExport({ params, data }: { params: LeadSearchParams; data: LeadSearchResponse }) {
  const { offset: _offset, count: _count, ...query } = params;
  const leadType = params.leadType === 'OpenWeb' ? 'OpenWeb' : 'Agency';
  const rows = data.hits.map((hit) => ({
    id: hit.id,
    primary: hit.title,
    secondary: [hit.companyName, hit.location].filter(Boolean).join(' · '),
  }));
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
      <ExportButton
        label={EXPORT_TEXTS.title.leads}
        kind="leads"
        query={query}
        rows={rows}
        selectAllLimit={EXPORT_SELECT_ALL_LIMITS[leadType]}
      />
    </Box>
  );
}

/** Header, table (or empty state) and pagination of a leads screen (§2.3). */
export function LeadsResults({ state, search, permissions, tableHeight, params }: LeadsResultsProps) {
  const keywordSearch = params.keyWords !== undefined;
  const canChoosePageSize = hasPermission(permissions, PERMISSIONS.readLeads);
  const data = search.data;
  // While the total is counted, the pages known to exist: this one and the next.
  const pageCount = data ? leadPageCount(data.found ?? (state.page + 1) * state.pageSize, state.pageSize) : 0;
  return (
    <Box>
      <LeadsHeader
        countText={data ? leadCountText(permissions, data) : null}
        countingTotal={search.countingTotal}
        sort={keywordSearch ? state.sort : undefined}
        onSortChange={state.setSort}
        toggles={state.toggles}
        onFlip={state.flip}
        onRefresh={() => search.refetch()}
        refreshing={search.isFetching}
      />
      <Box sx={{ height: 4 }}>{search.isFetching ? <LinearProgress aria-label="Loading leads" /> : null}</Box>
      <ResultsBody state={state} search={search} tableHeight={tableHeight} params={params} />
      {data && data.hits.length > 0 ? (
        <PaginationBar
          page={state.page}
          pageCount={pageCount}
          onPageChange={state.setPage}
          linkCount={LEAD_PAGINATION_LINKS}
          note={beyondResultWindow(data.found) ? LEAD_SCREEN_TEXTS.resultWindow(LEAD_RESULT_WINDOW) : undefined}
          pageSize={
            canChoosePageSize
              ? {
                  value: state.pageSize,
                  options: LEAD_PAGE_SIZES,
                  label: LEAD_SCREEN_TEXTS.leadsPerPage,
                  onChange: state.setPageSize,
                }
              : undefined
          }
        />
      ) : null}
      {data && data.hits.length > 0 && hasPermission(permissions, PERMISSIONS.readExport) ? (
        <LeadsExport params={params} data={data} />
      ) : null}
    </Box>
  );
}
