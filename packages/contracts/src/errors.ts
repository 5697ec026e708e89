import { z } from 'zod';

/** The body of every non-OK API answer (ARCHITECTURE "Errors"). */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Machine-readable error codes used in `ErrorBody.code`. */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  subscriptionExpired: 'SUBSCRIPTION_EXPIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  sessionSuperseded: 'SESSION_SUPERSEDED',
  rateLimited: 'RATE_LIMITED',
  headersTooLarge: 'REQUEST_HEADERS_TOO_LARGE',
  requestTimeout: 'REQUEST_TIMEOUT',
  internal: 'INTERNAL_ERROR',
  /** The AI model answered an error, could not be reached, or answered nothing usable. */
  aiUnavailable: 'AI_UNAVAILABLE',
  /** The AI model took longer than OPENAI_TIMEOUT_SECONDS. */
  aiTimeout: 'AI_TIMEOUT',
} as const;
