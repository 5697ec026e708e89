import type { SourcePoll } from '@agencyscout/contracts';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';
import { POLL_TIME_FORMAT } from '../source-display.ts';

/**
 * Open postings after each kept poll of a source, oldest left (MUI X Charts; its own chunk, loaded with the
 * detail). `polls` come newest first, as the API sends them. Default export for React.lazy.
 */
export default function OpenPostingsChart({ polls }: { polls: readonly SourcePoll[] }) {
  const oldestFirst = [...polls].reverse();
  return (
    <LineChart
      height={220}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      xAxis={[
        {
          scaleType: 'time',
          data: oldestFirst.map((poll) => new Date(poll.startedAt)),
          valueFormatter: (value: Date, context) =>
            dayjs(value).format(context.location === 'tooltip' ? POLL_TIME_FORMAT : 'MMM D HH:mm'),
        },
      ]}
      yAxis={[{ min: 0, width: 48 }]}
      series={[
        {
          id: 'open',
          label: 'Postings open',
          data: oldestFirst.map((poll) => poll.postingsOpen),
          area: true,
          curve: 'linear',
          showMark: oldestFirst.length <= 30,
        },
      ]}
      hideLegend
    />
  );
}
