import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCachedMe } from '../lib/current-user.ts';
import type { Section } from '../lib/sections.ts';

interface PageLayoutProps {
  section: Section;
  /** Buttons shown at the right of the title row. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The base page layout (prospecting-core §2.2): the section's icon and title, and the company logo
 * (organization.logoUrl from /me; nothing is shown when it is null or on public pages).
 */
export function PageLayout({ section, actions, children }: PageLayoutProps) {
  const organization = useCachedMe()?.organization;
  const Icon = section.icon;
  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3, minHeight: 48 }}>
        <Icon color="primary" fontSize="large" />
        <Typography variant="h1">{section.title}</Typography>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        {organization?.logoUrl ? (
          <Box
            component="img"
            src={organization.logoUrl}
            alt={`${organization.name} logo`}
            data-testid="company-logo"
            sx={{ maxHeight: 48, maxWidth: 180, objectFit: 'contain' }}
          />
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}
