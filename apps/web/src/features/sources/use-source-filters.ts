import { sourceKindSchema, sourceStatusSchema } from '@agencyscout/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SourceFilters } from './api.ts';

const positiveInt = (value: string | null): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The filters in the address (?q&kind&status&page); unknown values read as 'any'. */
export function filtersFromParams(params: URLSearchParams): SourceFilters {
  const kind = sourceKindSchema.safeParse(params.get('kind'));
  const status = sourceStatusSchema.safeParse(params.get('status'));
  return {
    q: params.get('q') ?? '',
    kind: kind.success ? kind.data : '',
    status: status.success ? status.data : '',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/**
 * The screen's state in the address, so a reload, the back button or a shared link shows the same list:
 * the filters, the page and the source whose detail is open (?source=id). A filter change goes back to page 1.
 */
export function useSourceFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const selectedId = positiveInt(params.get('source'));

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setFilters = useCallback(
    (patch: Partial<Omit<SourceFilters, 'page'>>, replace = false) => update({ ...patch, page: undefined }, replace),
    [update],
  );
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const openSource = useCallback((id: number | undefined) => update({ source: id }), [update]);

  return { filters, selectedId, setFilters, setPage, openSource };
}
