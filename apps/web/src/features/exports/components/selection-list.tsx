import { EXPORT_PAGINATION_LINKS } from '@agencyscout/contracts';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { PaginationBar } from '../../../components/pagination-bar.tsx';

/** One row the dialog offers for selection. */
export interface ExportRow {
  id: number;
  primary: string;
  secondary?: string;
}

interface SelectionListProps {
  rows: readonly ExportRow[];
  selected: ReadonlySet<number>;
  /** Select-all is on: the rows show checked and disabled (select-all clears individual selections, §2). */
  selectAll: boolean;
  onToggle: (id: number) => void;
  pageSize: number;
}

/** The selection list inside the export dialog, paged with 7 page links (§2, §9). */
export function SelectionList({ rows, selected, selectAll, onToggle, pageSize }: SelectionListProps) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  return (
    <>
      <List dense sx={{ maxHeight: 260, overflow: 'auto' }} aria-label="Rows to export">
        {shown.map((row) => {
          const labelId = `export-row-${row.id}`;
          return (
            <ListItem key={row.id} disablePadding>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={selectAll || selected.has(row.id)}
                  disabled={selectAll}
                  onChange={() => onToggle(row.id)}
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              </ListItemIcon>
              <ListItemText id={labelId} primary={row.primary} secondary={row.secondary} />
            </ListItem>
          );
        })}
      </List>
      {pageCount > 1 ? (
        <PaginationBar page={page} pageCount={pageCount} onPageChange={setPage} linkCount={EXPORT_PAGINATION_LINKS} />
      ) : null}
    </>
  );
}
