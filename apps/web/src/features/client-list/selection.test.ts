import { describe, expect, it } from 'vitest';
import { companiesToDelete, EMPTY_SELECTION, isRowChecked, toggleRow, toggleSelectAll } from './selection.ts';

describe('client list selection (§4)', () => {
  it('deletes the ticked rows outside select-all mode', () => {
    const selection = toggleRow(toggleRow(EMPTY_SELECTION, 2), 4);
    expect(companiesToDelete(selection, [1, 2, 3, 4])).toEqual([2, 4]);
    expect(isRowChecked(selection, 2)).toBe(true);
    expect(isRowChecked(selection, 1)).toBe(false);
  });

  it('in select-all mode deletes all visible ones except those ticked', () => {
    const selection = toggleRow(toggleSelectAll(EMPTY_SELECTION), 3);
    expect(companiesToDelete(selection, [1, 2, 3])).toEqual([1, 2]);
    expect(isRowChecked(selection, 3)).toBe(false);
    expect(isRowChecked(selection, 1)).toBe(true);
  });

  it('clears the individual selection when select-all changes', () => {
    const ticked = toggleRow(EMPTY_SELECTION, 5);
    expect(toggleSelectAll(ticked)).toEqual({ selectAll: true, ticked: new Set() });
    expect(toggleSelectAll(toggleSelectAll(ticked)).ticked.size).toBe(0);
  });
});
