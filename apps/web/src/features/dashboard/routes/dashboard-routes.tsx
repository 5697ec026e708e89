import Typography from '@mui/material/Typography';
import type { RouteObject } from 'react-router';
import { SectionNotAvailablePage } from '../../../components/section-not-available.tsx';
import { sectionRoute } from '../../../components/section-route.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { SECTIONS } from '../../../lib/sections.ts';

/** `/dashboard` (prospecting-core §2.9). The engagement metrics are not built yet; the page greets the user. */
function DashboardPage() {
  const me = useSignedInUser();
  return (
    <SectionNotAvailablePage section={SECTIONS.dashboard}>
      <Typography variant="h2" component="p" sx={{ mb: 2 }} data-testid="dashboard-greeting">
        Welcome back, {me.name}
      </Typography>
    </SectionNotAvailablePage>
  );
}

export const dashboardRoutes: RouteObject[] = [sectionRoute('dashboard', SECTIONS.dashboard, <DashboardPage />)];
