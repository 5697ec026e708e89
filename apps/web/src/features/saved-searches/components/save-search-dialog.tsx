import { type LeadFilters, SAVED_SEARCH_TEXTS } from '@agencyscout/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notifications.ts';
import { useCreateSavedSearch } from '../api.ts';
import { type SearchNameDraft, type SearchNameValues, searchNameFormSchema } from '../search-name-form.ts';

export interface SaveSearchDialogProps {
  open: boolean;
  /** The lead search to save, as stored (empty values dropped). */
  filters: LeadFilters;
  onClose: () => void;
}

/**
 * Save Search (prospecting-core §2.3, with create:savedsearch): names the current lead search and stores it.
 * The name follows the contract's rule ('Field is required', §5); the server's 400 message is shown under the field.
 */
export function SaveSearchDialog({ open, filters, onClose }: SaveSearchDialogProps) {
  const create = useCreateSavedSearch();
  const { control, handleSubmit, reset, setError } = useForm<SearchNameDraft, unknown, SearchNameValues>({
    resolver: zodResolver(searchNameFormSchema),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  const close = () => {
    reset();
    onClose();
  };
  const save = handleSubmit(({ name }) =>
    create.mutate(
      { ...filters, name },
      {
        onSuccess: () => {
          notify({ message: SAVED_SEARCH_TEXTS.saved, severity: 'success' });
          close();
        },
        onError: (failure) =>
          setError('name', { message: failure instanceof ApiError ? failure.message : String(failure) }),
      },
    ),
  );
  const submit = (event: FormEvent) => {
    // The dialog sits (through a portal) inside the filter panel's form: its submit must not search.
    event.stopPropagation();
    void save(event);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="save-search-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-search-title">{SAVED_SEARCH_TEXTS.saveSearch}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="name"
            autoFocus
            fullWidth
            required
            margin="dense"
            label={SAVED_SEARCH_TEXTS.nameLabel}
            helperText=" "
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
