import {
  DASHBOARD_METRICS,
  DASHBOARD_RECOMMENDED,
  DASHBOARD_TEXTS,
  type DashboardPeriod,
  ROLES,
} from '@agencyscout/contracts';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLayout } from '../../../components/page-layout.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { countsOf, useDashboardHistory, useDashboardStats, useDashboardTeam } from '../api.ts';
import { AccountManagerCard } from './account-manager-card.tsx';
import { MetricCard } from './metric-card.tsx';
import { TeamTable } from './team-table.tsx';

const HistoryChart = lazy(() => import('./history-chart.tsx'));

function Welcome({ name }: { name: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Typography variant="h2" component="p" sx={{ mb: 1 }} data-testid="dashboard-greeting">
        Welcome back, {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {DASHBOARD_TEXTS.intro}
      </Typography>
      <Button component={RouterLink} to="/helpcenter" variant="outlined" startIcon={<HelpOutline />}>
        {DASHBOARD_TEXTS.helpCenter}
      </Button>
    </Paper>
  );
}

function Metrics({ period }: { period: DashboardPeriod }) {
  const stats = useDashboardStats(period);
  const counts = stats.data ? countsOf(stats.data) : undefined;
  return (
    <Grid container spacing={2}>
      {DASHBOARD_METRICS.map((metric) => (
        <Grid key={metric} size={{ xs: 12, sm: 6, md: 'grow' }}>
          <MetricCard metric={metric} count={counts?.[metric]} recommended={DASHBOARD_RECOMMENDED[period][metric]} />
        </Grid>
      ))}
    </Grid>
  );
}

function History({ period }: { period: DashboardPeriod }) {
  const history = useDashboardHistory(period);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="dashboard-history">
      <Typography variant="h6" component="h2">
        {DASHBOARD_TEXTS.historyTitle(period)}
      </Typography>
      <Suspense fallback={<Skeleton variant="rectangular" height={300} />}>
        {history.data ? <HistoryChart history={history.data} /> : <Skeleton variant="rectangular" height={300} />}
      </Suspense>
    </Paper>
  );
}

function Team({ period }: { period: DashboardPeriod }) {
  const team = useDashboardTeam(period, true);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="dashboard-team">
      <Typography variant="h6" component="h2">
        {DASHBOARD_TEXTS.teamTitle}
      </Typography>
      {team.data ? <TeamTable team={team.data} /> : <Skeleton height={120} />}
    </Paper>
  );
}

/**
 * The Dashboard (/dashboard; prospecting-core §2.9): welcome and Help Center, the account manager, the
 * 'Engagement Metrics' for This Week or This Month with their recommendations, the last 12 periods as a chart
 * and, for company admins, each teammate's counts.
 */
export function DashboardScreen() {
  const me = useSignedInUser();
  const [period, setPeriod] = useState<DashboardPeriod>('week');
  const isAdmin = me.role === ROLES.COMPANY_ADMIN || me.role === ROLES.ADMIN;
  return (
    <PageLayout section={SECTIONS.dashboard}>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Welcome name={me.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <AccountManagerCard orgId={me.organizationId} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2" id="engagement-metrics">
          {DASHBOARD_TEXTS.metricsTitle}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          onChange={(_event, value: DashboardPeriod | null) => value && setPeriod(value)}
          aria-label={DASHBOARD_TEXTS.metricsTitle}
        >
          <ToggleButton value="week">{DASHBOARD_TEXTS.week}</ToggleButton>
          <ToggleButton value="month">{DASHBOARD_TEXTS.month}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Metrics period={period} />
      <History period={period} />
      {isAdmin ? <Team period={period} /> : null}
    </PageLayout>
  );
}
