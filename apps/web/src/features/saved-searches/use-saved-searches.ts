import {
  DEFAULT_SAVED_SEARCH_PAGE_SIZE,
  hasPermission,
  PERMISSIONS,
  SAVED_SEARCH_TABLE_OFFSETS,
  type SavedSearch,
  type SavedSearchView,
} from '@agencyscout/contracts';
import { useState } from 'react';
import { useSignedInUser } from '../../lib/current-user.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useWindowHeight } from '../../lib/use-window-height.ts';
import { useDeleteSavedSearches, useSavedSearchList } from './api.ts';
import { useSavedSearchNavigation } from './use-saved-search-navigation.ts';

/** §2.6 'Table height: window height minus 245 or 201' (with or without the ticker). */
function useTableHeight(hasTicker: boolean): number {
  const windowHeight = useWindowHeight();
  return Math.max(
    240,
    windowHeight - (hasTicker ? SAVED_SEARCH_TABLE_OFFSETS.ticker : SAVED_SEARCH_TABLE_OFFSETS.noTicker),
  );
}

interface PendingDelete {
  ids: number[];
  label: string;
}

/** The list part of the Saved Searches data: view, name filter (300 ms), page and page size, the page's rows. */
function useSearchList(canChooseSize: boolean, onReset: () => void) {
  const [view, setViewState] = useState<SavedSearchView>('mine');
  const [name, setNameState] = useState('');
  const debouncedName = useDebouncedValue(name, 300);
  const [page, setPageState] = useState(1);
  const [pageSize, setPageSizeState] = useState(DEFAULT_SAVED_SEARCH_PAGE_SIZE);
  const count = canChooseSize ? pageSize : DEFAULT_SAVED_SEARCH_PAGE_SIZE;
  const list = useSavedSearchList({ view, name: debouncedName, offset: (page - 1) * count, count });
  const total = list.data?.count ?? 0;
  const reset = () => {
    setPageState(1);
    onReset();
  };
  return {
    list,
    rows: list.data?.rows ?? [],
    total,
    pageCount: Math.ceil(total / count),
    empty: list.isSuccess && total === 0 && view === 'mine' && debouncedName.trim() === '',
    view,
    setView: (value: SavedSearchView) => {
      setViewState(value);
      reset();
    },
    name,
    setName: (value: string) => {
      setNameState(value);
      reset();
    },
    page,
    setPage: (value: number) => {
      setPageState(value);
      onReset();
    },
    pageSize,
    setPageSize: (value: number) => {
      setPageSizeState(value);
      reset();
    },
  };
}

/**
 * Saved Searches' data (prospecting-core §2.6): the list with its view, filter and paging (25/50/100 with
 * read:leads), the ticked rows (cleared by any list change), the delete asked for and its confirmation, the
 * search open in its dialog (?searchId=) and the table's height.
 */
export function useSavedSearches() {
  const me = useSignedInUser();
  const canChooseSize = hasPermission(me.permissions, PERMISSIONS.readLeads);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const searches = useSearchList(canChooseSize, () => setSelected(new Set()));
  const remove = useDeleteSavedSearches();
  const nav = useSavedSearchNavigation();
  const tableHeight = useTableHeight(hasPermission(me.permissions, PERMISSIONS.readTicker));
  const askDelete = (rows: SavedSearch[]) =>
    setPendingDelete({
      ids: rows.map((row) => row.searchId),
      label: rows.length === 1 ? (rows[0]?.name ?? '') : `${rows.length} saved searches`,
    });
  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.ids, {
      onSettled: () => {
        setPendingDelete(null);
        setSelected(new Set());
        if (nav.openId !== undefined && pendingDelete.ids.includes(nav.openId)) nav.close();
      },
    });
  };
  return {
    ...searches,
    canChooseSize,
    showAutomations: me.isNewIntegrations,
    tableHeight,
    selected,
    setSelected,
    pendingDelete,
    cancelDelete: () => setPendingDelete(null),
    askDelete,
    confirmDelete,
    remove,
    nav,
  };
}
export type SavedSearches = ReturnType<typeof useSavedSearches>;
