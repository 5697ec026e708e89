import type { UserActivity } from '@agencyscout/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import dayjs from 'dayjs';

const SERIES = [
  { key: 'agencyViewed', label: 'Agency Leads viewed' },
  { key: 'openWebViewed', label: 'Open Web Leads viewed' },
  { key: 'tipsViewed', label: 'Agency Tips viewed' },
  { key: 'contacted', label: 'Contacts logged' },
] as const;

/** The per-user activity of the last six months (§2; MUI X Charts). Default export for React.lazy. */
export default function ActivityChart({ activity }: { activity: UserActivity }) {
  return (
    <BarChart
      height={260}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      xAxis={[{ scaleType: 'band', data: activity.months.map((month) => dayjs(`${month.month}-01`).format('MMM YY')) }]}
      series={SERIES.map((series) => ({
        id: series.key,
        label: series.label,
        data: activity.months.map((month) => month[series.key]),
      }))}
    />
  );
}
