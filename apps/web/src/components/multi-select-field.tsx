import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

interface MultiSelectFieldProps<T extends string> {
  label: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  loading?: boolean;
  /** Text shown when nothing is chosen, e.g. 'All'. */
  placeholder?: string;
}

/** A searchable multiple choice with chips (filter panels). */
export function MultiSelectField<T extends string>(props: MultiSelectFieldProps<T>) {
  const { label, options, value, onChange, loading, placeholder } = props;
  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      limitTags={2}
      options={options}
      value={[...value]}
      loading={loading}
      onChange={(_event, next) => onChange(next)}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={value.length === 0 ? placeholder : undefined} />
      )}
    />
  );
}
