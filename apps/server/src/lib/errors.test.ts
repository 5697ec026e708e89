import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, forbidden, toErrorBody } from './errors.ts';

describe('error shaping', () => {
  it('keeps the code, status and message of an AppError', () => {
    expect(toErrorBody(new AppError('SESSION_SUPERSEDED', 409, 'Signed in on another device'))).toEqual({
      statusCode: 409,
      code: 'SESSION_SUPERSEDED',
      message: 'Signed in on another device',
    });
    expect(toErrorBody(forbidden())).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });

  it('never shows internals of unexpected errors', () => {
    const body = toErrorBody(new Error('connection to 10.0.0.5 refused, password=secret'));
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal Error' });
    expect(toErrorBody('a string')).toMatchObject({ statusCode: 500 });
    expect(toErrorBody(Object.assign(new Error('db down'), { statusCode: 503 }))).toMatchObject({
      statusCode: 500,
      message: 'Internal Error',
    });
  });

  it('passes client errors of the framework through with their status', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toErrorBody(tooLarge)).toEqual({
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      message: 'Request body is too large',
    });
    const limited = Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    expect(toErrorBody(limited)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  });

  it('names the field of a schema validation error by its label, never its wire name (issue #30)', () => {
    const parsed = z.object({ userId: z.uuid() }).safeParse({ userId: '42' });
    const issues = parsed.success ? [] : parsed.error.issues;
    const validation = issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: '#',
      params: { issue, zodError: parsed.error },
      message: issue.message,
    }));
    const error = Object.assign(new Error('validation'), {
      validation,
      validationContext: 'querystring',
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
    });
    const body = toErrorBody(error);
    expect(body.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/^User ID: /);
    expect(body.message).not.toContain('userId');
    expect(body.message).not.toContain('querystring');
  });

  it("labels the spec's PascalCase fields and list positions as users read them", () => {
    const validation = (instancePath: string) =>
      Object.assign(new Error('validation'), {
        validation: [{ instancePath, message: 'Invalid option' }],
        validationContext: 'body',
        statusCode: 400,
      });
    expect(toErrorBody(validation('/EmploymentType')).message).toBe('Employment Type: Invalid option');
    expect(toErrorBody(validation('/noOfusers')).message).toBe('Number of Users: Invalid option');
    expect(toErrorBody(validation('/locations/0/latitude')).message).toBe(
      'Locations item 1 › Latitude: Invalid option',
    );
    expect(toErrorBody(validation('')).message).toBe('Invalid option');
  });

  it("answers the spec's own validation texts word for word", () => {
    const validation = [{ instancePath: '/keyWords', message: 'Keyword filter cannot exceed 600 characters' }];
    const error = Object.assign(new Error('validation'), {
      validation,
      validationContext: 'querystring',
      statusCode: 400,
    });
    expect(toErrorBody(error)).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Keyword filter cannot exceed 600 characters',
    });
  });
});
