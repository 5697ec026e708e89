/** The operations of the application's OpenAPI document (`app.swagger()`, served at /api/docs/json). */
import type { FastifyInstance } from 'fastify';
import type { RouteKey } from './sweep-types.ts';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'options']);

/** Every `METHOD /path` of the document; HEAD is left out (Fastify answers it from the GET route). */
export function openApiOperations(app: FastifyInstance): RouteKey[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const keys: RouteKey[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) {
      if (METHODS.has(method)) keys.push(`${method.toUpperCase()} ${path}` as RouteKey);
    }
  }
  return keys.sort();
}

/** The OpenAPI operation object of a route (parameters, requestBody). */
export function openApiOperation(app: FastifyInstance, key: RouteKey): OpenApiOperation {
  const [method, path] = key.split(' ') as [string, string];
  const document = app.swagger() as unknown as OpenApiDocument;
  return (document.paths[path]?.[method.toLowerCase()] ?? {}) as OpenApiOperation;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The subset of JSON Schema the zod schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}
