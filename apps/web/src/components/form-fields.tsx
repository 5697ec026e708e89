import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ChangeEvent, ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * MUI fields wired to react-hook-form (docs/decisions.md 'Forms'). Each form's rules are a zod schema from
 * `@agencyscout/contracts` given to `useForm({ resolver: zodResolver(schema) })`; these fields show the rule's
 * message (the spec's) under the field once the field is invalid, and the given helper text otherwise.
 */

/** A form's control, whatever its output (the resolver's transformed) type. */
// biome-ignore lint/suspicious/noExplicitAny: the output type does not matter to a field.
type FormControlOf<T extends FieldValues> = Control<T, any, any>;

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'onBlur' | 'inputRef'
> & {
  control: FormControlOf<T>;
  name: FieldPath<T>;
};

/**
 * A text, select or date field of a form: `onChange` (optional) runs after the form has taken the new value,
 * for a field whose change clears another (`setValue`).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  onChange,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            field.onChange(event.target.value);
            onChange?.(event);
          }}
          disabled={props.disabled || field.disabled}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/** A yes/no field of a form shown as a labelled checkbox; `onChange` (optional) runs after the form took it. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  describedBy,
  onChange,
}: {
  control: FormControlOf<T>;
  name: FieldPath<T>;
  label: ReactNode;
  disabled?: boolean;
  /** The id of a text that explains the choice. */
  describedBy?: string;
  /** Runs after the form has taken the new value. */
  onChange?: (checked: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Checkbox
              name={field.name}
              checked={Boolean(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.checked);
                onChange?.(event.target.checked);
              }}
              slotProps={describedBy ? { input: { 'aria-describedby': describedBy } } : undefined}
            />
          }
        />
      )}
    />
  );
}
