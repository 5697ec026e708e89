import {
  type AlertSampleAllowance,
  CAMPAIGN_TEXTS,
  SAVED_SEARCH_TEXTS,
  type SavedSearch,
} from '@agencyscout/contracts';
import Settings from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { AlertsCell } from './alerts-cell.tsx';
import { CampaignIntegrationIcon, campaignIntegrationName } from './campaign-integration-icon.tsx';

interface SavedSearchesTableProps {
  rows: SavedSearch[];
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
  /** Runs the search (§2.6 'Selecting a search goes to /leads'). */
  onRun: (search: SavedSearch) => void;
  /** Opens the search's dialog. */
  onOpen: (search: SavedSearch) => void;
  maxHeight: number;
  /** Shows the Automations column (accounts with isNewIntegrations, §2.6). */
  showAutomations?: boolean;
  /** The caller's 'Send me a sample now' allowance of the day (issue #30). */
  sampleAllowance?: AlertSampleAllowance;
}

/**
 * The Automations cell (§2.6 'the number of campaign automations with automation icons'): the count and one
 * icon per integration the search feeds, each named (tooltip and accessible name).
 */
function AutomationsCell({ search }: { search: SavedSearch }) {
  const summary = search.campaignAutomations ?? { count: 0, integrationIds: [] };
  const kinds = [...new Set(summary.integrationIds)];
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="saved-search-automations">
      <span>{summary.count}</span>
      {kinds.map((kind) => (
        <Tooltip key={kind} title={campaignIntegrationName(kind)}>
          <CampaignIntegrationIcon kind={kind} fontSize="small" color="action" />
        </Tooltip>
      ))}
    </Stack>
  );
}

/**
 * The saved-searches table (prospecting-core §2.6): name (runs the search), owner e-mail, alerts (with the next
 * send and the owner's sample, issue #30), the campaign automations (isNewIntegrations accounts), the dialog button. Only the caller's own searches can be ticked for deletion.
 */
export function SavedSearchesTable({
  rows,
  selected,
  onSelectedChange,
  onRun,
  onOpen,
  maxHeight,
  showAutomations = false,
  sampleAllowance,
}: SavedSearchesTableProps) {
  const own = rows.filter((row) => row.isOwner);
  const allTicked = own.length > 0 && own.every((row) => selected.has(row.searchId));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  return (
    <TableContainer sx={{ maxHeight }}>
      <Table stickyHeader size="small" aria-label="Saved searches">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allTicked}
                indeterminate={!allTicked && own.some((row) => selected.has(row.searchId))}
                disabled={own.length === 0}
                onChange={() => onSelectedChange(allTicked ? new Set() : new Set(own.map((row) => row.searchId)))}
                slotProps={{ input: { 'aria-label': 'Select all my saved searches on this page' } }}
              />
            </TableCell>
            <TableCell>{SAVED_SEARCH_TEXTS.nameColumn}</TableCell>
            <TableCell>{SAVED_SEARCH_TEXTS.ownerColumn}</TableCell>
            <TableCell>{SAVED_SEARCH_TEXTS.alertsColumn}</TableCell>
            {showAutomations ? <TableCell>{CAMPAIGN_TEXTS.automations}</TableCell> : null}
            <TableCell padding="checkbox">
              <Box component="span" sx={VISUALLY_HIDDEN}>
                Details
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.searchId} hover selected={selected.has(row.searchId)} data-testid="saved-search-row">
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.searchId)}
                  disabled={!row.isOwner}
                  onChange={() => toggle(row.searchId)}
                  slotProps={{ input: { 'aria-label': `Select ${row.name}` } }}
                />
              </TableCell>
              <TableCell>
                <Link component="button" type="button" onClick={() => onRun(row)} sx={{ textAlign: 'left' }}>
                  {row.name}
                </Link>
              </TableCell>
              <TableCell>{row.ownerEmail}</TableCell>
              <TableCell>
                <AlertsCell search={row} allowance={sampleAllowance} />
              </TableCell>
              {showAutomations ? (
                <TableCell>
                  <AutomationsCell search={row} />
                </TableCell>
              ) : null}
              <TableCell padding="checkbox">
                <Tooltip title={`Open ${row.name}`}>
                  <IconButton size="small" onClick={() => onOpen(row)} aria-label={`Open ${row.name}`}>
                    <Settings fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
