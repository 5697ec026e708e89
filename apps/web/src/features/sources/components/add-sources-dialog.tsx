import { SOURCE_KIND_LABELS, SOURCE_KINDS, SOURCE_POLL_MINUTES, SOURCE_TEXTS } from '@agencyscout/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notifications.ts';
import {
  type AddSourcesDraft,
  type AddSourcesValues,
  addedMessage,
  addSourcesFormSchema,
  EMPTY_ADD_SOURCES,
  toAddSourcesBody,
  urlLines,
} from '../add-sources-form.ts';
import { useAddSources } from '../api.ts';
import { LEAD_TYPE_LABELS } from '../source-display.ts';

type FormControlOf = Control<AddSourcesDraft, unknown, AddSourcesValues>;

function UrlsField({ control }: { control: FormControlOf }) {
  return (
    <Controller
      name="urls"
      control={control}
      render={({ field, fieldState }) => {
        const count = urlLines(field.value).length;
        return (
          <TextField
            {...field}
            label="Board URLs"
            multiline
            minRows={6}
            maxRows={14}
            fullWidth
            autoFocus
            placeholder={'https://boards.greenhouse.io/acme\nhttps://jobs.lever.co/globex'}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? `${SOURCE_TEXTS.addHelp}${count ? ` (${count} pasted)` : ''}`}
            slotProps={{ htmlInput: { spellCheck: false } }}
            sx={{ '& textarea': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } }}
          />
        );
      }}
    />
  );
}

function KindAndInterval({ control }: { control: FormControlOf }) {
  const { min, max, default: fallback } = SOURCE_POLL_MINUTES;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Controller
        name="kind"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            select
            label="Kind"
            fullWidth
            helperText="Choose it for a careers page or an XML feed on the company's own site"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Recognise from the URL</MenuItem>
            {SOURCE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {SOURCE_KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="pollIntervalMinutes"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Poll every (minutes)"
            type="number"
            fullWidth
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? `From ${min} to ${max} (a week); ${fallback} by default`}
            slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
          />
        )}
      />
    </Stack>
  );
}

function LeadTypeField({ control }: { control: FormControlOf }) {
  return (
    <Controller
      name="leadType"
      control={control}
      render={({ field }) => (
        <FormControl>
          <FormLabel id="add-sources-lead-type">Lead type</FormLabel>
          <RadioGroup {...field} row aria-labelledby="add-sources-lead-type">
            <FormControlLabel value="OpenWeb" control={<Radio />} label={LEAD_TYPE_LABELS.OpenWeb} />
            <FormControlLabel value="Agency" control={<Radio />} label={LEAD_TYPE_LABELS.Agency} />
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

/** The form inside the dialog (mounted while open, so each opening starts empty). */
function AddSourcesForm({ onClose }: { onClose: () => void }) {
  const add = useAddSources();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<AddSourcesDraft, unknown, AddSourcesValues>({
    resolver: zodResolver(addSourcesFormSchema),
    defaultValues: EMPTY_ADD_SOURCES,
  });
  const submit = handleSubmit((values) => {
    setServerError(null);
    add.mutate(toAddSourcesBody(values), {
      onSuccess: (answer) => {
        notify({ message: addedMessage(answer), severity: 'success' });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.handled) return;
        const code = error instanceof ApiError ? error.statusCode : undefined;
        setServerError(code === undefined ? error.message : `${code}: ${error.message}`);
        notify({ code, message: error.message });
      },
    });
  });
  return (
    <form noValidate onSubmit={submit} aria-labelledby="add-sources-title">
      <DialogTitle id="add-sources-title">{SOURCE_TEXTS.addTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {serverError ? (
            <Alert severity="error" data-testid="add-sources-error" sx={{ overflowWrap: 'anywhere' }}>
              {serverError}
            </Alert>
          ) : null}
          <UrlsField control={control} />
          <KindAndInterval control={control} />
          <LeadTypeField control={control} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={add.isPending}>
          {SOURCE_TEXTS.addTitle}
        </Button>
      </DialogActions>
    </form>
  );
}

/** 'Add sources': board URLs one a line, an optional kind, the lead type and the poll interval. */
export function AddSourcesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="add-sources-title">
      <AddSourcesForm onClose={onClose} />
    </Dialog>
  );
}
