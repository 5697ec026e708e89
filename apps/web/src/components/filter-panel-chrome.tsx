import ChevronLeft from '@mui/icons-material/ChevronLeft';
import FilterList from '@mui/icons-material/FilterList';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

/**
 * The chrome every collapsible left filter panel shares (prospecting-core §2.3, §2.5; outreach-integrations-admin
 * §2 'Contact Search screen'): the narrow collapsed strip with its Show filters button, and the open panel's
 * 'Filters' heading with Hide filters.
 */
export const FILTER_PANEL_TEXTS = { title: 'Filters', show: 'Show filters', hide: 'Hide filters' } as const;

/** The collapsed panel (1 of 12 columns): one button that opens it again. */
export function CollapsedFilterPanel({ onExpand }: { onExpand: () => void }) {
  return (
    <Paper variant="outlined" sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
      <Tooltip title={FILTER_PANEL_TEXTS.show}>
        <IconButton onClick={onExpand} aria-label={FILTER_PANEL_TEXTS.show}>
          <FilterList />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}

/** The open panel's heading with the button that collapses it. */
export function FilterPanelHeading({ onCollapse }: { onCollapse: () => void }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {FILTER_PANEL_TEXTS.title}
      </Typography>
      <Tooltip title={FILTER_PANEL_TEXTS.hide}>
        <IconButton onClick={onCollapse} aria-label={FILTER_PANEL_TEXTS.hide} size="small">
          <ChevronLeft />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
