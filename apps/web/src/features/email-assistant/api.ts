import {
  EMAIL_ASSISTANT_ERROR_CODES,
  EMAIL_ASSISTANT_TEXTS,
  type GeneratedEmail,
  generatedEmailSchema,
} from '@agencyscout/contracts';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';

/** GET /leads/generateEmail/{id}?information (prospecting-core §7); `information` is left out when blank. */
export function fetchGeneratedEmail(leadId: number, information: string): Promise<GeneratedEmail> {
  const trimmed = information.trim();
  return apiClient.get(`/leads/generateEmail/${leadId}`, {
    schema: generatedEmailSchema,
    ...(trimmed ? { query: { information: trimmed } } : {}),
  });
}

/**
 * The snackbar of a failed generation (§4, §8): the daily limit as the spec's text alone, any other failure
 * as '{code}: {message}'. Errors the API client already handled (sign-out, 409) are not shown twice.
 */
export function notifyGenerationFailure(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  if (error instanceof ApiError && error.code === EMAIL_ASSISTANT_ERROR_CODES.dailyLimit) {
    notify({ message: EMAIL_ASSISTANT_TEXTS.dailyLimit, severity: 'warning' });
    return;
  }
  if (error instanceof ApiError) {
    notify({ code: error.statusCode, message: error.message });
    return;
  }
  notify({ message: error instanceof Error ? error.message : String(error) });
}
