import {
  COMPANY_LEADS_PAGE_SIZE,
  COMPANY_NOTES_PAGE_SIZE,
  clientListAddResponseSchema,
  clientListRemoveResponseSchema,
  companyCrmRecordsSchema,
  companyLeadsResponseSchema,
  companyNoteSchema,
  companyNotesResponseSchema,
  DEFAULT_LEAD_PAGE_SIZE,
  type LeadDetail,
  type LeadHit,
  type LeadSearchResponse,
  type LeadType,
  leadDetailSchema,
  leadNeighboursResponseSchema,
  type NewCompanyNote,
} from '@agencyscout/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';
import { fetchLeads, leadKeys, useToggleFavorite } from './api.ts';
import { buildLeadSearchParams, DEFAULT_LEAD_TOGGLES, type LeadSearchParams } from './lead-query.ts';
import { readLeadFilter, readLeadPage, readLeadsQuery } from './lead-state-storage.ts';

/** Query keys and hooks of the lead detail (prospecting-core §2.4, §7 under /api/v1). */
export const leadDetailKeys = {
  details: () => [...leadKeys.all, 'detail'] as const,
  detail: (id: number) => [...leadDetailKeys.details(), id] as const,
  companyLeads: (companyId: number, leadType: LeadType, page: number, excludeLeadId: number) =>
    [...leadKeys.all, 'company-leads', companyId, leadType, page, excludeLeadId] as const,
  companyNotes: (companyId: number) => ['company-notes', companyId] as const,
  companyNotesPage: (companyId: number, page: number) => [...leadDetailKeys.companyNotes(companyId), page] as const,
  neighbours: (id: number) => [...leadKeys.all, 'neighbours', id] as const,
  crmRecords: (companyId: number) => ['crm-records', 'company', companyId] as const,
};

/** GET /crm-records/companies/{companyId}: the organisation's CRM records of the company and their contacts. */
export function useCompanyCrmRecords(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: leadDetailKeys.crmRecords(companyId),
    queryFn: ({ signal }) =>
      apiClient.get(`/crm-records/companies/${companyId}`, { schema: companyCrmRecordsSchema, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Marks the lead as viewed in every cached lead list, so the list shows it at once on return (§2.4, §2.3). */
function markViewedInLists(client: QueryClient, leadId: number): void {
  client.setQueriesData<LeadSearchResponse>({ queryKey: leadKeys.searches() }, (data) =>
    data?.hits.some((hit) => hit.id === leadId && !hit.viewed)
      ? { ...data, hits: data.hits.map((hit) => (hit.id === leadId ? { ...hit, viewed: true } : hit)) }
      : data,
  );
}

/**
 * GET /leads/{id} (records the view). A failure is final (§7: 'Lead … detail fetches turn any failure into an
 * error with value 404'); `id` undefined (not a lead id) fails at once without a request.
 */
export function useLeadDetail(id: number | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: leadDetailKeys.detail(id ?? 0),
    queryFn: ({ signal }) => {
      if (id === undefined) throw new ApiError(404, 'Lead not found');
      return apiClient.get(`/leads/${id}`, { schema: leadDetailSchema, signal });
    },
    retry: false,
    staleTime: 30_000,
    // The shown lead stays while a neighbour loads (no blank page between leads).
    placeholderData: (previous) => previous,
  });
  const viewedId = query.data?.id;
  useEffect(() => {
    if (viewedId !== undefined) markViewedInLists(client, viewedId);
  }, [client, viewedId]);
  return query;
}

/**
 * The favorite star of the detail (§4 'Lead favorite'): the list's toggle (optimistic in the lists) plus the
 * detail's own copy; a failure puts both back.
 */
export function useLeadDetailFavorite(leadId: number) {
  const client = useQueryClient();
  const toggle = useToggleFavorite();
  const setDetail = (favorite: boolean) =>
    client.setQueryData<LeadDetail>(leadDetailKeys.detail(leadId), (data) => data && { ...data, favorite });
  return {
    pending: toggle.isPending,
    set: (favorite: boolean) => {
      setDetail(favorite);
      toggle.mutate({ jobLeadId: leadId, favorite }, { onError: () => setDetail(!favorite) });
    },
  };
}

function reportError(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: error.message });
}

/**
 * Client list membership (§4): POST /client/{companyId}?JobId= adds, DELETE /clientlist removes; afterwards every
 * cached detail of the company shows the new state ('ClientList is set locally afterwards').
 */
