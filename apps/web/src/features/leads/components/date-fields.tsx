import { DATE_POSTED_OPTIONS, DATE_SHORTCUTS } from '@agencyscout/contracts';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import type { LeadQuery } from '../lead-query.ts';

const ISO_DAY = 'YYYY-MM-DD';

const daysLabel = (days: number) => (days === -1 ? 'All' : `Last ${days} days`);

/** Shortcut labels of the date range (§9): All, Today, 7 … 180 days, 365 'Last year'. */
export function shortcutLabel(days: number): string {
  if (days === -1) return 'All';
  if (days === 0) return 'Today';
  if (days === 365) return 'Last year';
  return `Last ${days} days`;
}

/** The range of a shortcut, ending today (local date); All clears both ends. */
export function shortcutRange(days: number, today = dayjs()): { dateAfter: string; dateBefore: string } {
  if (days === -1) return { dateAfter: '', dateBefore: '' };
  return { dateAfter: today.subtract(days, 'day').format(ISO_DAY), dateBefore: today.format(ISO_DAY) };
}

/** The shortcut matching a range, or '' for a custom range. */
function currentShortcut(query: Pick<LeadQuery, 'dateAfter' | 'dateBefore'>): number | '' {
  const match = DATE_SHORTCUTS.find((days) => {
    const range = shortcutRange(days);
    return range.dateAfter === query.dateAfter && range.dateBefore === query.dateBefore;
  });
  return match ?? '';
}

interface DateFieldsProps {
  query: Pick<LeadQuery, 'datePosted' | 'dateAfter' | 'dateBefore'>;
  onChange: (patch: Partial<LeadQuery>) => void;
  /** §5 'The start date cannot be later than the end date'. */
  error?: string;
}

/** Date posted (§9 options) and the date range with its shortcuts (§2.3). */
export function DateFields({ query, onChange, error }: DateFieldsProps) {
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Date Posted"
        value={query.datePosted}
        onChange={(event) => onChange({ datePosted: Number(event.target.value) })}
      >
        {DATE_POSTED_OPTIONS.map((days) => (
          <MenuItem key={days} value={days}>
            {daysLabel(days)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Date Range"
        value={currentShortcut(query)}
        onChange={(event) => onChange(shortcutRange(Number(event.target.value)))}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="" disabled>
          <em>Custom</em>
        </MenuItem>
        {DATE_SHORTCUTS.map((days) => (
          <MenuItem key={days} value={days}>
            {shortcutLabel(days)}
          </MenuItem>
        ))}
      </TextField>
      <Stack spacing={2}>
        <TextField
          type="date"
          size="small"
          label="From"
          value={query.dateAfter}
          onChange={(event) => onChange({ dateAfter: event.target.value })}
          error={Boolean(error)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={query.dateBefore}
          onChange={(event) => onChange({ dateBefore: event.target.value })}
          error={Boolean(error)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
