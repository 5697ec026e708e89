/**
 * The client list's selection (prospecting-core §4 'Client list screen'): ticking rows selects them; the header
 * checkbox switches select-all mode, in which the ticked rows are the exceptions. Changing select-all clears the
 * individual selection.
 */
export interface ClientSelection {
  selectAll: boolean;
  /** Ticked company ids: selected ones, or in select-all mode the ones left out. */
  ticked: ReadonlySet<number>;
}

export const EMPTY_SELECTION: ClientSelection = { selectAll: false, ticked: new Set() };

export function toggleSelectAll(selection: ClientSelection): ClientSelection {
  return { selectAll: !selection.selectAll, ticked: new Set() };
}

export function toggleRow(selection: ClientSelection, companyId: number): ClientSelection {
  const ticked = new Set(selection.ticked);
  if (ticked.has(companyId)) ticked.delete(companyId);
  else ticked.add(companyId);
  return { ...selection, ticked };
}

/** Whether the row's checkbox shows as checked. */
export function isRowChecked(selection: ClientSelection, companyId: number): boolean {
  return selection.selectAll ? !selection.ticked.has(companyId) : selection.ticked.has(companyId);
}

/**
 * The companies to delete: in select-all mode all visible ones except those ticked; otherwise the ticked ones
 * (only those still visible and deletable).
 */
export function companiesToDelete(selection: ClientSelection, visible: readonly number[]): number[] {
  return selection.selectAll
    ? visible.filter((id) => !selection.ticked.has(id))
    : visible.filter((id) => selection.ticked.has(id));
}
