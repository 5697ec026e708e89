import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** Layout of the public pages that carry the no-bars flag (`/onboard`): no drawer, no top bar, no sign-in. */
export function PublicLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Outlet />
    </Box>
  );
}
