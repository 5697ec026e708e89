import Refresh from '@mui/icons-material/Refresh';
import Star from '@mui/icons-material/Star';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { LeadToggleName, LeadToggles } from '../lead-query.ts';

interface LeadsHeaderProps {
  /** The count text; null while a new query loads (§4 'resets the lead total to 0 and empties the header'). */
  countText: string | null;
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

/** The list header (§2.3): count, refresh, Viewed/Unviewed, Favorites and Most Leads (independent switches). */
export function LeadsHeader({ countText, toggles, onFlip, onRefresh, refreshing }: LeadsHeaderProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="h6" component="p" data-testid="lead-count" sx={{ minWidth: 120 }}>
        {countText ?? '\u00a0'}
      </Typography>
      <Tooltip title="Refresh">
        <span>
          <IconButton onClick={onRefresh} disabled={refreshing} aria-label="Refresh">
            <Refresh />
          </IconButton>
        </span>
      </Tooltip>
      <Box sx={{ flexGrow: 1 }} />
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
