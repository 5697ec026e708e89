import {
  type HelpAnswer,
  type HelpResourceKind,
  helpAnswerSchema,
  helpCatalogueSchema,
  helpDocumentSchema,
} from '@agencyscout/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** Query keys of the Help Center (prospecting-core §2.10). The catalogue does not change while the app runs. */
export const helpKeys = {
  catalogue: ['help', 'catalogue'] as const,
  document: (kind: HelpResourceKind, key: string) => ['help', 'document', kind, key] as const,
};

/** GET /resources: tutorials (videos), guides (PDFs) and whether answers use AI. */
export function useHelpCatalogue() {
  return useQuery({
    queryKey: helpKeys.catalogue,
    queryFn: ({ signal }) => apiClient.get('/resources', { schema: helpCatalogueSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useHelpDocument(kind: HelpResourceKind, key: string) {
  return useQuery({
    queryKey: helpKeys.document(kind, key),
    queryFn: ({ signal }) => apiClient.get(`/resources/${kind}/${key}`, { schema: helpDocumentSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /resources/question (§7). */
export function useAskQuestion() {
  return useMutation<HelpAnswer, Error, string>({
    mutationFn: (question) => apiClient.post('/resources/question', { question }, { schema: helpAnswerSchema }),
  });
}
