import { hasPermission, type LeadType, PERMISSIONS } from '@agencyscout/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { SavedSearchPicker } from '@/features/saved-searches/public.ts';
import { TickerBar, useTickerMode } from '@/features/ticker/public.ts';
import { PageLayout } from '../../../components/page-layout.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { LEAD_SCREEN_TEXTS } from '../../../lib/lead-texts.ts';
import type { Section } from '../../../lib/sections.ts';
import { useWindowHeight } from '../../../lib/use-window-height.ts';
import { useLeadSearch } from '../api.ts';
import { leadPageCount, leadTableHeight } from '../lead-display.ts';
import { buildLeadSearchParams, DEFAULT_LEAD_QUERY, type LeadQuery } from '../lead-query.ts';
import { useFilterDraft } from '../use-filter-draft.ts';
import { type LeadScreenState, useLeadScreenState } from '../use-lead-screen-state.ts';
import { useSavedSearchQuery } from '../use-saved-search-query.ts';
import { FilterPanel } from './filter-panel.tsx';
import { LeadsResults } from './leads-results.tsx';

/** Height of the filter panel's title and buttons, so that the panel ends with the table (px). */
const FILTER_PANEL_CHROME = 110;

export interface LeadsScreenProps {
  section: Section;
  leadType: LeadType;
  /** §2.3 'Query companyId'. */
  companyId?: number;
  /** §2.3 'dontclearfilter=true keeps the stored filter'. */
  keepFilter: boolean;
  /** §2.3 'Query searchId loads a company saved search' (§4 load precedence). */
  searchId?: number;
}

function CompanyBanner({ name }: { name: string | undefined }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
      <Typography variant="h6" component="h2" data-testid="current-company" sx={{ flexGrow: 1 }}>
        {LEAD_SCREEN_TEXTS.currentCompany(name ?? '…')}
      </Typography>
      <Button component={RouterLink} to="/clientlist" variant="outlined" startIcon={<ArrowBack />}>
        {LEAD_SCREEN_TEXTS.backToClientList}
      </Button>
    </Stack>
  );
}

/** §4 'When the total result count changes the page returns to 1' (also when the stored page no longer exists). */
function usePageReset(state: LeadScreenState, found: number | null | undefined) {
  const lastFound = useRef<number | undefined>(undefined);
  const { page, pageSize, setPage } = state;
  useEffect(() => {
    if (found === undefined || found === null) return;
    const changed = lastFound.current !== undefined && lastFound.current !== found;
    lastFound.current = found;
    const beyondEnd = found > 0 && page > leadPageCount(found, pageSize);
    if (page !== 1 && (changed || beyondEnd)) setPage(1);
  }, [found, page, pageSize, setPage]);
}

/** §2.3 table height from the window height, the ticker (read:ticker, tickerMode cookie) and a fixed company. */
function useLeadTableHeight(permissions: readonly string[], companyFiltered: boolean): number {
  const windowHeight = useWindowHeight();
  const tickerMode = useTickerMode();
  const hasTicker = hasPermission(permissions, PERMISSIONS.readTicker);
  return leadTableHeight({ windowHeight, hasTicker, tickerMode, companyFiltered });
}

const sameQuery = (a: LeadQuery, b: LeadQuery) => JSON.stringify(a) === JSON.stringify(b);

/** Runs a search: a new query (back to page 1), or the same one again (refetched). */
function searchRunner(state: LeadScreenState, refetch: () => unknown) {
  return (query: LeadQuery) => {
    const unchanged = sameQuery(query, state.query) && state.page === 1;
    state.applyQuery(query);
    if (unchanged) void refetch();
  };
}

/** The query string of the current state. */
function useLeadSearchParams(state: LeadScreenState, leadType: LeadType, companyId: number | undefined) {
  const { query, toggles, page, pageSize, sort } = state;
  return useMemo(
    () => buildLeadSearchParams({ query, toggles, page, pageSize, sort, leadType, companyId }),
    [query, toggles, page, pageSize, sort, leadType, companyId],
  );
}

/**
 * The Agency Leads (/leads) and Open Web Leads (/openweb) screen (prospecting-core §2.3, §4): the collapsible
 * filter panel (3 of 12 columns, 1 collapsed, none with a fixed company) and the results.
 */
export function LeadsScreen({ section, leadType, companyId, keepFilter, searchId }: LeadsScreenProps) {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const canChoosePageSize = hasPermission(me.permissions, PERMISSIONS.readLeads);
  const state = useLeadScreenState({ leadType, companyId, keepFilter, canChoosePageSize });
  const params = useLeadSearchParams(state, leadType, companyId);
  const search = useLeadSearch(params);
  usePageReset(state, search.data?.found);
  const filters = useFilterDraft(state.query, searchRunner(state, search.refetch));
  useSavedSearchQuery(searchId, state, filters);
  const [collapsed, setCollapsed] = useState(false);
  const fixedCompany = companyId !== undefined;
  const tableHeight = useLeadTableHeight(me.permissions, fixedCompany);

  const clear = () => {
    const alreadyDefault =
      sameQuery(state.query, DEFAULT_LEAD_QUERY) && state.page === 1 && !Object.values(state.toggles).some(Boolean);
    state.clear();
    filters.reset(DEFAULT_LEAD_QUERY);
    void navigate({ pathname, search: '' }, { replace: true });
    if (alreadyDefault) void search.refetch();
  };

  /** §4: choosing a saved search runs it (through the route's searchId); clearing the selection resets the query. */
  const pickSavedSearch = (searchId: number | undefined) => {
    if (searchId === undefined) return clear();
    void navigate({ pathname, search: `?dontclearfilter=true&searchId=${searchId}` }, { replace: true });
  };
  const filterColumns = fixedCompany ? 0 : collapsed ? 1 : 3;
  return (
    <PageLayout
      section={section}
      actions={
        // §6 read:leads: the saved-search picker, in the title row (the table heights of §2.3 leave no other room).
        !fixedCompany && canChoosePageSize ? (
          <SavedSearchPicker searchId={searchId} onChange={(search) => pickSavedSearch(search?.searchId)} />
        ) : null
      }
    >
      <TickerBar />
      <Grid container spacing={2}>
        {fixedCompany ? null : (
          <Grid size={{ xs: 12, md: filterColumns }}>
            <FilterPanel
              key={state.revision}
              filters={filters}
              collapsed={collapsed}
              onCollapsedChange={setCollapsed}
              canSaveSearch={hasPermission(me.permissions, PERMISSIONS.createSavedSearch)}
              leadType={leadType}
              onClear={clear}
              maxHeight={Math.max(240, tableHeight - FILTER_PANEL_CHROME)}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 12 - filterColumns }}>
          {fixedCompany ? <CompanyBanner name={search.data?.company?.name} /> : null}
          <LeadsResults
            state={state}
            search={search}
            permissions={me.permissions}
            tableHeight={tableHeight}
            params={params}
          />
        </Grid>
      </Grid>
    </PageLayout>
  );
}
