import MenuItem from '@mui/material/MenuItem';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/**
 * The page numbers shown around `page`: at most `linkCount` consecutive pages, centred on the current page
 * where possible (prospecting-core §9 'Pagination links: 11 (lead list), 7 (tips, client list)').
 */
export function pageWindow(page: number, pageCount: number, linkCount: number): number[] {
  if (pageCount < 1) return [];
  const size = Math.min(linkCount, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

interface PaginationBarProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** How many page links are shown. */
  linkCount: number;
  /** The per-page selector, shown only when given (§6: only with read:leads). */
  pageSize?: { value: number; options: readonly number[]; label: string; onChange: (size: number) => void };
  /** A line after the controls (for example why the pages stop before the last result). */
  note?: string;
}

function PageLinks({ page, pageCount, onPageChange, linkCount }: Omit<PaginationBarProps, 'pageSize' | 'note'>) {
  const go = (target: number) => () => onPageChange(target);
  return (
    <Stack component="nav" aria-label="pagination" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <PaginationItem type="first" disabled={page <= 1} onClick={go(1)} aria-label="Go to first page" />
      <PaginationItem type="previous" disabled={page <= 1} onClick={go(page - 1)} aria-label="Go to previous page" />
      {pageWindow(page, pageCount, linkCount).map((number) => (
        <PaginationItem
          key={number}
          page={number}
          selected={number === page}
          onClick={go(number)}
          aria-label={`Go to page ${number}`}
          aria-current={number === page ? 'page' : undefined}
        />
      ))}
      <PaginationItem type="next" disabled={page >= pageCount} onClick={go(page + 1)} aria-label="Go to next page" />
      <PaginationItem type="last" disabled={page >= pageCount} onClick={go(pageCount)} aria-label="Go to last page" />
    </Stack>
  );
}

/**
 * The list footer (§2.3 'Below'): page links, a page picker (a native select, cheap even with thousands of pages)
 * and the optional per-page selector.
 */
export function PaginationBar({ pageSize, note, ...links }: PaginationBarProps) {
  const { page, pageCount, onPageChange } = links;
  if (pageCount < 1) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
      <PageLinks {...links} />
      <TextField
        select
        size="small"
        label="Page"
        value={page}
        onChange={(event) => onPageChange(Number(event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 96 }}
      >
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <option key={number} value={number}>
            {number}
          </option>
        ))}
      </TextField>
      {pageSize ? (
        <TextField
          select
          size="small"
          label={pageSize.label}
          value={pageSize.value}
          onChange={(event) => pageSize.onChange(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {pageSize.options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Stack>
  );
}
