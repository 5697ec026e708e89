import { EMAIL_ASSISTANT_TEXTS } from '@agencyscout/contracts';
import SmartToy from '@mui/icons-material/SmartToy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useEmailAssistant } from '../use-email-assistant.ts';
import { EmailGeneratorDialog } from './email-generator-dialog.tsx';

/**
 * The lead detail's robot button 'Generate Email' (prospecting-core §2.4) and its dialog. The draft lives here,
 * so closing and opening the dialog again shows it; give the button `key={leadId}` to start afresh per lead.
 */
export function GenerateEmailButton({ leadId }: { leadId: number }) {
  const [open, setOpen] = useState(false);
  const assistant = useEmailAssistant(leadId);
  return (
    <>
      <Tooltip title={EMAIL_ASSISTANT_TEXTS.button}>
        <IconButton aria-label={EMAIL_ASSISTANT_TEXTS.button} onClick={() => setOpen(true)}>
          <SmartToy />
        </IconButton>
      </Tooltip>
      <EmailGeneratorDialog open={open} onClose={() => setOpen(false)} assistant={assistant} />
    </>
  );
}
