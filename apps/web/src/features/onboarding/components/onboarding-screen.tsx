import { isValidPassword, ONBOARDING_TEXTS } from '@agencyscout/contracts';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { submitOnboarding } from '../api.ts';

/**
 * `/onboard` and `/onboard/{onboard_token}` (outreach-integrations-admin §2 'Onboarding', §4, §8): no sign-in, no
 * bars; the welcome card, a password checked by the shared validator (its rules are not listed, §5), and
 * 'Set Password and Redirect to Login', disabled until the password is valid. 204 goes to the login route; any
 * other answer shows the spec's message in a snackbar with Close.
 */
export function OnboardingScreen() {
  const { code = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const email = searchParams.get('email') ?? '';
  const ticket = searchParams.get('url') ?? '';
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = isValidPassword(password);
  const hasLink = Boolean(email && (code || ticket));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    const result = await submitOnboarding({ onboard_token: code, email, password, ticket });
    setPending(false);
    if (result.status === 204) {
      void navigate('/login', { replace: true });
    } else {
      setError(result.message);
    }
  };

  return (
    <Stack sx={{ minHeight: '80vh', alignItems: 'center', justifyContent: 'center' }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <RocketLaunchOutlined color="primary" aria-hidden />
              <Typography component="h1" variant="h5">
                {ONBOARDING_TEXTS.title}
              </Typography>
            </Stack>
            <Typography color="text.secondary">{ONBOARDING_TEXTS.intro}</Typography>
            {hasLink ? null : <Alert severity="info">{ONBOARDING_TEXTS.missingLink}</Alert>}
            <TextField label="E-mail" value={email} slotProps={{ input: { readOnly: true } }} autoComplete="username" />
            <TextField
              label="Password"
              type={visible ? 'text' : 'password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="new-password"
              autoFocus
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={visible ? 'Hide password' : 'Show password'}
                        onClick={() => setVisible((shown) => !shown)}
                        edge="end"
                      >
                        {visible ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="contained" disabled={!valid || pending || !hasLink}>
              {ONBOARDING_TEXTS.submit}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Snackbar open={error !== null} onClose={() => setError(null)} autoHideDuration={6000}>
        <Alert
          severity="error"
          variant="filled"
          action={
            <Button color="inherit" size="small" onClick={() => setError(null)}>
              Close
            </Button>
          }
        >
          {error}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