export function useClientListMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, jobId, add }: { companyId: number; jobId: number; add: boolean }) => {
      if (add) {
        await apiClient.post(`/client/${companyId}`, undefined, {
          query: { JobId: jobId },
          schema: clientListAddResponseSchema,
        });
      } else {
        await apiClient.delete(
          '/clientlist',
          { CompanyIds: [{ CompanyId: companyId }] },
          { schema: clientListRemoveResponseSchema },
        );
      }
      return { companyId, add };
    },
    onSuccess: ({ companyId, add }) => {
      client.setQueriesData<LeadDetail>({ queryKey: leadDetailKeys.details() }, (data) =>
        data?.company?.id === companyId ? { ...data, company: { ...data.company, onClientList: add } } : data,
      );
      notify({
        message: add ? 'Company added to your Client List' : 'Company removed from your Client List',
        severity: 'success',
      });
    },
    onError: reportError,
  });
}

/** GET /leads/company/{companyId}: one tab's page of 5 and both tabs' counts, the shown lead left out. */
export function useCompanyLeads(companyId: number, leadType: LeadType, page: number, excludeLeadId: number) {
  return useQuery({
    queryKey: leadDetailKeys.companyLeads(companyId, leadType, page, excludeLeadId),
    queryFn: ({ signal }) =>
      apiClient.get(`/leads/company/${companyId}`, {
        query: {
          leadType,
          offset: (page - 1) * COMPANY_LEADS_PAGE_SIZE,
          count: COMPANY_LEADS_PAGE_SIZE,
          excludeLeadId,
        },
        schema: companyLeadsResponseSchema,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** GET /companynotes: the organisation's notes on the company, newest first, 5 per page. */
export function useCompanyNotes(companyId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: leadDetailKeys.companyNotesPage(companyId, page),
    queryFn: ({ signal }) =>
      apiClient.get('/companynotes', {
        query: { companyId, offset: (page - 1) * COMPANY_NOTES_PAGE_SIZE, count: COMPANY_NOTES_PAGE_SIZE },
        schema: companyNotesResponseSchema,
        signal,
      }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** POST /companynotes; the company's note pages are reloaded afterwards. */
export function useAddCompanyNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: NewCompanyNote) => apiClient.post('/companynotes', note, { schema: companyNoteSchema }),
    onSuccess: (note) => client.invalidateQueries({ queryKey: leadDetailKeys.companyNotes(note.companyId) }),
    onError: reportError,
  });
}

/**
 * The query of the current result list as the list screen stored it (cookies leadsQuery, leadFilter, leadPage;
 * §3 'Cookies'), built exactly like the list builds it, so it names the same cached query. Undefined when no
 * query is stored.
 */
export function storedListParams(canChoosePageSize: boolean): LeadSearchParams | undefined {
  const stored = readLeadsQuery();
  if (!stored?.leadType) return undefined;
  return buildLeadSearchParams({
    query: stored.query,
    toggles: readLeadFilter() ?? DEFAULT_LEAD_TOGGLES,
    leadType: stored.leadType,
    page: readLeadPage() ?? 1,
    pageSize: canChoosePageSize && stored.count !== undefined ? stored.count : DEFAULT_LEAD_PAGE_SIZE,
  });
}

/** The most recently loaded cached lead list that contains the lead (for lists not kept in cookies). */
function cachedListWith(client: QueryClient, leadId: number): LeadHit[] | undefined {
  const queries = client.getQueryCache().findAll({ queryKey: leadKeys.searches() });
  const holding = queries
    .filter((query) => (query.state.data as LeadSearchResponse | undefined)?.hits.some((hit) => hit.id === leadId))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return (holding[0]?.state.data as LeadSearchResponse | undefined)?.hits;
}

/**
 * The current result list for the neighbour strip (§2.4): the stored search (from the cache, fetched when not
 * cached), else the latest cached list holding the lead (a company's list is not stored in cookies), else — on a
 * direct open or after a reload, when the start-up has cleared the stored search (§2.1) — the server's neighbours
 * of the lead in the default list of its type (GET /leads/{id}/neighbours).
 */
export function useResultList(leadId: number, canChoosePageSize: boolean): LeadHit[] {
  const client = useQueryClient();
  const params = storedListParams(canChoosePageSize);
  const stored = useQuery({
    queryKey: leadKeys.search(params ?? {}),
    queryFn: ({ signal }) => fetchLeads(params ?? {}, signal),
    enabled: params !== undefined,
    staleTime: 5 * 60_000,
  });
  const storedHits = stored.data?.hits ?? [];
  const fromLists = storedHits.some((hit) => hit.id === leadId) ? storedHits : cachedListWith(client, leadId);
  const storedSettled = params === undefined || !stored.isPending;
  const neighbours = useQuery({
    queryKey: leadDetailKeys.neighbours(leadId),
    queryFn: ({ signal }) =>
      apiClient.get(`/leads/${leadId}/neighbours`, { schema: leadNeighboursResponseSchema, signal }),
    enabled: leadId > 0 && storedSettled && fromLists === undefined,
    staleTime: 60_000,
    retry: false,
    // Stepping to a neighbour keeps the strip until the new one has loaded.
    placeholderData: (previous) => previous,
  });
  return fromLists ?? neighbours.data?.hits ?? [];
}
