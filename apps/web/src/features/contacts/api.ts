import {
  CALL_LIST_BATCH_SIZE,
  type CallListContactsResponse,
  type CallListsResponse,
  COMPANY_AUTOCOMPLETE_MIN_LENGTH,
  type ContactSearchQuery,
  callListContactsResponseSchema,
  callListSchema,
  callListsResponseSchema,
  companySuggestionsSchema,
  contactCallListsResponseSchema,
  contactSearchResponseSchema,
  deleteCallListResponseSchema,
  deleteInteractionResponseSchema,
  type Interaction,
  interactionSchema,
  type NewCallList,
  type NewInteraction,
  UNCLASSIFIED_CALL_LIST_ID,
  verifyEmailResponseSchema,
} from '@agencyscout/contracts';
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';

/**
 * Query keys and hooks of contacts, outreach lists and the interaction log (outreach-integrations-admin §7 under
 * /api/v1). A change to one contact (lists, log) is written into every cached answer holding it, so the search,
 * the outreach list and the lead detail show it at once without reloading.
 */
export const contactKeys = {
  all: ['contacts'] as const,
  search: (query: ContactSearchQuery) => [...contactKeys.all, 'search', query] as const,
  callLists: ['call-lists'] as const,
  callListBatches: (listId: number, search: string, group: boolean) =>
    [...contactKeys.callLists, 'contacts', listId, search, group] as const,
  companies: (text: string) => [...contactKeys.all, 'companies', text] as const,
};

/** The shape every outreach contact shares: its id, lists and log. */
interface ContactLike {
  id: number;
  callListIds: number[];
  lastContact: string | null;
  interactions: Interaction[];
}
type ContactPatch = (contact: ContactLike) => ContactLike;

function patchList<T extends ContactLike>(list: readonly T[], contactId: number, patch: ContactPatch): T[] {
  return list.map((contact) => (contact.id === contactId ? ({ ...contact, ...patch(contact) } as T) : contact));
}

/** Applies `patch` to the contact in any cached shape: { hits }, infinite { pages: [{ hits }] }, { contacts }. */
function patchCachedData(data: unknown, contactId: number, patch: ContactPatch): unknown {
  if (!data || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.pages)) {
    return { ...record, pages: record.pages.map((page) => patchCachedData(page, contactId, patch)) };
  }
  if (Array.isArray(record.hits)) return { ...record, hits: patchList(record.hits as ContactLike[], contactId, patch) };
  if (Array.isArray(record.contacts)) {
    return { ...record, contacts: patchList(record.contacts as ContactLike[], contactId, patch) };
  }
  return data;
}

/** Writes a change of one contact into every cached query that holds it. */
export function patchCachedContact(client: QueryClient, contactId: number, patch: ContactPatch): void {
  for (const query of client.getQueryCache().getAll()) {
    const next = patchCachedData(query.state.data, contactId, patch);
    if (next !== query.state.data) client.setQueryData(query.queryKey, next);
  }
}

function reportError(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: error.message });
}

