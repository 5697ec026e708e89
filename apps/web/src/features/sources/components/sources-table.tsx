import { SOURCE_KIND_LABELS, type Source } from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { formatCount, LEAD_TYPE_LABELS, sourceTitle } from '../source-display.ts';
import { LastPollCell } from './last-poll-cell.tsx';
import { SourceRowActions } from './source-actions.tsx';
import { BoardLink, CompanyLink } from './source-links.tsx';
import { SourceStatusChip } from './source-status-chip.tsx';
import { SparklineCell } from './sparkline-cell.tsx';

/** Name (or token) as the button that opens the detail, the kind, and the board link. */
function NameCell({ source, onOpen }: { source: Source; onOpen: () => void }) {
  const title = sourceTitle(source);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          underline="hover"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
          sx={{ fontWeight: 600, textAlign: 'left', display: 'block', maxWidth: 280, overflowWrap: 'anywhere' }}
        >
          {title}
        </Link>
        <Typography variant="caption" color="text.secondary" component="div" noWrap sx={{ maxWidth: 280 }}>
          {SOURCE_KIND_LABELS[source.kind]}
          {source.name ? ` · ${source.token}` : ''}
        </Typography>
      </Box>
      <BoardLink source={source} />
    </Stack>
  );
}

/** The last error, one line; the full text in a tooltip (and for screen readers, in the cell itself). */
function ErrorCell({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Tooltip title={<Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{error}</Box>}>
      <Typography variant="body2" color="error" noWrap sx={{ maxWidth: 220 }} data-testid="source-error">
        {error}
      </Typography>
    </Tooltip>
  );
}

const COLUMNS = ['Source', 'Company', 'Lead type', 'Status', 'Postings open', 'Last poll', 'Trend', 'Last error'];

interface SourcesTableProps {
  sources: readonly Source[];
  onOpen: (source: Source) => void;
}

/** One page of sources with their health; a click on a row (or its name) opens the source's detail. */
export function SourcesTable({ sources, onOpen }: SourcesTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Job sources">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Postings open' ? 'right' : undefined}>
                {column}
              </TableCell>
            ))}
            <TableCell align="right">
              <span style={VISUALLY_HIDDEN}>Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sources.map((source) => (
            <TableRow
              key={source.id}
              hover
              data-testid="source-row"
              onClick={() => onOpen(source)}
              sx={{ cursor: 'pointer', verticalAlign: 'top' }}
            >
              <TableCell>
                <NameCell source={source} onOpen={() => onOpen(source)} />
              </TableCell>
              <TableCell>
                <CompanyLink source={source} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{LEAD_TYPE_LABELS[source.leadType]}</TableCell>
              <TableCell>
                <SourceStatusChip source={source} />
              </TableCell>
              <TableCell align="right">{formatCount(source.postingsOpen)}</TableCell>
              <TableCell>
                <LastPollCell source={source} />
              </TableCell>
              <TableCell>
                <SparklineCell history={source.openHistory} />
              </TableCell>
              <TableCell>
                <ErrorCell error={source.lastError} />
              </TableCell>
              <TableCell align="right">
                <SourceRowActions source={source} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
