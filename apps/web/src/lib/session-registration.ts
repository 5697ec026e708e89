import { sessionRegisteredSchema } from '@agencyscout/contracts';
import { apiClient } from './api-client.ts';
import { createSessionId } from './session.ts';

/**
 * Session registration right after sign-in (prospecting-core §2.1, §7): a new UUID goes into the `session`
 * cookie (10 days) and is registered with POST /api/v1/sessions. A newer session ends the user's older ones.
 */
export async function registerSession(): Promise<string> {
  const id = createSessionId();
  await apiClient.post('/sessions', { id }, { schema: sessionRegisteredSchema });
  return id;
}
