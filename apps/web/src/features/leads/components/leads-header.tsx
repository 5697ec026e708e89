import { LEAD_SORT_LABELS, LEAD_SORTS, type LeadSort } from '@agencyscout/contracts';
import Refresh from '@mui/icons-material/Refresh';
import Star from '@mui/icons-material/Star';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { LeadToggleName, LeadToggles } from '../lead-query.ts';

interface LeadsHeaderProps {
  /** The count text; null while a new query loads (§4 'resets the lead total to 0 and empties the header'). */
  countText: string | null;
  /** The exact total is still being counted: a spinner instead of (or beside) the count. */
  countingTotal: boolean;
  /** The order of a keyword search; undefined hides the choice (searches without keywords are newest first). */
  sort: LeadSort | undefined;
  onSortChange: (sort: LeadSort) => void;
  toggles: LeadToggles;
  onFlip: (name: LeadToggleName) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Viewed and Unviewed: one exclusive group in which neither may be selected (§2.3). */
function ViewedGroup({ toggles, onFlip }: Pick<LeadsHeaderProps, 'toggles' | 'onFlip'>) {
  const value = toggles.viewed ? 'viewed' : toggles.unviewed ? 'unviewed' : null;
  const change = (next: LeadToggleName | null) => {
    if (next) onFlip(next);
    else if (value) onFlip(value);
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: LeadToggleName | null) => change(next)}
      aria-label="Viewed filter"
    >
      <ToggleButton value="viewed">
        <Visibility fontSize="small" sx={{ mr: 0.5 }} />
        Viewed
      </ToggleButton>
      <ToggleButton value="unviewed">
        <VisibilityOff fontSize="small" sx={{ mr: 0.5 }} />
        Unviewed
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** Relevance or Newest (docs/decisions.md 'Keyword relevance in tiers'). */
function SortChoice({ sort, onSortChange }: { sort: LeadSort; onSortChange: (sort: LeadSort) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={sort}
      onChange={(event) => onSortChange(event.target.value as LeadSort)}
      sx={{ minWidth: 130 }}
    >
      {LEAD_SORTS.map((value) => (
        <MenuItem key={value} value={value}>
          {LEAD_SORT_LABELS[value]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The list header (§2.3): count, refresh, sort, Viewed/Unviewed, Favorites and Most Leads (independent switches). */
export function LeadsHeader(props: LeadsHeaderProps) {
  const { countText, countingTotal, sort, onSortChange, toggles, onFlip, onRefresh, refreshing } = props;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="h6" component="p" data-testid="lead-count" sx={{ minWidth: 120 }}>
        {countingTotal ? (
          <CircularProgress size={20} aria-label="Counting leads" data-testid="lead-count-spinner" />
        ) : (
          (countText ?? '\u00a0')
        )}
      </Typography>
      <Tooltip title="Refresh">
        <span>
          <IconButton onClick={onRefresh} disabled={refreshing} aria-label="Refresh">
            <Refresh />
          </IconButton>
        </span>
      </Tooltip>
      <Box sx={{ flexGrow: 1 }} />
      {sort ? <SortChoice sort={sort} onSortChange={onSortChange} /> : null}
      <ViewedGroup toggles={toggles} onFlip={onFlip} />
      <ToggleButton size="small" value="favorite" selected={toggles.favorite} onChange={() => onFlip('favorite')}>
        <Star fontSize="small" sx={{ mr: 0.5 }} />
        Favorites
      </ToggleButton>
      <ToggleButton
        size="small"
        value="mostOpenings"
        selected={toggles.mostOpenings}
        onChange={() => onFlip('mostOpenings')}
      >
        <TrendingUp fontSize="small" sx={{ mr: 0.5 }} />
        Most Leads
      </ToggleButton>
    </Stack>
  );
}
