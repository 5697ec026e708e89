import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { CHAT_TEXTS, SUPPORT_EMAIL, supportMailto } from '../../lib/support.ts';

/**
 * The support chat panel opened by the CHAT chip (prospecting-core §1, §2.2). No chat service is configured,
 * so Send opens the user's e-mail app with the message addressed to the support team (decision recorded).
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    window.location.href = supportMailto(message.trim());
    setMessage('');
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // The paper is the dialog: named by the panel's title (axe 'aria-dialog-name').
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 380 } }, 'aria-labelledby': 'chat-panel-title' } as object,
      }}
    >
      <Box component="form" onSubmit={send} sx={{ p: 3 }} aria-labelledby="chat-panel-title">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="chat-panel-title" variant="h2">
            {CHAT_TEXTS.title}
          </Typography>
          <IconButton onClick={onClose} aria-label={CHAT_TEXTS.close}>
            <Close />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {CHAT_TEXTS.intro}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {SUPPORT_EMAIL}
        </Typography>
        <TextField
          label={CHAT_TEXTS.messageLabel}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={5}
          fullWidth
          autoFocus
        />
        <Button type="submit" variant="contained" endIcon={<Send />} disabled={!message.trim()} sx={{ mt: 2 }}>
          {CHAT_TEXTS.send}
        </Button>
      </Box>
    </Drawer>
  );
}
