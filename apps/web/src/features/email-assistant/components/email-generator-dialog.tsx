import { EMAIL_ASSISTANT_TEXTS, EMAIL_INFORMATION_MAX, fillPlaceholders } from '@agencyscout/contracts';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '../../../lib/notifications.ts';
import type { EmailAssistantState } from '../use-email-assistant.ts';
import { EmailResult } from './email-result.tsx';

/** §2.4: the model, the wait, keep the window open, beta, check the e-mail. */
function Notice() {
  return (
    <Alert severity="info" data-testid="email-assistant-notice">
      {EMAIL_ASSISTANT_TEXTS.notice.map((line) => (
        <Typography key={line} variant="body2" sx={{ '&:not(:last-child)': { mb: 0.5 } }}>
          {line}
        </Typography>
      ))}
    </Alert>
  );
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify({ message: EMAIL_ASSISTANT_TEXTS.copied, severity: 'success' });
  } catch (error) {
    notify({ message: error instanceof Error ? error.message : 'The clipboard is not available' });
  }
}

/**
 * The Email generator dialog (prospecting-core §2.4, §4): the notice and an optional note, then the loading state,
 * then the e-mail with its placeholders and 'Missing Information:' inputs, and Copy to Clipboard.
 */
export function EmailGeneratorDialog({
  open,
  onClose,
  assistant,
}: {
  open: boolean;
  onClose(): void;
  assistant: EmailAssistantState;
}) {
  const { phase, result } = assistant;
  const email = result?.choices[0]?.message.content ?? '';
  const loading = phase === 'loading';
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="email-generator-title">
      <DialogTitle id="email-generator-title">{EMAIL_ASSISTANT_TEXTS.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Notice />
          {phase === 'result' && result ? (
            <>
              {result.generatedBy === 'template' ? (
                <Typography variant="body2" color="text.secondary" data-testid="template-note">
                  {EMAIL_ASSISTANT_TEXTS.templateNotice}
                </Typography>
              ) : null}
              <EmailResult email={email} values={assistant.values} onValue={assistant.setValue} />
            </>
          ) : (
            <TextField
              label={EMAIL_ASSISTANT_TEXTS.informationLabel}
              multiline
              minRows={2}
              value={assistant.information}
              onChange={(event) => assistant.setInformation(event.target.value)}
              disabled={loading}
              slotProps={{ htmlInput: { maxLength: EMAIL_INFORMATION_MAX } }}
            />
          )}
          {loading ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={24} aria-label={EMAIL_ASSISTANT_TEXTS.generating} />
              <Typography>{EMAIL_ASSISTANT_TEXTS.generating}</Typography>
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {phase === 'result' && result ? (
          <Button startIcon={<ContentCopy />} onClick={() => void copy(fillPlaceholders(email, assistant.values))}>
            {EMAIL_ASSISTANT_TEXTS.copy}
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => void assistant.generate()} disabled={loading}>
          {phase === 'result' ? EMAIL_ASSISTANT_TEXTS.generateAgain : EMAIL_ASSISTANT_TEXTS.generate}
        </Button>
        <Button onClick={onClose}>{EMAIL_ASSISTANT_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
