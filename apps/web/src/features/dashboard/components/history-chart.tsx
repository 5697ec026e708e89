import { DASHBOARD_METRICS, DASHBOARD_TEXTS, type DashboardHistory } from '@agencyscout/contracts';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';

/**
 * The last 12 weeks or months of the five counts (MUI X Charts; its own chunk, loaded with the dashboard).
 * Default export for React.lazy.
 */
export default function HistoryChart({ history }: { history: DashboardHistory }) {
  const format = history.type === 'week' ? 'MMM D' : 'MMM YY';
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: history.periods.map((period) => dayjs(period.start).format(format)) }]}
      series={DASHBOARD_METRICS.map((metric) => ({
        id: metric,
        label: DASHBOARD_TEXTS.labels[metric],
        data: history.periods.map((period) => period[metric]),
        curve: 'linear' as const,
      }))}
    />
  );
}
