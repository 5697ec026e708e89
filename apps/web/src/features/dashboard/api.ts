import {
  type AccountManagerUpdate,
  accountManagerSchema,
  DASHBOARD_METRIC_TYPES,
  type DashboardCounts,
  type DashboardPeriod,
  type DashboardStats,
  dashboardHistorySchema,
  dashboardStatsSchema,
  dashboardTeamSchema,
} from '@agencyscout/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';

/** Query keys and hooks of the dashboard (prospecting-core §2.9, §7 'Dashboard'). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (type: DashboardPeriod) => [...dashboardKeys.all, 'stats', type] as const,
  history: (type: DashboardPeriod) => [...dashboardKeys.all, 'history', type] as const,
  team: (type: DashboardPeriod) => [...dashboardKeys.all, 'team', type] as const,
  accountManager: [...['dashboard'], 'account-manager'] as const,
};

function reportError(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: error.message });
}

/** The five counts of the spec's Stats shape (searches, views, interaction types 3, 4 and 1). */
export function countsOf(stats: DashboardStats): DashboardCounts {
  const { searches, views, interactionResults } = stats.currentTimePeriod;
  const ofType = (typeId: number) => interactionResults.find((item) => item.InteractionTypeId === typeId)?.count ?? 0;
  return {
    searches: searches[0]?.count ?? 0,
    views: views[0]?.count ?? 0,
    emails: ofType(DASHBOARD_METRIC_TYPES.emails),
    linkedIn: ofType(DASHBOARD_METRIC_TYPES.linkedIn),
    calls: ofType(DASHBOARD_METRIC_TYPES.calls),
  };
}

/** GET /dashboard?type: refetched on focus so logged interactions show when the user comes back. */
export function useDashboardStats(type: DashboardPeriod) {
  return useQuery({
    queryKey: dashboardKeys.stats(type),
    queryFn: ({ signal }) => apiClient.get('/dashboard', { schema: dashboardStatsSchema, query: { type }, signal }),
    staleTime: 0,
  });
}

export function useDashboardHistory(type: DashboardPeriod) {
  return useQuery({
    queryKey: dashboardKeys.history(type),
    queryFn: ({ signal }) =>
      apiClient.get('/dashboard/history', { schema: dashboardHistorySchema, query: { type }, signal }),
    staleTime: 0,
  });
}

/** GET /dashboard/team (company admins only). */
export function useDashboardTeam(type: DashboardPeriod, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: dashboardKeys.team(type),
    queryFn: ({ signal }) => apiClient.get('/dashboard/team', { schema: dashboardTeamSchema, query: { type }, signal }),
  });
}

export function useAccountManager() {
  return useQuery({
    queryKey: dashboardKeys.accountManager,
    queryFn: ({ signal }) => apiClient.get('/dashboard/account-manager', { schema: accountManagerSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** PUT /dashboard/account-manager/{orgId} (provider staff). */
export function useUpdateAccountManager(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: AccountManagerUpdate) =>
      apiClient.put(`/dashboard/account-manager/${orgId}`, values, { schema: accountManagerSchema }),
    onSuccess: (manager) => client.setQueryData(dashboardKeys.accountManager, manager),
    onError: reportError,
  });
}
