import { CALL_LIST_TEXTS, type CallList, DEFAULT_CALL_LIST_COLOR } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useCreateCallList } from '../api.ts';

interface NewCallListDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the created list. */
  onCreated: (list: CallList) => void;
}

/** Creates an outreach list: name required ('Field is required', §5), colour default #1FBC9C (§2). */
export function NewCallListDialog({ open, onClose, onCreated }: NewCallListDialogProps) {
  const create = useCreateCallList();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_CALL_LIST_COLOR);
  const [touched, setTouched] = useState(false);
  const missing = name.trim() === '';

  const close = () => {
    setName('');
    setColor(DEFAULT_CALL_LIST_COLOR);
    setTouched(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    create.mutate(
      { callListName: name.trim(), callListColor: color },
      {
        onSuccess: (list) => {
          onCreated(list);
          close();
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="new-call-list-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-call-list-title">{CALL_LIST_TEXTS.newList}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={CALL_LIST_TEXTS.nameLabel}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && missing}
              helperText={touched && missing ? CALL_LIST_TEXTS.required : undefined}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label={CALL_LIST_TEXTS.colorLabel}
              type="color"
              value={color}
              onChange={(event) => setColor(event.target.value.toUpperCase())}
              sx={{ width: 120 }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{CALL_LIST_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {CALL_LIST_TEXTS.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
