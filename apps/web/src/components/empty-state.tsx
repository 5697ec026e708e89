import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';

interface EmptyStateProps {
  icon: ComponentType<SvgIconProps>;
  title: string;
  /** A hint below the title. */
  children?: ReactNode;
  /** A button or link. */
  action?: ReactNode;
  testId?: string;
}

/** A list's empty state: icon, title, hint and an optional action (§2.3, §8 'Empty states'). */
export function EmptyState({ icon: Icon, title, children, action, testId }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid={testId}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Icon color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        {children}
        {action}
      </Stack>
    </Paper>
  );
}
