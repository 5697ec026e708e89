import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { formatCount } from '../source-display.ts';

// MUI X Charts is loaded with the first chart, after the table (as the dashboard does).
const SparkLineChart = lazy(async () => ({
  default: (await import('@mui/x-charts/SparkLineChart')).SparkLineChart,
}));

const WIDTH = 96;
const HEIGHT = 28;

/** How the trend reads to a screen reader: 'Open postings over the last 12 polls: from 40 to 52'. */
export function trendLabel(history: readonly number[]): string {
  const first = history[0] ?? 0;
  const last = history.at(-1) ?? 0;
  return `Open postings over the last ${history.length} polls: from ${formatCount(first)} to ${formatCount(last)}`;
}

/** The small chart of a source's open postings after each of its newest polls (oldest first). */
export function SparklineCell({ history }: { history: readonly number[] }) {
  const theme = useTheme();
  if (history.length < 2) {
    return (
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        Not enough polls
      </Typography>
    );
  }
  return (
    <Box role="img" aria-label={trendLabel(history)} sx={{ width: WIDTH, height: HEIGHT }}>
      <Suspense fallback={<Skeleton variant="rectangular" width={WIDTH} height={HEIGHT} />}>
        <SparkLineChart
          data={[...history]}
          width={WIDTH}
          height={HEIGHT}
          area
          curve="linear"
          color={theme.palette.primary.main}
          margin={2}
        />
      </Suspense>
    </Box>
  );
}
