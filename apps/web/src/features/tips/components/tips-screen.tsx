import {
  DEFAULT_TIP_PAGE_SIZE,
  hasPermission,
  PERMISSIONS,
  TIP_PAGE_SIZES,
  TIP_PAGINATION_LINKS,
  TIP_TABLE_HEIGHT_OFFSETS,
  TIP_TEXTS,
} from '@agencyscout/contracts';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { TickerBar, useTickerMode } from '@/features/ticker/public.ts';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { useWindowHeight } from '../../../lib/use-window-height.ts';
import { useTipSearch } from '../api.ts';
import {
  clearTipState,
  EMPTY_TIP_FILTER,
  readTipState,
  type StoredTipState,
  saveTipState,
  type TipFilter,
  tipSearchParams,
  validateTipFilter,
} from '../tip-query.ts';
import { TipFilterPanel } from './tip-filter-panel.tsx';
import { TipsTable } from './tips-table.tsx';

const MIN_TABLE_HEIGHT = 240;

/** §2.5 count rule: the total, or 'total / overall total' in a limited view. */
function countText(found: number, overallTotal: number | undefined): string {
  const tips = `${found.toLocaleString('en-US')} Agency Tips`;
  return overallTotal === undefined
    ? tips
    : `${found.toLocaleString('en-US')} / ${overallTotal.toLocaleString('en-US')} overall`;
}

function initialState(keepFilter: boolean): StoredTipState {
  const stored = keepFilter ? readTipState() : null;
  if (!keepFilter) clearTipState();
  return stored ?? { filter: EMPTY_TIP_FILTER, page: 1, pageSize: DEFAULT_TIP_PAGE_SIZE };
}

/**
 * The Agency Tips list (prospecting-core §2.5): ticker, collapsible filter (3/12, 1/12 collapsed), the count with
 * Refresh, the table and pagination with 7 links. Search by Tip Id jumps to the tip; dontclearfilter=true keeps
 * the last filter and page.
 */
export function TipsScreen({ keepFilter }: { keepFilter: boolean }) {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const [initial] = useState(() => initialState(keepFilter));
  const [draft, setDraft] = useState<TipFilter>(initial.filter);
  const [applied, setApplied] = useState<StoredTipState>(initial);
  const [collapsed, setCollapsed] = useState(false);
  const errors = validateTipFilter(draft);
  const params = useMemo(
    () => tipSearchParams(applied.filter, applied.page, applied.pageSize),
    [applied.filter, applied.page, applied.pageSize],
  );
  const search = useTipSearch(params);
  const tickerMode = useTickerMode();
  const height = Math.max(MIN_TABLE_HEIGHT, useWindowHeight() - TIP_TABLE_HEIGHT_OFFSETS[tickerMode]);

  const apply = (next: StoredTipState) => {
    setApplied(next);
    saveTipState(next);
  };
  const onSearch = () => {
    const tipId = draft.tipId.trim();
    if (tipId) {
      saveTipState({ ...applied, filter: { ...draft, tipId: '' } });
      navigate(`${SECTIONS.agencytips.path}/${tipId}`);
      return;
    }
    apply({ ...applied, filter: draft, page: 1 });
  };
  const onClear = () => {
    setDraft(EMPTY_TIP_FILTER);
    apply({ ...applied, filter: EMPTY_TIP_FILTER, page: 1 });
  };
  const data = search.data;
  const pageCount = data ? Math.ceil(data.found / applied.pageSize) : 0;
  const canPickPageSize = hasPermission(me.permissions, PERMISSIONS.readLeads);

  return (
    <PageLayout section={SECTIONS.agencytips}>
      <TickerBar />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: collapsed ? 1 : 3 }}>
          <TipFilterPanel
            filter={draft}
            errors={errors}
            onChange={setDraft}
            onSearch={onSearch}
            onClear={onClear}
            collapsed={collapsed}
            onCollapsedChange={setCollapsed}
            maxHeight={height}
          />
        </Grid>
        <Grid size={{ xs: 12, md: collapsed ? 11 : 9 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography component="h2" variant="h6" data-testid="tips-count" sx={{ flexGrow: 1 }}>
                {data ? countText(data.found, data.overallTotal) : ' '}
              </Typography>
              <Tooltip title="Refresh">
                <span>
                  <IconButton onClick={() => search.refetch()} disabled={search.isFetching} aria-label="Refresh">
                    <Refresh />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            <Box sx={{ height: 4, mb: 1 }}>
              {search.isFetching ? <LinearProgress aria-label="Loading tips" /> : null}
            </Box>
            {data ? <TipsTable rows={data.rows} height={height} /> : null}
            {search.isError ? <Typography color="error">{TIP_TEXTS.empty}</Typography> : null}
            <PaginationBar
              page={applied.page}
              pageCount={pageCount}
              linkCount={TIP_PAGINATION_LINKS}
              onPageChange={(page) => apply({ ...applied, page })}
              pageSize={
                canPickPageSize
                  ? {
                      value: applied.pageSize,
                      options: TIP_PAGE_SIZES,
                      label: TIP_TEXTS.perPage,
                      onChange: (pageSize) => apply({ ...applied, pageSize, page: 1 }),
                    }
                  : undefined
              }
            />
          </Paper>
        </Grid>
      </Grid>
    </PageLayout>
  );
}
