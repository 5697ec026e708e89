/**
 * What the HTTP layer decides before any route runs: the request id (a client's X-Request-Id is kept only
 * when it is a short safe token, issue #9) and the answer to requests Node refuses while parsing them
 * (oversized headers 431, timeouts 408, malformed HTTP 400), in the house's `{ statusCode, code, message }`.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorBody } from '@agencyscout/contracts';

/** Letters, digits and `._:-`, 1 to 64 characters: safe to log and echo. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The client's X-Request-Id when it is a safe token, else a new UUID. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The error body of a request refused by Node's HTTP parser (`error.code` from llhttp or the server). */
export function clientErrorBody(errorCode: string | undefined): ErrorBody {
  if (errorCode === 'HPE_HEADER_OVERFLOW') {
    return { statusCode: 431, code: ERROR_CODES.headersTooLarge, message: 'Request headers are too large' };
  }
  if (errorCode === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { statusCode: 408, code: ERROR_CODES.requestTimeout, message: 'The request took too long to arrive' };
  }
  return { statusCode: 400, code: ERROR_CODES.badRequest, message: 'Malformed HTTP request' };
}

/** Fastify's clientErrorHandler: answers on the raw socket and closes it. */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body = JSON.stringify(clientErrorBody(error.code));
  const status = clientErrorBody(error.code).statusCode;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
