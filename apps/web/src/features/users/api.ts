import {
  type ManageUsersQuery,
  managedUserSchema,
  manageUsersResponseSchema,
  USERS_CSV_FILE,
  userActivitySchema,
  userDetailSchema,
} from '@agencyscout/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** Query keys and hooks of Manage Users (outreach-integrations-admin §7 'Manage users'). */
export const userKeys = {
  all: ['manage-users'] as const,
  list: (query: ManageUsersQuery) => [...userKeys.all, 'list', query] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  activity: (id: string) => [...userKeys.all, 'activity', id] as const,
};

/** §2 date ranges: `days` back from today (UTC); null is All, 0 is Today. */
export function rangeQuery(days: number | null, today = new Date()): ManageUsersQuery {
  if (days === null) return {};
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days));
  return { dateAfter: start.toISOString().slice(0, 10) };
}

export function useManagedUsers(query: ManageUsersQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get('/manageusers', { query: { ...query }, schema: manageUsersResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userKeys.all });
}

export function useAddUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { email: string; recruiterId: string }) =>
      apiClient.post(
        '/manageusers',
        { email: body.email },
        {
          query: { recruiterId: body.recruiterId },
          schema: managedUserSchema,
        },
      ),
    onSuccess: refresh,
  });
}

export function useUpdateUserEmail() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { userId: string; email: string }) =>
      apiClient.post('/user/updateEmail', body, { schema: managedUserSchema }),
    onSuccess: refresh,
  });
}

export function useResendInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.post(`/manageusers/${userId}/invite`, undefined, { schema: managedUserSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: string) => apiClient.delete(`/manageusers/${userId}`),
    onSuccess: refresh,
  });
}

export function useUserDetail(userId: string) {
  return useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => apiClient.get(`/manageusers/${userId}/detail`, { schema: userDetailSchema, signal }),
  });
}

export function useUserActivity(userId: string) {
  return useQuery({
    queryKey: userKeys.activity(userId),
    queryFn: ({ signal }) => apiClient.get(`/manageusers/${userId}/activity`, { schema: userActivitySchema, signal }),
  });
}

/** users.csv of the window (§9): fetched with the caller's token, then saved through a temporary link. */
export async function downloadUsersCsv(query: ManageUsersQuery): Promise<void> {
  const text = await apiClient.get<string>('/manageusers/csv', { query: { ...query } });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = USERS_CSV_FILE;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
