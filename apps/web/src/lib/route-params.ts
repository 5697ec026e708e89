import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';

/**
 * Parameter coercion of prospecting-core §2.1: query and path values that look like numbers or booleans
 * become numbers or booleans; UUID-looking values (and everything else) stay text.
 *
 * Rules (decisions where the spec is silent):
 * - booleans: exactly 'true' or 'false' (lower case);
 * - numbers: an optional '-', then '0' or digits without a leading zero, then an optional '.digits' part
 *   ('42', '-1', '2.5', '0.75'). Leading zeros ('007', '02134'), '+5', '.5', '1e5', 'NaN', 'Infinity',
 *   padded values (' 4') and integers beyond Number.MAX_SAFE_INTEGER stay text, because they are identifiers,
 *   ZIP codes or values that would change when turned into a number;
 * - UUIDs and the empty string stay text.
 */
export type RouteParamValue = string | number | boolean;
export type QueryParams = Record<string, RouteParamValue | RouteParamValue[]>;

const NUMBER_PATTERN = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Coerces one raw parameter value (see the module comment for the rules). */
export function coerceParam(raw: string): RouteParamValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (UUID_PATTERN.test(raw) || !NUMBER_PATTERN.test(raw)) return raw;
  const value = Number(raw);
  const isUnsafeInteger = Number.isInteger(value) && !Number.isSafeInteger(value);
  if (isUnsafeInteger) return raw;
  return value === 0 ? 0 : value;
}

/** Coerces path parameters (React Router's `useParams` result); missing values are left out. */
export function coercePathParams(
  params: Readonly<Record<string, string | undefined>>,
): Record<string, RouteParamValue> {
  const result: Record<string, RouteParamValue> = {};
  for (const [name, raw] of Object.entries(params)) {
    if (raw !== undefined) result[name] = coerceParam(raw);
  }
  return result;
}

/** Coerces query parameters; a name given more than once becomes an array of its coerced values. */
export function coerceQueryParams(search: URLSearchParams): QueryParams {
  const result: QueryParams = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name).map(coerceParam);
    result[name] = values.length === 1 ? (values[0] as RouteParamValue) : values;
  }
  return result;
}

/** The current route's path and query parameters, coerced (§2.1). */
export function useRouteParams(): { params: Record<string, RouteParamValue>; query: QueryParams } {
  const rawParams = useParams();
  const [searchParams] = useSearchParams();
  const params = useMemo(() => coercePathParams(rawParams), [rawParams]);
  const query = useMemo(() => coerceQueryParams(searchParams), [searchParams]);
  return { params, query };
}
