/**
 * Every request's text must be valid Unicode (issue #30 'Invalid Unicode'): JSON may escape a lone UTF-16 surrogate
 * ("\ud800"), which JavaScript keeps but PostgreSQL, e-mail and CSV cannot store or send. One check where all input
 * passes (a preValidation hook on the whole app: bodies, query strings and path parameters, keys and values) answers
 * 400 naming the field, instead of a 500 deep inside a route. Invalid UTF-8 bytes never get this far: the body and
 * URL decoders turn them into U+FFFD, which is valid text.
 */
import { fieldPathLabel, MESSAGES } from '@agencyscout/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** Nesting deeper than this is not walked further (the JSON parser and the schemas bound real input long before). */
const MAX_DEPTH = 64;

/**
 * The path of the first text in `value` (a string, or any string or key in arrays and objects) that is not well-formed
 * Unicode, e.g. 'body.criteria.keyWords' or 'query.q'; null when all of it is well-formed.
 */
export function findMalformedText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.isWellFormed() ? null : path;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findMalformedText(item, `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!key.isWellFormed()) return `${path} (a field name)`;
    const found = findMalformedText(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Where the broken text is, as users read it (issue #30 'Human labels'): the field's label ('Company Name',
 * 'Employment Type item 2'), 'A field name' for a key, 'The request' for a bare value.
 */
export function malformedTextLabel(path: string): string {
  if (path.endsWith(' (a field name)')) return 'A field name';
  return fieldPathLabel(path.replace(/^(body|query|params)/, '')) || 'The request';
}

/** Rejects, before any route's validation, a request whose body, query or path parameters hold invalid text. */
export function registerWellFormedInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findMalformedText(request.params, 'params') ??
      findMalformedText(request.query, 'query') ??
      findMalformedText(request.body, 'body');
    if (found) throw badRequest(MESSAGES.invalidText(malformedTextLabel(found)));
  });
}
