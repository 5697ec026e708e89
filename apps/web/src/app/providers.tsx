import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { SnackbarProvider } from './frame/snackbar-provider.tsx';
import { ThemeModeProvider } from './theme-mode.tsx';

/** Retries network failures and 5xx answers twice; 4xx answers and sign-in failures are final. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) return error.statusCode >= 500;
  return error instanceof TypeError;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Query cache, theme (with the stored dark-theme choice) and the snackbar, around the whole app. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeModeProvider>
        <SnackbarProvider>{children}</SnackbarProvider>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
