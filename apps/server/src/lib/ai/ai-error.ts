/**
 * The one error the AI client throws. Its message is the product's own text: the provider's error text is never
 * passed on (it can echo part of the API key), only its HTTP status and error type are kept for the log.
 */
import { ERROR_CODES } from '@agencyscout/contracts';
import { AppError } from '../errors.ts';

/**
 * Why a model call failed.
 * - `not_configured`: no OPENAI_API_KEY.
 * - `timeout`: no complete answer within the configured time.
 * - `rate_limited`: the provider answered 429 (its own limit or quota, not the product's).
 * - `upstream`: the provider answered another error status.
 * - `unreachable`: no connection (DNS, refused, reset).
 * - `empty`: an answer without any text.
 */
export type AiFailureReason = 'not_configured' | 'timeout' | 'rate_limited' | 'upstream' | 'unreachable' | 'empty';

export const AI_MESSAGES = {
  notConfigured: 'The AI model is not configured.',
  unavailable: 'The AI model is not available right now. Please try again later.',
  timeout: 'The AI model took too long to answer. Please try again later.',
} as const;

const STATUS: Record<AiFailureReason, number> = {
  not_configured: 503,
  timeout: 504,
  rate_limited: 503,
  upstream: 502,
  unreachable: 502,
  empty: 502,
};

export class AiError extends AppError {
  readonly reason: AiFailureReason;
  /** The provider's HTTP status, when it answered one. */
  readonly upstreamStatus: number | null;

  constructor(reason: AiFailureReason, upstreamStatus: number | null = null) {
    const message =
      reason === 'timeout'
        ? AI_MESSAGES.timeout
        : reason === 'not_configured'
          ? AI_MESSAGES.notConfigured
          : AI_MESSAGES.unavailable;
    super(reason === 'timeout' ? ERROR_CODES.aiTimeout : ERROR_CODES.aiUnavailable, STATUS[reason], message);
    this.name = 'AiError';
    this.reason = reason;
    this.upstreamStatus = upstreamStatus;
  }
}
