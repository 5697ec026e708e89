import { savedSearchListSchema, type Ticker, tickerSchema } from '@agencyscout/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export const tickerKeys = {
  all: ['ticker'] as const,
  choices: (name: string) => ['saved-searches', 'ticker-choices', name] as const,
};

/** GET /ticker (prospecting-core §7): the chosen saved search and its 50 newest leads. */
export function useTicker(enabled: boolean) {
  return useQuery({
    queryKey: tickerKeys.all,
    queryFn: ({ signal }) => apiClient.get('/ticker', { schema: tickerSchema, signal }),
    enabled,
  });
}

/** The 'Set Ticker' list: the organisation's saved searches whose name contains `name` (first 100). */
export function useTickerChoices(name: string, enabled: boolean) {
  return useQuery({
    queryKey: tickerKeys.choices(name),
    queryFn: ({ signal }) =>
      apiClient.get('/savedSearches', {
        query: { view: 'all', name: name.trim() || undefined, count: 100 },
        schema: savedSearchListSchema,
        signal,
      }),
    enabled,
  });
}

/** POST /ticker {searchId}: answers the new ticker, which replaces the cached one. */
export function useSetTicker() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (searchId: number) => apiClient.post('/ticker', { searchId }, { schema: tickerSchema }),
    onSuccess: (ticker: Ticker) => client.setQueryData(tickerKeys.all, ticker),
  });
}
