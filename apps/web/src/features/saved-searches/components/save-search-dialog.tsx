import { type LeadFilters, SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_TEXTS } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notifications.ts';
import { useCreateSavedSearch } from '../api.ts';

export interface SaveSearchDialogProps {
  open: boolean;
  /** The lead search to save, as stored (empty values dropped). */
  filters: LeadFilters;
  onClose: () => void;
}

/** A name's §5 message, or undefined when it may be saved. */
export function savedSearchNameError(name: string): string | undefined {
  if (name.trim() === '') return SAVED_SEARCH_TEXTS.required;
  if (name.trim().length > SAVED_SEARCH_NAME_MAX_LENGTH) return SAVED_SEARCH_TEXTS.nameTooLong;
  return undefined;
}

/**
 * Save Search (prospecting-core §2.3, with create:savedsearch): names the current lead search and stores it.
 * The name is required ('Field is required', §5); the server's 400 message is shown under the field.
 */
export function SaveSearchDialog({ open, filters, onClose }: SaveSearchDialogProps) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const create = useCreateSavedSearch();
  const error = touched ? (savedSearchNameError(name) ?? serverError) : undefined;

  const close = () => {
    setName('');
    setTouched(false);
    setServerError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits (through a portal) inside the filter panel's form: its submit must not search.
    event.stopPropagation();
    setTouched(true);
    if (savedSearchNameError(name)) return;
    create.mutate(
      { ...filters, name: name.trim() },
      {
        onSuccess: () => {
          notify({ message: SAVED_SEARCH_TEXTS.saved, severity: 'success' });
          close();
        },
        onError: (failure) => setServerError(failure instanceof ApiError ? failure.message : String(failure)),
      },
    );
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="save-search-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-search-title">{SAVED_SEARCH_TEXTS.saveSearch}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={SAVED_SEARCH_TEXTS.nameLabel}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setServerError(undefined);
            }}
            onBlur={() => setTouched(true)}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {SAVED_SEARCH_TEXTS.saveSearch}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
