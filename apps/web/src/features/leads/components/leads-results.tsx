import {
  hasPermission,
  LEAD_PAGE_SIZES,
  LEAD_PAGINATION_LINKS,
  type LeadSearchResponse,
  PERMISSIONS,
} from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { LEAD_SCREEN_TEXTS } from '../../../lib/lead-texts.ts';
import { leadCountText, leadPageCount } from '../lead-display.ts';
import type { LeadScreenState } from '../use-lead-screen-state.ts';
import { LeadsEmptyState } from './leads-empty-state.tsx';
import { LeadsHeader } from './leads-header.tsx';
import { LeadsTable } from './leads-table.tsx';

/** What the results need from the lead search query. */
export interface LeadSearchView {
  data: LeadSearchResponse | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface LeadsResultsProps {
  state: LeadScreenState;
  search: LeadSearchView;
  permissions: readonly string[];
  tableHeight: number;
}

function errorText(error: Error): string {
  return error instanceof ApiError ? `${error.statusCode}: ${error.message}` : error.message;
}

function ResultsBody({ state, search, tableHeight }: Omit<LeadsResultsProps, 'permissions'>) {
  if (search.error && !search.data) {
    return (
      <Alert severity="error" action={<Button onClick={() => search.refetch()}>Retry</Button>}>
        {LEAD_SCREEN_TEXTS.loadFailed} {errorText(search.error)}
      </Alert>
    );
  }
  if (!search.data) return <Box sx={{ height: tableHeight }} />;
  if (search.data.hits.length === 0) {
    return <LeadsEmptyState toggles={state.toggles} query={state.query} onLeaveViewed={() => state.flip('viewed')} />;
  }
  return <LeadsTable hits={search.data.hits} height={tableHeight} />;
}

/** Header, table (or empty state) and pagination of a leads screen (§2.3). */
export function LeadsResults({ state, search, permissions, tableHeight }: LeadsResultsProps) {
  const canChoosePageSize = hasPermission(permissions, PERMISSIONS.readLeads);
  const data = search.data;
  const pageCount = data ? leadPageCount(data.found, state.pageSize) : 0;
  return (
    <Box>
      <LeadsHeader
        countText={data ? leadCountText(permissions, data) : null}
        toggles={state.toggles}
        onFlip={state.flip}
        onRefresh={() => search.refetch()}
        refreshing={search.isFetching}
      />
      <Box sx={{ height: 4 }}>{search.isFetching ? <LinearProgress aria-label="Loading leads" /> : null}</Box>
      <ResultsBody state={state} search={search} tableHeight={tableHeight} />
      {data && data.hits.length > 0 ? (
        <PaginationBar
          page={state.page}
          pageCount={pageCount}
          onPageChange={state.setPage}
          linkCount={LEAD_PAGINATION_LINKS}
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
    </Box>
  );
}
