import { MESSAGES } from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/** Shown when a page throws while rendering: 'Unexpected Error' and the error's message, with a reload button. */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, textAlign: 'center' }} role="alert">
        <Typography variant="h1" sx={{ mb: 1 }}>
          {MESSAGES.unexpectedError}
        </Typography>
        {detail ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {detail}
          </Typography>
        ) : null}
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Paper>
    </Box>
  );
}
