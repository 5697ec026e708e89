import { companyNoteDeleteResponseSchema, companyNotesResponseSchema } from '@agencyscout/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';

/** The Company Notes screen's filters (outreach-integrations-admin 'Company Notes screen'). */
export interface NoteFilters {
  companyName: string;
  location: string;
  text: string;
}

/** Shares the 'company-notes' root with the lead detail's notes, so a delete refreshes both. */
export const companyNoteKeys = {
  all: ['company-notes'] as const,
  screen: (filters: NoteFilters, offset: number, count: number) =>
    [...companyNoteKeys.all, 'screen', filters, offset, count] as const,
};

function reportError(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: error.message });
}

/** GET /companynotes?offset&count&companyName&location&text: the organisation's notes, newest first. */
export function useOrganisationNotes(filters: NoteFilters, offset: number, count: number) {
  return useQuery({
    queryKey: companyNoteKeys.screen(filters, offset, count),
    queryFn: ({ signal }) =>
      apiClient.get('/companynotes', {
        schema: companyNotesResponseSchema,
        query: {
          offset,
          count,
          companyName: filters.companyName || undefined,
          location: filters.location || undefined,
          text: filters.text || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /companynotes/{id}. */
export function useDeleteNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) =>
      apiClient.delete(`/companynotes/${noteId}`, undefined, { schema: companyNoteDeleteResponseSchema }),
    onError: reportError,
    onSettled: () => client.invalidateQueries({ queryKey: companyNoteKeys.all }),
  });
}
