import {
  EMAIL_ASSISTANT_TEXTS,
  extractPlaceholders,
  fillPlaceholders,
  splitPlaceholders,
} from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

/** The e-mail as plain text, each placeholder still in it shown in red (§2.4). React escapes every character. */
function EmailText({ email }: { email: string }) {
  const segments = useMemo(() => splitPlaceholders(email), [email]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography
        component="div"
        data-testid="generated-email"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
      >
        {segments.map((segment, index) =>
          segment.kind === 'placeholder' ? (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and rebuilt as a whole
              key={index}
              component="span"
              data-placeholder={segment.name}
              sx={{ color: 'error.main', fontWeight: 600 }}
            >
              {segment.text}
            </Box>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and rebuilt as a whole
            <span key={index}>{segment.text}</span>
          ),
        )}
      </Typography>
    </Paper>
  );
}

/**
 * The result (§2.4): the e-mail with the user's values substituted live, and the 'Missing Information:' column
 * with one input per distinct placeholder of the generated e-mail; an empty input leaves its placeholder (§5).
 */
export function EmailResult({
  email,
  values,
  onValue,
}: {
  email: string;
  values: Record<string, string>;
  onValue(name: string, value: string): void;
}) {
  const placeholders = useMemo(() => extractPlaceholders(email), [email]);
  const filled = fillPlaceholders(email, values);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <EmailText email={filled} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={1.5} component="section" aria-labelledby="missing-information-title">
          <Typography id="missing-information-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {EMAIL_ASSISTANT_TEXTS.missingInformation}
          </Typography>
          {placeholders.length === 0 ? (
            <Typography color="text.secondary">{EMAIL_ASSISTANT_TEXTS.noMissingInformation}</Typography>
          ) : (
            placeholders.map((name) => (
              <TextField
                key={name}
                label={name}
                size="small"
                value={values[name] ?? ''}
                onChange={(event) => onValue(name, event.target.value)}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            ))
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}
