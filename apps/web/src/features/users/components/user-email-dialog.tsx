import { addUserSchema } from '@agencyscout/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-fields.tsx';

type EmailDraft = z.input<typeof addUserSchema>;
type EmailValues = z.output<typeof addUserSchema>;

/**
 * The create dialog (§2 'add sub-user (email)') and the edit-e-mail dialog: the address must pass the contract's
 * e-mail rule (the standard pattern, §5), otherwise Create (or Save) stays disabled; an unchanged address too.
 */
export function UserEmailDialog(props: {
  title: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  error: string | null;
  onSubmit: (email: string) => void;
  onClose: () => void;
}) {
  const { control, handleSubmit } = useForm<EmailDraft, unknown, EmailValues>({
    resolver: zodResolver(addUserSchema),
    defaultValues: { email: props.initial ?? '' },
    mode: 'onTouched',
  });
  const draft = useWatch({ control });
  const checked = addUserSchema.safeParse(draft);
  const ready = checked.success && checked.data.email !== props.initial;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="user-email-title">
      <form noValidate onSubmit={handleSubmit((values) => (ready ? props.onSubmit(values.email) : undefined))}>
        <DialogTitle id="user-email-title">{props.title}</DialogTitle>
        <DialogContent>
          {props.error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {props.error}
            </Alert>
          ) : null}
          <FormTextField
            control={control}
            name="email"
            label="E-mail"
            type="email"
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
            helperText={props.initial === undefined ? 'The new user gets an e-mail to set a password.' : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!ready || props.pending}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
