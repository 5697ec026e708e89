import type { Source } from '@agencyscout/contracts';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { STATUS_COLORS, statusText } from '../source-display.ts';

/** Why a source is in its state, for the chip's tooltip. */
function statusHint(source: Pick<Source, 'status' | 'consecutiveFailures'>): string {
  if (source.status === 'active') return 'Polled on schedule';
  if (source.status === 'paused') return 'Paused by staff; not polled until resumed';
  const polls = source.consecutiveFailures === 1 ? 'poll' : 'polls';
  return `${source.consecutiveFailures} ${polls} failed in a row; polling stopped until resumed`;
}

/** A source's health: active (green), paused (grey), failing (red, with its consecutive failures). */
export function SourceStatusChip({ source }: { source: Pick<Source, 'status' | 'consecutiveFailures'> }) {
  return (
    <Tooltip title={statusHint(source)} describeChild>
      <Chip
        size="small"
        color={STATUS_COLORS[source.status]}
        variant={source.status === 'paused' ? 'outlined' : 'filled'}
        label={statusText(source)}
        data-testid="source-status"
      />
    </Tooltip>
  );
}
