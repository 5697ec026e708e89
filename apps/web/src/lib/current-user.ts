import { type Me, meSchema, type UserData, userDataSchema } from '@agencyscout/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/** Query keys and hooks of the signed-in user: GET /api/v1/me and GET /api/v1/userdata (prospecting-core §3, §7). */
export const currentUserKeys = {
  me: ['me'] as const,
  userData: (userId: string) => ['userdata', userId] as const,
};

export function fetchMe(): Promise<Me> {
  return apiClient.get('/me', { schema: meSchema });
}

export function fetchUserData(userId: string): Promise<UserData> {
  return apiClient.get('/userdata', { query: { userId }, schema: userDataSchema });
}

export function useMe() {
  return useQuery({ queryKey: currentUserKeys.me, queryFn: fetchMe, staleTime: 60_000 });
}

/**
 * The loaded user for components rendered inside the start-up gate (app/auth/session-gate.tsx),
 * which renders its children only once GET /me has answered.
 */
export function useSignedInUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useSignedInUser is used outside the session gate');
  return data;
}

/** The export quota of the current cycle (§3 'User data'); loaded at start-up, read by the export screens. */
export function useUserData(userId: string | undefined) {
  return useQuery({
    queryKey: currentUserKeys.userData(userId ?? ''),
    queryFn: () => fetchUserData(userId ?? ''),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}

/** The user from the query cache without fetching (undefined on public pages, where /me must not be called). */
export function useCachedMe(): Me | undefined {
  return useQuery({ queryKey: currentUserKeys.me, queryFn: fetchMe, enabled: false }).data;
}
