import type { SourcePoll } from '@agencyscout/contracts';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount, formatDurationMs, formatPollTime, OUTCOME_COLORS, OUTCOME_LABELS } from '../source-display.ts';

const COUNTS = [
  { key: 'postingsOpen', label: 'Open' },
  { key: 'postingsNew', label: 'New' },
  { key: 'postingsChanged', label: 'Changed' },
  { key: 'postingsClosed', label: 'Closed' },
  { key: 'postingsSkipped', label: 'Skipped' },
] as const;

/** A source's kept polls, newest first: when, outcome, the postings counted, how long it took and any error. */
export function PollHistoryTable({ polls }: { polls: readonly SourcePoll[] }) {
  if (polls.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No polls yet. The first poll runs shortly after a source is added.
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Poll history">
        <TableHead>
          <TableRow>
            <TableCell>Started</TableCell>
            <TableCell>Outcome</TableCell>
            {COUNTS.map((count) => (
              <TableCell key={count.key} align="right">
                {count.label}
              </TableCell>
            ))}
            <TableCell align="right">Duration</TableCell>
            <TableCell>Error</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {polls.map((poll) => (
            <TableRow key={poll.startedAt} data-testid="poll-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={poll.startedAt}>{formatPollTime(poll.startedAt)}</time>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={OUTCOME_COLORS[poll.outcome]}
                  label={OUTCOME_LABELS[poll.outcome]}
                />
              </TableCell>
              {COUNTS.map((count) => (
                <TableCell key={count.key} align="right">
                  {formatCount(poll[count.key])}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {poll.finishedAt ? formatDurationMs(poll.durationMs) : 'Running'}
              </TableCell>
              <TableCell sx={{ minWidth: 160, maxWidth: 320, overflowWrap: 'anywhere' }}>
                {poll.error ? (
                  <Typography variant="body2" color="error">
                    {poll.error}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
