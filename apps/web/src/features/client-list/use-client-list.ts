import { type ClientListEntry, DEFAULT_CLIENT_LIST_PAGE_SIZE } from '@agencyscout/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { fetchWholeClientList, useClientList, useRemoveClients, useToggleSharing } from './api.ts';
import { clientListCsv, downloadClientListCsv } from './csv.ts';
import {
  type ClientListFilterDraft,
  type ClientListFilterValues,
  clientListFilterSchema,
  EMPTY_CLIENT_LIST_FILTER,
} from './filter-form.ts';
import { type ClientSelection, companiesToDelete, EMPTY_SELECTION } from './selection.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The list state: the filter form, page and selection; a change of filter, page or size clears the selection. */
function useClientListState() {
  const filters = useForm<ClientListFilterDraft, unknown, ClientListFilterValues>({
    resolver: zodResolver(clientListFilterSchema),
    defaultValues: EMPTY_CLIENT_LIST_FILTER,
    mode: 'onChange',
  });
  const { query: search, which } = useWatch({ control: filters.control });
  const query = useDebouncedValue((search ?? '').trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_CLIENT_LIST_PAGE_SIZE);
  const [selection, setSelection] = useState<ClientSelection>(EMPTY_SELECTION);
  const reset = () => {
    setPage(1);
    setSelection(EMPTY_SELECTION);
  };
  return {
    filters,
    query,
    which: which ?? 'mine',
    page,
    pageSize,
    selection,
    setSelection,
    /** Run after a filter field changed: back to the first page, nothing selected. */
    onFilterChange: reset,
    setPage: (value: number) => {
      setPage(value);
      setSelection(EMPTY_SELECTION);
    },
    setPageSize: (value: number) => {
      setPageSize(value);
      reset();
    },
  };
}

/**
 * The Client List screen's data (prospecting-core §2.8, §4, §6): filters, page and selection, the page's rows,
 * the own rows the selection deletes, the deletion waiting for its confirmation, sharing and the export.
 */
export function useClientListScreen() {
  const state = useClientListState();
  const list = useClientList({
    query: state.query || undefined,
    which: state.which,
    offset: (state.page - 1) * state.pageSize,
    count: state.pageSize,
  });
  const remove = useRemoveClients();
  const sharing = useToggleSharing();
  const [pending, setPending] = useState<ClientListEntry[] | undefined>(undefined);
  const rows = list.data?.rows ?? [];
  const ownRows = rows.filter((row) => row.mine);
  const selectedIds = companiesToDelete(
    state.selection,
    ownRows.map((row) => row.companyId),
  );
  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(
      pending.map((row) => row.companyId),
      {
        onSettled: () => {
          setPending(undefined);
          state.setSelection(EMPTY_SELECTION);
        },
      },
    );
  };
  const exportCsv = async () => {
    const all = await fetchWholeClientList({ query: state.query || undefined, which: state.which });
    downloadClientListCsv(clientListCsv(all));
  };
  return {
    state,
    list,
    rows,
    selectedIds,
    shared: list.data?.shared ?? false,
    sharing,
    empty: list.data?.count === 0 && !state.query && state.which === 'mine',
    pageCount: Math.ceil((list.data?.count ?? 0) / state.pageSize),
    pending,
    askDelete: (entries: ClientListEntry[]) => setPending(entries),
    askDeleteSelected: () => setPending(ownRows.filter((row) => selectedIds.includes(row.companyId))),
    cancelDelete: () => setPending(undefined),
    confirmDelete,
    remove,
    exportCsv,
  };
}
export type ClientListScreenData = ReturnType<typeof useClientListScreen>;
