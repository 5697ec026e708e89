import {
  DEFAULT_LEAD_PAGE_SIZE,
  LEAD_PAGE_SIZES,
  LEAD_RESULT_WINDOW,
  type LeadSort,
  type LeadType,
} from '@agencyscout/contracts';
import { useState } from 'react';
import { removeLeadCookies } from '../../lib/lead-cookies.ts';
import {
  DEFAULT_LEAD_QUERY,
  DEFAULT_LEAD_TOGGLES,
  flipToggle,
  type LeadQuery,
  type LeadToggleName,
  type LeadToggles,
} from './lead-query.ts';
import {
  clearLeadFilter,
  readLeadFilter,
  readLeadPage,
  readLeadsQuery,
  saveLeadFilter,
  saveLeadPage,
  saveLeadsQuery,
} from './lead-state-storage.ts';

export interface LeadScreenOptions {
  leadType: LeadType;
  /** §2.3 'Query companyId': the list of one company; its query, page and size are not stored. */
  companyId?: number;
  /** §2.3 'dontclearfilter=true keeps the stored filter'. */
  keepFilter: boolean;
  /** §6 read:leads: page sizes 25, 50, 100; otherwise 25. */
  canChoosePageSize: boolean;
}

interface LeadScreenValues {
  query: LeadQuery;
  toggles: LeadToggles;
  page: number;
  pageSize: number;
  /** Order of a keyword search (not stored: every visit starts with Relevance). */
  sort: LeadSort;
  /** Changes when Clear Search Terms resets the query, so that the filter panel drops its draft. */
  revision: number;
}

/**
 * The initial state (§4 'Load precedence'): the stored page (restored when the stored query is of this screen's
 * lead type), then the route's searchId and a selected saved search (saved searches do not exist yet, so both
 * are skipped), then the stored query, then the defaults. The stored filter is kept only with `keepFilter`;
 * otherwise it is cleared.
 */
export function loadInitialLeadState(options: LeadScreenOptions): LeadScreenValues {
  const fixedCompany = options.companyId !== undefined;
  const stored = fixedCompany ? undefined : readLeadsQuery();
  const storedPage = stored?.leadType === options.leadType ? readLeadPage() : undefined;
  const toggles = options.keepFilter ? (readLeadFilter() ?? DEFAULT_LEAD_TOGGLES) : DEFAULT_LEAD_TOGGLES;
  if (!options.keepFilter) clearLeadFilter();
  const pageSize = options.canChoosePageSize && stored?.count !== undefined ? stored.count : DEFAULT_LEAD_PAGE_SIZE;
  return {
    query: stored?.query ?? DEFAULT_LEAD_QUERY,
    toggles,
    // A page stored before the result window existed, or of a larger page size, would only be refused.
    page: storedPage && storedPage * pageSize <= LEAD_RESULT_WINDOW ? storedPage : 1,
    pageSize,
    sort: 'relevance',
    revision: 0,
  };
}

/**
 * The state of a leads screen and its transitions (§4): every filter change and every switch returns to page 1
 * and is stored in the cookies; Clear Search Terms resets everything and removes the cookies.
 */
export function useLeadScreenState(options: LeadScreenOptions) {
  const [state, setState] = useState(() => loadInitialLeadState(options));
  const storeQuery = options.companyId === undefined;

  /** Applies a change and stores what it touched (query and size, page, switches). */
  const update = (patch: Partial<LeadScreenValues>) => {
    const next = { ...state, ...patch };
    if (storeQuery && (patch.query || patch.pageSize)) saveLeadsQuery(next.query, options.leadType, next.pageSize);
    if (storeQuery && patch.page !== undefined) saveLeadPage(next.page);
    if (patch.toggles) saveLeadFilter(next.toggles);
    setState(next);
  };

  return {
    ...state,
    pageSize: options.canChoosePageSize ? state.pageSize : DEFAULT_LEAD_PAGE_SIZE,
    applyQuery: (query: LeadQuery) => update({ query, page: 1 }),
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => {
      if ((LEAD_PAGE_SIZES as readonly number[]).includes(pageSize)) update({ pageSize, page: 1 });
    },
    /** Relevance or Newest: the same search re-sorted, from page 1. */
    setSort: (sort: LeadSort) => update({ sort, page: 1 }),
    /** §4 'Filter toggles': flipping saves the filter cookie and resets the page to 1. */
    flip: (name: LeadToggleName) => update({ toggles: flipToggle(state.toggles, name), page: 1 }),
    /** §4 'Clear Search Terms': defaults (empty Locations), cookies removed. */
    clear: () => {
      removeLeadCookies();
      setState({ ...loadDefaults(state), revision: state.revision + 1 });
    },
  };
}

function loadDefaults(current: LeadScreenValues): Omit<LeadScreenValues, 'revision'> {
  return {
    query: DEFAULT_LEAD_QUERY,
    toggles: DEFAULT_LEAD_TOGGLES,
    page: 1,
    pageSize: current.pageSize,
    sort: 'relevance',
  };
}

export type LeadScreenState = ReturnType<typeof useLeadScreenState>;
