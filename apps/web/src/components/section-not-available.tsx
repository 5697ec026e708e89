import { MESSAGES } from '@agencyscout/contracts';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Section } from '../lib/sections.ts';
import { PageLayout } from './page-layout.tsx';

/** The honest panel of a section whose feature is not built yet (MESSAGES.sectionNotAvailable). */
export function SectionNotAvailablePanel() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="section-not-available">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <InfoOutlined color="info" />
        <Typography>{MESSAGES.sectionNotAvailable}</Typography>
      </Stack>
    </Paper>
  );
}

/** A section page made of the page layout and the not-available panel, with optional content above it. */
export function SectionNotAvailablePage({ section, children }: { section: Section; children?: ReactNode }) {
  return (
    <PageLayout section={section}>
      {children}
      <SectionNotAvailablePanel />
    </PageLayout>
  );
}
