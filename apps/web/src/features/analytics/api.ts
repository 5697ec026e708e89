import { type AnalyticsPreference, analyticsPreferenceSchema, type Me } from '@agencyscout/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { currentUserKeys } from '../../lib/current-user.ts';
import { applyAnalyticsOptOut } from './telemetry.ts';

/** PUT /api/v1/me/analytics: stores the opt-out, updates the cached `/me` and applies the choice at once. */
export function useAnalyticsOptOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (analyticsOptOut: boolean) =>
      apiClient.put<AnalyticsPreference>('/me/analytics', { analyticsOptOut }, { schema: analyticsPreferenceSchema }),
    onSuccess: (preference) => {
      const me = client.getQueryData<Me>(currentUserKeys.me);
      if (!me) return;
      const updated = { ...me, analyticsOptOut: preference.analyticsOptOut };
      client.setQueryData(currentUserKeys.me, updated);
      applyAnalyticsOptOut(updated);
    },
  });
}