/** GET /companycontacts with the filters of the contact search. */
export function useContactSearch(query: ContactSearchQuery) {
  return useQuery({
    queryKey: contactKeys.search(query),
    queryFn: ({ signal }) =>
      apiClient.get('/companycontacts', {
        query: query as Record<string, string | number | readonly string[] | undefined>,
        schema: contactSearchResponseSchema,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** GET /company/search/{text} for the company filter (≥ 2 characters; pass the debounced text). */
export function useCompanyNames(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: contactKeys.companies(trimmed),
    queryFn: ({ signal }) =>
      apiClient.get(`/company/search/${encodeURIComponent(trimmed)}`, { schema: companySuggestionsSchema, signal }),
    enabled: trimmed.length >= COMPANY_AUTOCOMPLETE_MIN_LENGTH,
    staleTime: 60_000,
  });
}

/** GET /calllist: the organisation's outreach lists and the Unclassified Outreach count (when `enabled`). */
export function useCallLists(enabled = true) {
  return useQuery({
    enabled,
    queryKey: contactKeys.callLists,
    queryFn: ({ signal }) => apiClient.get('/calllist', { schema: callListsResponseSchema, signal }),
    staleTime: 30_000,
  });
}

/** Batches of 100 of one list (GET /calllist/{id}) or of Unclassified Outreach (GET /interactions/nocalllist). */
export function useCallListBatches(listId: number | undefined, search: string, group: boolean) {
  return useInfiniteQuery({
    queryKey: contactKeys.callListBatches(listId ?? 0, search, group),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get(listId === UNCLASSIFIED_CALL_LIST_ID ? '/interactions/nocalllist' : `/calllist/${listId}`, {
        query: { offset: pageParam, count: CALL_LIST_BATCH_SIZE, search: search || undefined, group },
        schema: callListContactsResponseSchema,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last: CallListContactsResponse, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.hits.length, 0);
      return last.hits.length === CALL_LIST_BATCH_SIZE && loaded < last.found ? loaded : undefined;
    },
    enabled: listId !== undefined,
  });
}

/** POST /calllist. */
export function useCreateCallList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (list: NewCallList) => apiClient.post('/calllist', list, { schema: callListSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: contactKeys.callLists, exact: true }),
    onError: reportError,
  });
}

/** DELETE /calllist/{id}; the contacts lose the list in every cached answer. */
export function useDeleteCallList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) =>
      apiClient.delete(`/calllist/${listId}`, undefined, { schema: deleteCallListResponseSchema }),
    onSuccess: (_answer, listId) => {
      client.setQueryData<CallListsResponse>(
        contactKeys.callLists,
        (data) => data && { ...data, lists: data.lists.filter((list) => list.callListId !== listId) },
      );
      void client.invalidateQueries({ queryKey: contactKeys.callLists });
      void client.invalidateQueries({ queryKey: contactKeys.all });
    },
    onError: reportError,
  });
}

/** PUT /calllist/contact/{contactId} with the lists the contact is on afterwards. */
export function useSetContactLists() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, callListIds }: { contactId: number; callListIds: number[] }) =>
      apiClient.put(`/calllist/contact/${contactId}`, { callListIds }, { schema: contactCallListsResponseSchema }),
    onSuccess: (answer) => {
      patchCachedContact(client, answer.contactId, (contact) => ({ ...contact, callListIds: answer.callListIds }));
      void client.invalidateQueries({ queryKey: contactKeys.callLists, exact: true });
    },
    onError: reportError,
  });
}

/** POST /logcontact: the new entry goes first and becomes the contact's last contact (§2). */
export function useLogInteraction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (interaction: NewInteraction) =>
      apiClient.post('/logcontact', interaction, { schema: interactionSchema }),
    onSuccess: (logged) => {
      patchCachedContact(client, logged.contactId, (contact) => ({
        ...contact,
        interactions: [logged, ...contact.interactions],
        lastContact: logged.createdDate,
      }));
      void client.invalidateQueries({ queryKey: contactKeys.callLists, exact: true });
    },
    onError: reportError,
  });
}

/** DELETE /logcontact/{id}: the entry leaves the contact's log; the last contact follows. */
export function useDeleteInteraction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (interactionId: number) =>
      apiClient.delete(`/logcontact/${interactionId}`, undefined, { schema: deleteInteractionResponseSchema }),
    onSuccess: (answer, interactionId) => {
      patchCachedContact(client, answer.contactId, (contact) => ({
        ...contact,
        interactions: contact.interactions.filter((item) => item.contactInteractionId !== interactionId),
        lastContact: answer.lastContact,
      }));
      void client.invalidateQueries({ queryKey: contactKeys.callLists, exact: true });
    },
    onError: reportError,
  });
}

/** GET /verifyEmail?email= (response data.score). */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (email: string) =>
      apiClient.get('/verifyEmail', { query: { email }, schema: verifyEmailResponseSchema }),
    onError: reportError,
  });
}
