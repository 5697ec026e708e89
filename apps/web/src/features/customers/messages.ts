/** The snackbar texts of the customer actions (outreach-integrations-admin §8). */
import { CUSTOMER_TEXTS } from '@agencyscout/contracts';
import { ApiError } from '../../lib/api-client.ts';
import type { Notice } from '../../lib/notifications.ts';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);

/** Upgrade demo: 500 'Internal server error', other failures 'Unknown error'. */
export function upgradeFailure(error: unknown): Notice {
  const status = statusOf(error);
  const message = status === 500 ? CUSTOMER_TEXTS.internalServerError : CUSTOMER_TEXTS.unknownError;
  return { code: status, message, severity: 'error' };
}

/** Create 4.1 account: 400 'User already has a 4.1 account', 500 'Internal server error', else 'Unknown error'. */
export function account41Failure(error: unknown): Notice {
  const status = statusOf(error);
  const message =
    status === 400
      ? CUSTOMER_TEXTS.already41
      : status === 500
        ? CUSTOMER_TEXTS.internalServerError
        : CUSTOMER_TEXTS.unknownError;
  return { code: status, message, severity: 'error' };
}

/** Update recruiter or end date: any failure 'Internal Error'. */
export function updateFailure(error: unknown): Notice {
  return { code: statusOf(error), message: CUSTOMER_TEXTS.internalError, severity: 'error' };
}

/** Other actions: the server's message. */
export function plainFailure(error: unknown): Notice {
  return { code: statusOf(error), message: error instanceof Error ? error.message : String(error), severity: 'error' };
}
