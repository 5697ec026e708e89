import { DASHBOARD_TEXTS, type DashboardMetric, dashboardTrend } from '@agencyscout/contracts';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const TREND = {
  up: { Icon: TrendingUp, color: 'success' as const, label: 'at or above the recommendation' },
  flat: { Icon: TrendingFlat, color: 'action' as const, label: 'close to the recommendation' },
  down: { Icon: TrendingDown, color: 'error' as const, label: 'below the recommendation' },
};

interface MetricCardProps {
  metric: DashboardMetric;
  count: number | undefined;
  recommended: number;
}

/** One engagement card (§2.9): the count, the 'Recommended' figure and the up/flat/down arrow. */
export function MetricCard({ metric, count, recommended }: MetricCardProps) {
  const trend = TREND[dashboardTrend(count ?? 0, recommended)];
  const label = DASHBOARD_TEXTS.labels[metric];
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`metric-${metric}`}>
      <CardContent>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {label}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
          <Typography variant="h4" component="p" data-testid={`metric-${metric}-count`}>
            {count ?? '…'}
          </Typography>
          {count === undefined ? null : (
            <trend.Icon color={trend.color} titleAccess={`${label}: ${trend.label}`} data-trend={trend.color} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {DASHBOARD_TEXTS.recommended}: {recommended}
        </Typography>
      </CardContent>
    </Card>
  );
}
