import { FEED_IMPORT_TEXTS, type FeedImportRun } from '@agencyscout/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const count = (value: number) => value.toLocaleString('en-US');

/** '1 min 5 s', '12 s'. */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

/** The running import's bar over the input's bytes, with rows read, rows per second and the time left. */
export function ImportProgress({ run }: { run: Pick<FeedImportRun, 'status' | 'progress'> }) {
  const { rows, bytesDone, totalBytes, rowsPerSecond, etaSeconds } = run.progress;
  const percent = totalBytes > 0 ? Math.min(100, Math.round((bytesDone * 100) / totalBytes)) : 0;
  const waiting = run.status === 'queued';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="h2">{FEED_IMPORT_TEXTS.progressTitle}</Typography>
        <LinearProgress
          variant={waiting ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={FEED_IMPORT_TEXTS.progressTitle}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Typography variant="body2" aria-live="polite" data-testid="import-progress">
          {waiting
            ? FEED_IMPORT_TEXTS.queued
            : `${percent}% · ${count(rows)} rows · ${count(rowsPerSecond)} rows/s${etaSeconds === null ? '' : ` · about ${durationText(etaSeconds)} left`}`}
        </Typography>
      </Stack>
    </Paper>
  );
}
