import {
  INTERACTION_NOTES_MAX_LENGTH,
  INTERACTION_TEXTS,
  interactionTypeFor,
  USER_INTERACTION_TYPE_IDS,
} from '@agencyscout/contracts';
import EditNote from '@mui/icons-material/EditNote';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { useLogInteraction } from '../api.ts';

interface LogInteractionMenuProps {
  contactId: number;
  contactName: string;
  /** Leads the interaction is about (the lead detail passes its lead). */
  jobLeadIds?: number[];
}

/**
 * The log form of a contact (§2 'Contact interaction logging'): a type, Made Contact and Notes (both optional);
 * Log is disabled until a type is chosen; on success the form closes.
 */
export function LogInteractionMenu({ contactId, contactName, jobLeadIds }: LogInteractionMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [type, setType] = useState('');
  const [madeContact, setMadeContact] = useState(false);
  const [notes, setNotes] = useState('');
  const log = useLogInteraction();
  const mounted = useOpenedOnce(anchor !== null);

  const close = () => {
    setAnchor(null);
    setType('');
    setMadeContact(false);
    setNotes('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (type === '') return;
    log.mutate(
      { contactId, interactionTypeId: Number(type), madeContact, notes: notes.trim() || null, jobLeadIds },
      { onSuccess: close },
    );
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EditNote />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${INTERACTION_TEXTS.logInteraction} with ${contactName}`}
      >
        {INTERACTION_TEXTS.logInteraction}
      </Button>
      {mounted ? (
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        >
          <Stack
            component="form"
            onSubmit={submit}
            spacing={2}
            sx={{ p: 2, width: 320 }}
            aria-label={`${INTERACTION_TEXTS.logInteraction} with ${contactName}`}
          >
            <TextField
              select
              size="small"
              label={INTERACTION_TEXTS.type}
              value={type}
              onChange={(event) => setType(event.target.value)}
            >
              {USER_INTERACTION_TYPE_IDS.map((id) => (
                <MenuItem key={id} value={String(id)}>
                  {interactionTypeFor(id)?.text}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Checkbox checked={madeContact} onChange={(event) => setMadeContact(event.target.checked)} />}
              label={INTERACTION_TEXTS.madeContact}
            />
            <TextField
              label={INTERACTION_TEXTS.notes}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: INTERACTION_NOTES_MAX_LENGTH } }}
            />
            <Button type="submit" variant="contained" disabled={type === '' || log.isPending}>
              {INTERACTION_TEXTS.log}
            </Button>
          </Stack>
        </Popover>
      ) : null}
    </>
  );
}
