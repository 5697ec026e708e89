import type { Source } from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { formatCount, formatPollDelta, formatPollTime, formatRelative } from '../source-display.ts';

/** When a time was: relative on screen ('5 minutes ago'), the absolute 'MMM DD, YYYY HH:mm' in a tooltip. */
export function RelativeTime({ value }: { value: string }) {
  return (
    <Tooltip title={formatPollTime(value)}>
      <Box component="time" dateTime={value} sx={{ whiteSpace: 'nowrap' }}>
        {formatRelative(value)}
      </Box>
    </Tooltip>
  );
}

/** The last poll: when, and the postings it found new and closed ('+3 / −1'). */
export function LastPollCell({ source }: { source: Pick<Source, 'lastPolledAt' | 'lastPoll'> }) {
  if (!source.lastPolledAt) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not polled yet
      </Typography>
    );
  }
  const poll = source.lastPoll;
  return (
    <Box>
      <RelativeTime value={source.lastPolledAt} />
      {poll && poll.outcome !== 'failed' ? (
        <Typography variant="caption" color="text.secondary" component="div" data-testid="last-poll-delta">
          <span aria-hidden="true">{formatPollDelta(poll)}</span>
          <span style={VISUALLY_HIDDEN}>
            {`${formatCount(poll.postingsNew)} new, ${formatCount(poll.postingsClosed)} closed`}
          </span>
        </Typography>
      ) : null}
      {poll?.outcome === 'failed' ? (
        <Typography variant="caption" color="error" component="div">
          Poll failed
        </Typography>
      ) : null}
    </Box>
  );
}
