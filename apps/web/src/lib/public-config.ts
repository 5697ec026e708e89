import { type PublicConfig, publicConfigSchema } from '@agencyscout/contracts';
import { useQuery } from '@tanstack/react-query';

let pending: Promise<PublicConfig> | undefined;

/** GET /api/config (public, no sign-in): the OIDC settings and the build version. Fetched once per page load. */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetchPublicConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the application settings (HTTP ${response.status})`);
  return publicConfigSchema.parse(await response.json());
}

export const publicConfigQueryKey = ['public-config'] as const;

/** The public configuration as a query (used by the drawer's build version). */
export function usePublicConfig() {
  return useQuery({ queryKey: publicConfigQueryKey, queryFn: loadPublicConfig, staleTime: Number.POSITIVE_INFINITY });
}
