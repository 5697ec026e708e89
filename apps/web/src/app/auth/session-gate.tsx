import { canEnter } from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { FullPageProgress } from '../../components/full-page-progress.tsx';
import { identifyUser } from '../../features/analytics/public.ts';
import { ApiError } from '../../lib/api-client.ts';
import { authService } from '../../lib/auth.ts';
import { useMe, useUserData } from '../../lib/current-user.ts';
import { removeLeadCookies } from '../../lib/lead-cookies.ts';

function StartupError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, textAlign: 'center' }} role="alert">
        <Typography variant="h1" sx={{ mb: 1 }}>
          Your account could not be loaded
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      </Paper>
    </Box>
  );
}

/**
 * The start-up sequence of prospecting-core §2.1, run once the guard has seen a signed-in user:
 * clear the leadPage, leadsQuery and leadFilter cookies (before any page can read them), load the user info
 * (GET /me) and the user data (GET /userdata, which needs me.userId), and log out a user whose permissions
 * contain none of read:anyLeads, is:demo, is:openWeb. The dark-theme choice is read by the theme provider.
 */
export function SessionGate() {
  // A lazy state initialiser runs once per mount, during the first render, before any page reads the cookies.
  useState(() => removeLeadCookies());
  const me = useMe();
  useUserData(me.data?.userId);
  const allowed = me.data ? canEnter(me.data.permissions) : undefined;

  useEffect(() => {
    if (allowed === false) void authService.signOut();
  }, [allowed]);
  // Analytics knows the user once per change of user id (prospecting-core §1); a no-op when not configured.
  useEffect(() => {
    if (me.data && allowed) identifyUser(me.data);
  }, [me.data, allowed]);

  if (me.isPending) return <FullPageProgress label="Loading your account…" />;
  if (me.isError && me.error instanceof ApiError && me.error.handled) return <FullPageProgress label="Signing out…" />;
  if (me.isError) {
    return <StartupError message={me.error.message} onRetry={() => void me.refetch()} />;
  }
  if (!allowed) return <FullPageProgress label="Signing out…" />;
  return <Outlet />;
}
