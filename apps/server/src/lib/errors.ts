/**
 * One error type for every expected failure, and the global error handler (ARCHITECTURE "Errors").
 * Answers are `{ statusCode, code, message }`; 5xx never show internals.
 */
import {
  ERROR_CODES,
  type ErrorBody,
  fieldPathLabel,
  MESSAGES,
  SPEC_VALIDATION_MESSAGES,
} from '@agencyscout/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;

  constructor(code: string, statusCode: number, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new AppError(ERROR_CODES.badRequest, 400, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new AppError(ERROR_CODES.unauthorized, 401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(ERROR_CODES.forbidden, 403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(ERROR_CODES.notFound, 404, message);

/**
 * Maps any thrown value to the public error body. Pure, so it is unit-tested on its own. A validation error names
 * its field by the label users read ('Employment Type: …', contracts `fieldPathLabel`), never by its wire name,
 * because the web app shows the message as it is (issue #30 'Human labels').
 */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  const fastifyError = error as Partial<FastifyError> & { validation?: unknown };
  if (Array.isArray(fastifyError.validation)) {
    const first = fastifyError.validation[0] as { instancePath?: string; message?: string } | undefined;
    const field = fieldPathLabel(first?.instancePath ?? '');
    const detail = first?.message ?? 'Invalid request';
    return {
      statusCode: 400,
      code: ERROR_CODES.validation,
      message: field && !SPEC_VALIDATION_MESSAGES.has(detail) ? `${field}: ${detail}` : detail,
    };
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = status === 429 ? ERROR_CODES.rateLimited : (fastifyError.code ?? ERROR_CODES.badRequest);
    return { statusCode: status, code, message: fastifyError.message ?? MESSAGES.httpStatus(status) };
  }
  return { statusCode: 500, code: ERROR_CODES.internal, message: MESSAGES.internalError };
}

/** Fastify error handler: logs 5xx with the request id, answers the public body. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const body = toErrorBody(error);
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
  void reply.status(body.statusCode).send(body);
}
