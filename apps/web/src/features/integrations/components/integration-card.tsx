import { INTEGRATION_TEXTS } from '@agencyscout/contracts';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface IntegrationCardProps {
  id: string;
  title: string;
  kind: string;
  connected: boolean;
  note?: string;
  /** More about the connection under the note (a CRM's last sync and counts). */
  details?: ReactNode;
  children: ReactNode;
}

/** One tool of the Integrations page (§2): its name, kind, Connected indicator, an optional note and actions. */
export function IntegrationCard({ id, title, kind, connected, note, details, children }: IntegrationCardProps) {
  return (
    <Card
      variant="outlined"
      data-testid={`integration-${id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Chip
            size="small"
            color={connected ? 'success' : 'default'}
            variant={connected ? 'filled' : 'outlined'}
            label={connected ? INTEGRATION_TEXTS.connected : INTEGRATION_TEXTS.notConnected}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {kind}
        </Typography>
        {note ? (
          <Typography variant="body2" sx={{ mt: 1 }} color="text.secondary">
            {note}
          </Typography>
        ) : null}
        {details}
      </CardContent>
      <CardActions>{children}</CardActions>
    </Card>
  );
}
