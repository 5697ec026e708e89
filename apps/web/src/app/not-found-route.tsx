import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type RouteObject, Link as RouterLink } from 'react-router';
import { PageLayout } from '../components/page-layout.tsx';
import { SECTIONS, type Section } from '../lib/sections.ts';

const NOT_FOUND_SECTION: Section = { path: '', title: 'Page not found', icon: SearchOffOutlined };

function NotFoundPage() {
  return (
    <PageLayout section={NOT_FOUND_SECTION}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>There is no page at this address.</Typography>
        <Button component={RouterLink} to={SECTIONS.dashboard.path} variant="contained">
          Go to the Dashboard
        </Button>
      </Paper>
    </PageLayout>
  );
}

/** Any other path inside the frame. */
export const notFoundRoute: RouteObject = {
  path: '*',
  element: <NotFoundPage />,
  handle: { section: NOT_FOUND_SECTION },
};
