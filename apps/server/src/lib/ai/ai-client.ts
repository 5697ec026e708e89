/**
 * The AI model (ARCHITECTURE "AI"): the official `openai` SDK against any OpenAI-compatible
 * chat-completions endpoint, configured by OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL and
 * OPENAI_TIMEOUT_SECONDS (config.ts `ai`).
 *
 * One call = one HTTP request: the SDK's automatic retries are off (`maxRetries: 0`), because a user waits on
 * every call and a retry after a 60-second timeout would triple the wait; the features let the user try again
 * instead. Failures become an {@link AiError}; nothing secret (key, prompt, provider text) is logged.
 */
import OpenAI from 'openai';
import type { AppConfig } from '../../config.ts';
import { AiError } from './ai-error.ts';

export type AiSettings = AppConfig['ai'];

/** OpenAI's own endpoint, used when OPENAI_BASE_URL is not set. */
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** 0–2; the provider's default when absent. */
  temperature?: number;
  /** Upper bound of the answer's length, in tokens. */
  maxTokens?: number;
  /** Abandons the call early (e.g. the client went away); an abort that is not the timeout is re-thrown as is. */
  signal?: AbortSignal;
}

export interface ChatAnswer {
  /** `choices[0].message.content`, trimmed, never empty. */
  content: string;
  /** The model the provider says answered. */
  model: string;
}

export interface AiClient {
  /** False when no API key is set: `chat` then throws AiError('not_configured'). */
  readonly configured: boolean;
  /** The configured model name (OPENAI_MODEL). */
  readonly model: string;
  /** One chat completion. @throws AiError */
  chat(request: ChatRequest): Promise<ChatAnswer>;
}

/** Minimal logger (pino and Fastify's logger fit). */
export interface AiLogger {
  warn(details: object, message: string): void;
}

/** True when the model can be called (an API key is set; endpoints that need none accept any value). */
export function isAiConfigured(settings: AiSettings): boolean {
  return settings.apiKey !== null;
}

/**
 * @param options.timeoutMs overrides `settings.timeoutMs` (tests).
 * @param options.fetch the fetch implementation the SDK uses (default: the global one).
 */
export function createAiClient(
  settings: AiSettings,
  options: { logger?: AiLogger; timeoutMs?: number; fetch?: typeof fetch } = {},
): AiClient {
  const timeoutMs = options.timeoutMs ?? settings.timeoutMs;
  const sdk = settings.apiKey
    ? new OpenAI({
        apiKey: settings.apiKey,
        // Everything explicit: the SDK would otherwise read OPENAI_BASE_URL, OPENAI_ORG_ID and OPENAI_PROJECT_ID
        // from the environment itself, and config.ts is the only reader of the environment.
        baseURL: settings.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
        organization: null,
        project: null,
        timeout: timeoutMs,
        maxRetries: 0,
        // The SDK's own log could show request details; the product logs a summary below instead.
        logLevel: 'off',
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
    : null;

  return {
    configured: sdk !== null,
    model: settings.model,
    async chat(request) {
      if (!sdk) throw new AiError('not_configured');
      // The SDK's timeout ends at the response headers; this one also covers a body that never finishes.
      const timer = AbortSignal.timeout(timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timer]) : timer;
      const startedAt = Date.now();
      try {
        const completion = await sdk.chat.completions.create(
          {
            model: settings.model,
            messages: request.messages,
            ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
            ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
          },
          { signal, timeout: timeoutMs, maxRetries: 0 },
        );
        const content = completion.choices?.[0]?.message?.content?.trim() ?? '';
        if (!content) throw new AiError('empty');
        return { content, model: completion.model ?? settings.model };
      } catch (error) {
        if (request.signal?.aborted && !timer.aborted) throw error;
        const failure = toAiError(error, timer.aborted);
        options.logger?.warn(
          {
            ai: {
              reason: failure.reason,
              status: failure.upstreamStatus,
              type: providerErrorType(error),
              model: settings.model,
              ms: Date.now() - startedAt,
            },
          },
          'AI model call failed',
        );
        throw failure;
      }
    },
  };
}

/** Maps whatever the SDK threw to an AiError (pure; unit-tested). */
export function toAiError(error: unknown, timedOut = false): AiError {
  if (error instanceof AiError) return error;
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) return new AiError('timeout');
  if (error instanceof OpenAI.APIConnectionError) return new AiError('unreachable');
  if (error instanceof OpenAI.APIError) {
    const status = typeof error.status === 'number' ? error.status : null;
    return new AiError(status === 429 ? 'rate_limited' : 'upstream', status);
  }
  return new AiError('upstream');
}

/** The provider's `error.type` / `error.code` (e.g. `insufficient_quota`): safe to log, unlike its message. */
function providerErrorType(error: unknown): string | null {
  if (!(error instanceof OpenAI.APIError)) return null;
  const value = error.code ?? error.type;
  return typeof value === 'string' ? value.slice(0, 100) : null;
}
