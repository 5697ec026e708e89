import { MESSAGES, type Me } from '@agencyscout/contracts';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSignedInUser } from '../lib/current-user.ts';
import type { Section } from '../lib/sections.ts';
import { PageLayout } from './page-layout.tsx';

/** Whether the signed-in user may open a screen (from GET /me's permissions). */
export type ScreenPermission = (me: Me) => boolean;

/** The page a user sees on a screen their permissions do not include: the section's frame and a clear refusal. */
export function NotAllowedPage({ section }: { section: Section }) {
  return (
    <PageLayout section={section}>
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="not-allowed">
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <BlockOutlined color="error" />
            <Typography variant="h2">{MESSAGES.screenNotAllowedTitle}</Typography>
          </Stack>
          <Typography>{MESSAGES.screenNotAllowed}</Typography>
          <Button component={RouterLink} to="/" variant="outlined">
            Go to the start page
          </Button>
        </Stack>
      </Paper>
    </PageLayout>
  );
}

/**
 * Renders `children` when the signed-in user may open the screen, else NotAllowedPage: a staff or admin screen
 * reached by a typed or shared address says so instead of showing its form or 'could not be loaded' (issue #30).
 * The server refuses the screen's calls either way; this is what the user sees.
 */
export function PermissionGate({
  allowed,
  section,
  children,
}: {
  allowed: ScreenPermission;
  section: Section;
  children: ReactNode;
}) {
  const me = useSignedInUser();
  return allowed(me) ? children : <NotAllowedPage section={section} />;
}
