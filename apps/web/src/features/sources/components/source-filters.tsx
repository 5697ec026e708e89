import { SOURCE_KIND_LABELS, SOURCE_KINDS, SOURCE_STATUSES, type SourceListResponse } from '@agencyscout/contracts';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { SourceFilters } from '../api.ts';
import { formatCount, STATUS_COLORS, STATUS_LABELS } from '../source-display.ts';

/** Typing pauses this long before the list is asked again. */
export const SOURCE_SEARCH_DEBOUNCE_MS = 300;

type FilterPatch = Partial<Omit<SourceFilters, 'page'>>;

/** The search box: its own text while typing, the filter once typing pauses. */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // A change from outside (Clear the filters, the back button) replaces the text.
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    if (value.trim() !== text.trim()) setText(value);
  }
  const debounced = useDebouncedValue(text, SOURCE_SEARCH_DEBOUNCE_MS);
  const search = useEffectEvent((q: string) => {
    if (q.trim() !== value.trim()) onSearch(q);
  });
  useEffect(() => search(debounced), [debounced]);
  return (
    <TextField
      size="small"
      type="search"
      label="Search name or URL"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: { sm: 280 }, flexGrow: { xs: 1, md: 0 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Search (name or URL), kind and status; each change asks for the first page again. */
export function SourceFilterBar({
  filters,
  onChange,
}: {
  filters: SourceFilters;
  onChange: (patch: FilterPatch, replace?: boolean) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <SearchField value={filters.q} onSearch={(q) => onChange({ q }, true)} />
      <TextField
        select
        size="small"
        label="Kind"
        value={filters.kind}
        onChange={(event) => onChange({ kind: event.target.value as FilterPatch['kind'] })}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All kinds</MenuItem>
        {SOURCE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {SOURCE_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as FilterPatch['status'] })}
        sx={{ minWidth: 160 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All statuses</MenuItem>
        {SOURCE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/**
 * The health over all sources: active, paused and failing (each a toggle of the status filter) and the postings
 * open on all boards.
 */
export function SourceSummary({
  totals,
  status,
  onStatus,
}: {
  totals: SourceListResponse['totals'];
  status: SourceFilters['status'];
  onStatus: (status: SourceFilters['status']) => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Summary" role="group">
      {SOURCE_STATUSES.map((each) => (
        <Chip
          key={each}
          color={STATUS_COLORS[each]}
          variant={status === each ? 'filled' : 'outlined'}
          label={`${formatCount(totals[each])} ${STATUS_LABELS[each].toLowerCase()}`}
          aria-pressed={status === each}
          onClick={() => onStatus(status === each ? '' : each)}
        />
      ))}
      <Chip variant="outlined" color="primary" label={`${formatCount(totals.postingsOpen)} postings open`} />
    </Stack>
  );
}
