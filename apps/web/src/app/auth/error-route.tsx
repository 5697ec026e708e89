import { MESSAGES } from '@agencyscout/contracts';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../../lib/auth-paths.ts';

/** `/error` (public, prospecting-core §8): the error description (or 'Unexpected Error') and the error code. */
export function ErrorRoute() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('error');
  const description = searchParams.get('error_description') || MESSAGES.unexpectedError;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, textAlign: 'center' }}>
        <ErrorOutlined color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h1" sx={{ my: 2 }} data-testid="error-description">
          {description}
        </Typography>
        {code ? (
          <Typography color="text.secondary" data-testid="error-code" sx={{ mb: 3 }}>
            Error code: {code}
          </Typography>
        ) : null}
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
          Sign in again
        </Button>
      </Paper>
    </Box>
  );
}
